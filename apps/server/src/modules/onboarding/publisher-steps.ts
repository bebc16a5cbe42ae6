import {
  publisherStepKeys,
  publisherStepRoutes,
  type TPublisherNextSteps,
  type TPublisherReviewStatus,
  type TPublisherStepKey,
} from '@atlas/shared';
import { checklistOf, doneIf, reviewStanding, type TStepStanding } from './next-steps';

/** What the publisher's checklist is computed from. */
export type TPublisherFacts = {
  /** The profile holds everything the Profile screen asks for. */
  profileFilled: boolean;
  review: { status: TPublisherReviewStatus; reason: string | null };
  /** No tax form, a form saved without its signed PDF, or both. */
  tax: 'missing' | 'unsigned' | 'signed';
  bank: { status: TPublisherReviewStatus | 'missing'; reason: string | null };
  /** What the publisher has set up for tracking: a traffic source, a tracking id, a link; and an order. */
  tracking: { source: boolean; trackingId: boolean; link: boolean; conversion: boolean };
  onboardingCompletedAt: Date | null;
};

function taxStanding(tax: TPublisherFacts['tax']): TStepStanding {
  if (tax === 'unsigned') {
    return { state: 'started', reason: null };
  }
  return doneIf(tax === 'signed');
}

/** Each step ticks itself from what the publisher did and what the reviewers decided. */
export function publisherNextSteps(facts: TPublisherFacts): TPublisherNextSteps {
  const standings: Record<TPublisherStepKey, TStepStanding> = {
    profile: doneIf(facts.profileFilled),
    taxForm: taxStanding(facts.tax),
    bankDetails: doneIf(facts.bank.status !== 'missing'),
    accountReview: reviewStanding(facts.review.status, facts.review.reason),
    bankReview: reviewStanding(facts.bank.status, facts.bank.reason),
    trafficSource: doneIf(facts.tracking.source),
    trackingId: doneIf(facts.tracking.trackingId),
    firstLink: doneIf(facts.tracking.link),
    firstConversion: doneIf(facts.tracking.conversion),
  };
  return checklistOf(publisherStepKeys, publisherStepRoutes, standings, facts.onboardingCompletedAt);
}
