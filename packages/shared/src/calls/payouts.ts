import { defineCall } from '../call';
import { ZPayoutBalancesSchema } from '../payout-ledger';

// Publisher payouts (issue 33): the product's own calls, beyond the spec.
export const payoutCalls = {
  // GET publisher/payouts/balance: what I am owed per marketplace, and what still waits
  getPayoutBalance: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/payouts/balance',
    roles: ['publisher'],
    summary:
      "My balance per marketplace from the payout ledger: waiting for the seller's payment, held for returns until a day, payable, paid",
    response: ZPayoutBalancesSchema,
    beyondSpec: true,
  }),
};
