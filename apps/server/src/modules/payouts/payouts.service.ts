import { payoutDefaults, payoutStanding, type TPayoutBalances } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { publisherBalances } from './payout-ledger.repository';
import { findPayoutPapers } from './payout-papers.repository';

/** The publisher's balance per marketplace, and whether the next run pays it or why not. */
export async function getPayoutBalance(deps: TDeps, actor: TUserActor): Promise<TPayoutBalances> {
  const balances = await publisherBalances(deps.db, actor.userId);
  const papers = await findPayoutPapers(deps.db, actor.userId);
  const { holdDays, minimumMinor } = payoutDefaults;
  return {
    balances: balances.map((b) => ({ ...b, next: payoutStanding(b.payableMinor, minimumMinor, papers) })),
    holdDays,
    minimumMinor,
  };
}
