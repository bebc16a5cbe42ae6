import {
  payoutStanding,
  type TPayoutBalances,
  type TPayoutItem,
  type TPublisherPayoutListQuery,
  type TPublisherPayoutPage,
  ZPublisherPayoutListQuerySchema,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { failPayout } from './payout-failures.repository';
import { listPublisherPayouts } from './payout-history.repository';
import { findItem, heldInReview, itemViewOf } from './payout-items.repository';
import { publisherBalances } from './payout-ledger.repository';
import { findPayoutPapers } from './payout-papers.repository';
import { nextRunOn } from './payout-schedule';
import { minimumOf, readPayoutSettings } from './payout-settings.repository';

/** The publisher's balance per marketplace, and whether the next run pays it or why not. */
export async function getPayoutBalance(deps: TDeps, actor: TUserActor): Promise<TPayoutBalances> {
  const balances = await publisherBalances(deps.db, actor.userId);
  const papers = await findPayoutPapers(deps.db, actor.userId);
  const settings = await readPayoutSettings(deps.db);
  const held = await heldInReview(deps.db, actor.userId);
  return {
    balances: balances.map((b) => {
      const minimumMinor = minimumOf(settings, b.currency);
      const hold = held.get(b.countryCode);
      // the operator's hold in the run under review says why this run does not pay it
      const next =
        hold === undefined
          ? payoutStanding(b.payableMinor, minimumMinor, papers)
          : { paid: false, reason: `Held from the payout run under review: ${hold}` };
      return { ...b, minimumMinor, next };
    }),
    holdDays: settings.holdDays,
    nextRunOn: nextRunOn(deps.now()),
  };
}

/** The publisher's payouts, newest first, with their lines. */
export async function listMyPayouts(
  deps: TDeps,
  actor: TUserActor,
  query: TPublisherPayoutListQuery,
): Promise<TPublisherPayoutPage> {
  const q = ZPublisherPayoutListQuerySchema.parse(query);
  return { ...(await listPublisherPayouts(deps.db, actor.userId, q)), page: q.page, pageSize: q.pageSize };
}

/** A bank return the operator read on the statement (a SEPA return): the payout fails. */
export async function returnPayout(
  deps: TDeps,
  runId: string,
  itemId: string,
  reason: string,
): Promise<TPayoutItem> {
  await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, runId, itemId);
    if (!item) {
      throw notFound('Payout');
    }
    if (item.status === 'failed') {
      return;
    }
    if (item.status !== 'paid' || item.rail === 'paypal') {
      throw conflict("Only a paid bank transfer can be returned; PayPal payouts move by PayPal's answers.");
    }
    await failPayout(tx, itemId, ['paid'], `Returned by the bank: ${reason}`, deps.now());
  });
  const view = await itemViewOf(deps.db, itemId);
  if (!view) {
    throw notFound('Payout');
  }
  return view;
}
