import { payoutCalls, payoutDefaults } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { publisherBalances } from './payout-ledger.repository';

export const payoutRoutes = [
  // GET publisher/payouts/balance: what I am owed per marketplace, and what still waits
  defineRoute(payoutCalls.getPayoutBalance, {
    handler: async ({ deps, actor }) => ({
      balances: await publisherBalances(deps.db, actor.userId),
      holdDays: payoutDefaults.holdDays,
      minimumMinor: payoutDefaults.minimumMinor,
    }),
  }),
];
