import { payoutCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getPayoutBalance } from './payouts.service';

export const payoutRoutes = [
  // GET publisher/payouts/balance: what I am owed per marketplace, what still waits, and whether
  // the next run pays it
  defineRoute(payoutCalls.getPayoutBalance, {
    handler: ({ deps, actor }) => getPayoutBalance(deps, actor),
  }),
];
