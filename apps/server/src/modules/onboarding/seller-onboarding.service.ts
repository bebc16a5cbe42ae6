import type { TOnboardingCompleted, TSellerNextSteps, TSellerNextStepsQuery } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { findLatestImportRun } from '../catalog/import.repository';
import { findMarketplaceIdentity, findSellerSettings, markStepOnce } from '../sellers/sellers.repository';
import { findSellerCatalogueFacts } from './onboarding.repository';
import { sellerNextSteps } from './seller-steps';

// The seller's Dashboard checklist (spec 7.5): read from the marketplace connection, the
// catalogue, the deals and the association steps the seller marked.

/** GET seller/dashboard/next/steps */
export async function getSellerNextSteps(
  deps: TDeps,
  actor: TUserActor,
  query: TSellerNextStepsQuery,
): Promise<TSellerNextSteps> {
  const [settings, identity, latestImport, catalogue] = await Promise.all([
    findSellerSettings(deps.db, actor.userId),
    findMarketplaceIdentity(deps.db, actor.userId),
    findLatestImportRun(deps.db, actor.userId),
    findSellerCatalogueFacts(deps.db, actor.userId, query.countryCode),
  ]);
  return sellerNextSteps({
    ...catalogue,
    marketplaceConnected: Boolean(identity),
    latestImport: latestImport ? { status: latestImport.status, error: latestImport.error } : null,
    associations: {
      associate: settings?.associateCompletedAt ?? null,
      associatePublisher: settings?.associatePublisherCompletedAt ?? null,
      associatePublisherDetail: settings?.associatePublisherDetailCompletedAt ?? null,
    },
    onboardingCompletedAt: settings?.onboardingCompletedAt ?? null,
  });
}

/** POST seller/onboardingCompleted: the first time is kept, so a second call answers the same. */
export async function completeSellerOnboarding(
  deps: TDeps,
  actor: TUserActor,
): Promise<TOnboardingCompleted> {
  const at = await markStepOnce(deps.db, actor.userId, 'onboardingCompletedAt', deps.now());
  return { onboardingCompletedAt: at.toISOString() };
}
