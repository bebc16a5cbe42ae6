import { z } from 'zod';
import { ZSessionUserSchema } from './auth';

/** Who answers the marketplace consent: the built-in demo marketplace, or Amazon itself. */
export const marketplaceProviders = ['demo', 'amazon'] as const;
export type TMarketplaceProvider = (typeof marketplaceProviders)[number];

/** Why a consent was started: signing in, linking a seller account, or renewing its grant. */
export const marketplaceAuthModes = ['sign-in', 'connect', 'reauthorize'] as const;
export type TMarketplaceAuthMode = (typeof marketplaceAuthModes)[number];

/** Amazon selling partner ids (merchant tokens) are upper-case letters and digits. */
export const ZSellingPartnerIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{8,20}$/, 'Not a valid selling partner id');

/** Where the browser goes next to give consent; `state` is kept by the browser to match the callback. */
export const ZMarketplaceConsentSchema = z.object({
  url: z.string(),
  state: z.string(),
  mode: z.enum(marketplaceAuthModes),
});
export type TMarketplaceConsent = z.infer<typeof ZMarketplaceConsentSchema>;

/** The callback's query, as the browser received it from the marketplace. */
export const ZMarketplaceCallbackRequestSchema = z.object({
  code: z.string().trim().min(1, 'The marketplace sent no authorization code').max(2048),
  state: z.string().trim().min(1, 'The marketplace sent no state').max(4096),
  sellingPartnerId: ZSellingPartnerIdSchema.optional(),
});
export type TMarketplaceCallbackRequest = z.infer<typeof ZMarketplaceCallbackRequestSchema>;

export const ZMarketplaceConnectionSchema = z.object({
  marketplace: z.literal('amazon'),
  provider: z.enum(marketplaceProviders),
  sellingPartnerId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type TMarketplaceConnection = z.infer<typeof ZMarketplaceConnectionSchema>;

/** The seller's Account card: its link (or none) and which marketplace answers consents here. */
export const ZMarketplaceConnectionStatusSchema = z.object({
  provider: z.enum(marketplaceProviders),
  connection: ZMarketplaceConnectionSchema.nullable(),
});
export type TMarketplaceConnectionStatus = z.infer<typeof ZMarketplaceConnectionStatusSchema>;

/**
 * What completing a consent did: signed in (like login), linked or renewed the seller's
 * connection, or needs a second consent (Amazon's seller authorization after Login with Amazon).
 */
export const ZMarketplaceCallbackResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed-in'), token: z.string(), user: ZSessionUserSchema }),
  z.object({
    outcome: z.literal('connected'),
    mode: z.enum(['connect', 'reauthorize']),
    connection: ZMarketplaceConnectionSchema,
  }),
  z.object({ outcome: z.literal('continue'), consent: ZMarketplaceConsentSchema }),
]);
export type TMarketplaceCallbackResponse = z.infer<typeof ZMarketplaceCallbackResponseSchema>;
