import { z } from 'zod';
import { ZSessionUserSchema } from './auth';
import { countryCodes, type TCountryCode } from './marketplaces';

/** Who answers the marketplace consent: the built-in demo marketplace, or Amazon itself. */
export const marketplaceProviders = ['demo', 'amazon'] as const;
export type TMarketplaceProvider = (typeof marketplaceProviders)[number];

/** Amazon's regions of our marketplaces: a seller grants access once per region. */
export const amazonRegions = ['na', 'eu'] as const;
export type TAmazonRegion = (typeof amazonRegions)[number];

export const amazonRegionOf: Record<TCountryCode, TAmazonRegion> = {
  US: 'na',
  CA: 'na',
  UK: 'eu',
  DE: 'eu',
  FR: 'eu',
};

export const regionCountries = (region: TAmazonRegion): TCountryCode[] =>
  countryCodes.filter((code) => amazonRegionOf[code] === region);

export const regionNames: Record<TAmazonRegion, string> = { na: 'North America', eu: 'Europe' };

/**
 * What a seller grants per region: the Selling Partner API (its catalogue) and Amazon Ads (its
 * own Ads profiles, which Amazon Attribution measures conversions for).
 */
export const amazonGrantKinds = ['selling-partner', 'ads'] as const;
export type TAmazonGrantKind = (typeof amazonGrantKinds)[number];

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

/** GET …/authorize-url: Amazon's sign-in of a region (an EU seller's account lives there). */
export const ZMarketplaceSignInQuerySchema = z.object({ region: z.enum(amazonRegions).optional() });

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

/**
 * POST seller/reauthorize: which grant to start; with no body, the Selling Partner API grant of
 * the region of the seller's current marketplace.
 */
export const ZSellerAuthorizationRequestSchema = z.object({
  region: z.enum(amazonRegions).optional(),
  access: z.enum(amazonGrantKinds).optional(),
});
export type TSellerAuthorizationRequest = z.infer<typeof ZSellerAuthorizationRequestSchema>;

export const amazonGrantStatuses = ['active', 'revoked'] as const;

/** A grant as the seller sees it: live, or refused by Amazon with the reason. */
export const ZAmazonGrantViewSchema = z.object({
  status: z.enum(amazonGrantStatuses),
  problem: z.string().nullable(),
  grantedAt: z.string(),
});

/** The seller's Ads profile of a marketplace: `measured` when Amazon gave its Attribution tag. */
export const ZAmazonAdsProfileViewSchema = z.object({
  countryCode: z.enum(countryCodes),
  profileId: z.string(),
  measured: z.boolean(),
  problem: z.string().nullable(),
});

/** One region's grants (Amazon only): the catalogue's and the Ads grant with its profiles. */
export const ZAmazonRegionConnectionSchema = z.object({
  region: z.enum(amazonRegions),
  countries: z.array(z.enum(countryCodes)),
  sellingPartner: ZAmazonGrantViewSchema.extend({ sellingPartnerId: z.string().nullable() }).nullable(),
  ads: ZAmazonGrantViewSchema.extend({ profiles: z.array(ZAmazonAdsProfileViewSchema) }).nullable(),
});
export type TAmazonRegionConnection = z.infer<typeof ZAmazonRegionConnectionSchema>;

/**
 * The seller's Account card: its link (or none), which marketplace answers consents here and,
 * with Amazon, each region's grants (the demo marketplace's one consent covers everything).
 */
export const ZMarketplaceConnectionStatusSchema = z.object({
  provider: z.enum(marketplaceProviders),
  connection: ZMarketplaceConnectionSchema.nullable(),
  regions: z.array(ZAmazonRegionConnectionSchema),
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
