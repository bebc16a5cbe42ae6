import {
  payoutStanding,
  type TPayoutBalances,
  type TPayoutPapers,
  type TPayoutSettings,
  type TPayoutStanding,
  type TPublisherPayoutPage,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { listPublisherPayouts } from './payout-history.repository';
import { payoutsInReview } from './payout-items.repository';
import { publisherBalances } from './payout-ledger.repository';
import { findPayoutPapers } from './payout-papers.repository';
import { nextRunOn } from './payout-schedule';
import { minimumOf, readPayoutSettings, savePayoutSettings } from './payout-settings.repository';

/**
 * Whether the next run pays a balance: a run under review says it (its payout included, or held
 * with the operator's reason); otherwise the payout standing's rule.
 */
function nextPayout(
  payableMinor: number,
  minimumMinor: number,
  papers: TPayoutPapers,
  inReview: { status: string; reason: string | null } | undefined,
): TPayoutStanding {
  if (inReview?.status === 'held') {
    return { paid: false, reason: `Held from the payout run under review: ${inReview.reason ?? ''}` };
  }
  if (inReview?.status === 'included') {
    return { paid: true, reason: 'In the payout run under review: paid once the team approves it.' };
  }
  return payoutStanding(payableMinor, minimumMinor, papers);
}

/** The publisher's balance per marketplace, and whether the next run pays it or why not. */
export async function getPayoutBalance(deps: TDeps, actor: TUserActor): Promise<TPayoutBalances> {
  const balances = await publisherBalances(deps.db, actor.userId);
  const papers = await findPayoutPapers(deps.db, actor.userId);
  const settings = await readPayoutSettings(deps.db);
  const inReview = await payoutsInReview(deps.db, actor.userId);
  return {
    balances: balances.map((b) => {
      const minimumMinor = minimumOf(settings, b.currency);
      return {
        ...b,
        minimumMinor,
        next: nextPayout(b.payableMinor, minimumMinor, papers, inReview.get(b.countryCode)),
      };
    }),
    holdDays: settings.holdDays,
    nextRunOn: nextRunOn(deps.now()),
  };
}

/** The publisher's payouts, newest first, with their lines. */
export async function listMyPayouts(
  deps: TDeps,
  actor: TUserActor,
  query: { page: number; pageSize: number },
): Promise<TPublisherPayoutPage> {
  const page = await listPublisherPayouts(deps.db, actor.userId, query);
  return { ...page, page: query.page, pageSize: query.pageSize };
}

/** The operator's new payout settings, answered as they now read. */
export async function changePayoutSettings(
  deps: TDeps,
  settings: TPayoutSettings,
  operatorId: string,
): Promise<TPayoutSettings> {
  await savePayoutSettings(deps.db, settings, operatorId, deps.now());
  return readPayoutSettings(deps.db);
}
