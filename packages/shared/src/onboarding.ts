import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';
import { associationSteps } from './seller-account';

// The first-run checklists of the seller's and the publisher's Dashboard (spec 7.5, 7.9): next
// steps computed from what the account has not done yet, each with the portal route where it is
// done (docs/domain.md, "Onboarding and next steps").

/**
 * Where a step stands: not begun, begun with something left to do (a tax form saved without its
 * signed PDF), waiting on someone else (a review, an import running), refused by a reviewer
 * (with the reason), or done.
 */
export const nextStepStates = ['todo', 'started', 'pending', 'rejected', 'done'] as const;
export type TNextStepState = (typeof nextStepStates)[number];

/** The publisher's checklist, in the order shown: get approved and paid, set up tracking, earn. */
export const publisherStepKeys = [
  'profile',
  'taxForm',
  'bankDetails',
  'accountReview',
  'bankReview',
  'trafficSource',
  'trackingId',
  'firstLink',
  'firstConversion',
] as const;
export type TPublisherStepKey = (typeof publisherStepKeys)[number];

/**
 * The seller's checklist, in the order shown: the catalogue, the first sale a publisher drove,
 * then the association steps it marks itself.
 */
export const sellerStepKeys = [
  'connectMarketplace',
  'importProducts',
  'activateBrand',
  'activateProduct',
  'createDeal',
  'firstSale',
  ...associationSteps,
] as const;
export type TSellerStepKey = (typeof sellerStepKeys)[number];

/** Where in the portal each step is done. */
export const publisherStepRoutes: Record<TPublisherStepKey, string> = {
  profile: '/publisher/profile',
  taxForm: '/publisher/profile?tab=payment',
  bankDetails: '/publisher/profile?tab=payment',
  accountReview: '/publisher/profile',
  bankReview: '/publisher/profile?tab=payment',
  trafficSource: '/publisher/tracking-links?tab=sources',
  trackingId: '/publisher/tracking-ids',
  firstLink: '/publisher/catalogue',
  firstConversion: '/publisher/commission-reports',
};

export const sellerStepRoutes: Record<TSellerStepKey, string> = {
  connectMarketplace: '/seller/account',
  importProducts: '/seller/account',
  activateBrand: '/seller/account',
  activateProduct: '/seller/products',
  createDeal: '/seller/deals',
  firstSale: '/seller/commission-reports',
  associate: '/seller/associated-publishers',
  associatePublisher: '/seller/associated-publishers',
  associatePublisherDetail: '/seller/associated-publishers',
};

const nextStepsSchemaOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({
    steps: z.array(
      z.object({
        key: z.enum(keys),
        state: z.enum(nextStepStates),
        /** Why it is not done, in words to act on: a reviewer's reason, a failed import's error. */
        reason: z.string().nullable(),
        /** The portal route where the step is done. */
        href: z.string(),
      }),
    ),
    /** How many steps are done, of how many. */
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    /** When the account dismissed its checklist; null while the dashboard leads with it. */
    onboardingCompletedAt: z.string().nullable(),
  });

/** GET publisher/dashboard/next/steps */
export const ZPublisherNextStepsSchema = nextStepsSchemaOf(publisherStepKeys);
export type TPublisherNextSteps = z.infer<typeof ZPublisherNextStepsSchema>;

/** GET seller/dashboard/next/steps; `countryCode` narrows the product steps to one marketplace. */
export const ZSellerNextStepsQuerySchema = z.object({ countryCode: ZCountryCodeSchema.optional() });
export type TSellerNextStepsQuery = z.infer<typeof ZSellerNextStepsQuerySchema>;

export const ZSellerNextStepsSchema = nextStepsSchemaOf(sellerStepKeys);
export type TSellerNextSteps = z.infer<typeof ZSellerNextStepsSchema>;

/** One step of either checklist. */
export type TNextStep = (TPublisherNextSteps | TSellerNextSteps)['steps'][number];

/** POST {role}/onboardingCompleted: the first time is kept, so a second call answers the same. */
export const ZOnboardingCompletedSchema = z.object({ onboardingCompletedAt: z.string() });
export type TOnboardingCompleted = z.infer<typeof ZOnboardingCompletedSchema>;
