import {
  sellerStepKeys,
  sellerStepRoutes,
  type TAssociationStep,
  type TImportRunStatus,
  type TSellerNextSteps,
  type TSellerStepKey,
} from '@atlas/shared';
import { checklistOf, done, doneIf, type TStepStanding, todo } from './next-steps';

/** What the seller's checklist is computed from. */
export type TSellerFacts = {
  marketplaceConnected: boolean;
  hasProducts: boolean;
  latestImport: { status: TImportRunStatus; error: string | null } | null;
  hasActiveBrand: boolean;
  /** An active product (which has a commission) of an active brand. */
  hasActiveProduct: boolean;
  hasDeal: boolean;
  /** An order a publisher's link drove, per the attribution data. */
  hasSale: boolean;
  associations: Record<TAssociationStep, Date | null>;
  onboardingCompletedAt: Date | null;
};

/** Products are in once any arrived; until then an import running waits, a failed one says why. */
function importStanding(facts: TSellerFacts): TStepStanding {
  if (facts.hasProducts) {
    return done;
  }
  const status = facts.latestImport?.status;
  if (status === 'queued' || status === 'running') {
    return { state: 'pending', reason: null };
  }
  if (status === 'failed') {
    return { state: 'todo', reason: facts.latestImport?.error ?? null };
  }
  return todo;
}

/** Each catalogue step ticks itself from the seller's data; the association steps when the seller marks them. */
export function sellerNextSteps(facts: TSellerFacts): TSellerNextSteps {
  const standings: Record<TSellerStepKey, TStepStanding> = {
    connectMarketplace: doneIf(facts.marketplaceConnected),
    importProducts: importStanding(facts),
    activateBrand: doneIf(facts.hasActiveBrand),
    activateProduct: doneIf(facts.hasActiveProduct),
    createDeal: doneIf(facts.hasDeal),
    firstSale: doneIf(facts.hasSale),
    associate: doneIf(facts.associations.associate !== null),
    associatePublisher: doneIf(facts.associations.associatePublisher !== null),
    associatePublisherDetail: doneIf(facts.associations.associatePublisherDetail !== null),
  };
  return checklistOf(sellerStepKeys, sellerStepRoutes, standings, facts.onboardingCompletedAt);
}
