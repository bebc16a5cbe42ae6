import { z } from 'zod';
import { marketplaceProviders } from './marketplace-auth';

export const paymentsProviders = ['sandbox', 'live'] as const;

/**
 * What the web client says where sign-in or money is involved (GET common/site-mode): whether
 * "Sign in with Amazon" goes to the built-in demo marketplace, whether payments go to the built-in
 * sandboxes (no money moves), and whether this is a public demo site (PUBLIC_DEMO_SITE).
 */
export const ZSiteModeSchema = z.object({
  marketplace: z.enum(marketplaceProviders),
  payments: z.enum(paymentsProviders),
  publicDemo: z.boolean(),
});
export type TSiteMode = z.infer<typeof ZSiteModeSchema>;
