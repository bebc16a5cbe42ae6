import { payoutCalls, payoutDefaults, payoutStanding } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { publisherBalances } from './payout-ledger.repository';
import { findPayoutPapers } from './payout-papers.repository';

export const payoutRoutes = [
  // GET publisher/payouts/balance: what I am owed per marketplace, what still waits, and whether
  // the next run pays it
  defineRoute(payoutCalls.getPayoutBalance, {
    handler: async ({ deps, actor }) => {
      const balances = await publisherBalances(deps.db, actor.userId);
      const papers = await findPayoutPapers(deps.db, actor.userId);
      const { holdDays, minimumMinor } = payoutDefaults;
      return {
        balances: balances.map((b) => ({ ...b, next: payoutStanding(b.payableMinor, minimumMinor, papers) })),
        holdDays,
        minimumMinor,
      };
    },
  }),
];
