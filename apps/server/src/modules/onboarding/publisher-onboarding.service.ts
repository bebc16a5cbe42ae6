import {
  type TOnboardingCompleted,
  type TPublisherNextSteps,
  ZUpdatePublisherProfileRequestSchema,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { findBankAccount } from '../publishers/bank-accounts.repository';
import { profileFields } from '../publishers/publisher-profile.service';
import { findPublisher } from '../publishers/publishers.repository';
import { findTaxForm } from '../publishers/tax-forms.repository';
import { findPublisherTrackingFacts, markPublisherOnboardingCompleted } from './onboarding.repository';
import { publisherNextSteps } from './publisher-steps';

// The publisher's Dashboard checklist (spec 7.9): read from the profile, the tax form, the bank
// account and their reviews as the Profile screen keeps them, and from its tracking set-up.

/** GET publisher/dashboard/next/steps */
export async function getPublisherNextSteps(deps: TDeps, actor: TUserActor): Promise<TPublisherNextSteps> {
  const [publisher, tax, bank, tracking] = await Promise.all([
    findPublisher(deps.db, actor.userId),
    findTaxForm(deps.db, actor.userId),
    findBankAccount(deps.db, actor.userId),
    findPublisherTrackingFacts(deps.db, actor.userId),
  ]);
  if (!publisher) {
    throw notFound('Publisher profile');
  }
  return publisherNextSteps({
    // Filled means the Profile screen would save it as it stands: its own rules decide.
    profileFilled: ZUpdatePublisherProfileRequestSchema.safeParse(profileFields(publisher)).success,
    review: { status: publisher.reviewStatus, reason: publisher.reviewReason },
    tax: !tax ? 'missing' : tax.pdfStorageKey ? 'signed' : 'unsigned',
    bank: { status: bank?.status ?? 'missing', reason: bank?.reviewReason ?? null },
    tracking,
    onboardingCompletedAt: publisher.onboardingCompletedAt,
  });
}

/** POST publisher/onboardingCompleted: the first time is kept, so a second call answers the same. */
export async function completePublisherOnboarding(
  deps: TDeps,
  actor: TUserActor,
): Promise<TOnboardingCompleted> {
  const at = await markPublisherOnboardingCompleted(deps.db, actor.userId, deps.now());
  if (!at) {
    throw notFound('Publisher profile');
  }
  return { onboardingCompletedAt: at.toISOString() };
}
