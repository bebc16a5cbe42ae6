import { z } from 'zod';
import { ZPayoutStandingSchema } from './payout-standing';

// What a publisher is owed (issue 33, docs/domain.md "Publisher payouts"): every movement of its
// commission is a line of the payout ledger, and each part of its balance is a sum of lines.

/**
 * The ledger's movements, in the order a commission goes through them:
 * - `earned`: the month close billed the seller for it (waiting for the seller's payment);
 * - `held`: the seller paid that billing; held for returns until its `availableAt`;
 * - `released`: the holding period is over: payable;
 * - `paid`: a payout took it (a negative amount of the payable balance);
 * - `reversed`: that payout failed or was returned: payable again.
 */
export const payoutLedgerKinds = ['earned', 'held', 'released', 'paid', 'reversed'] as const;
export type TPayoutLedgerKind = (typeof payoutLedgerKinds)[number];

/** The rules until the operator's settings say otherwise (payout-runs.ts ZPayoutSettingsSchema). */
export const payoutDefaults = {
  /** Days after the month's close before its commission may be paid out (returns come back). */
  holdDays: 30,
  /** The least payout, in the currency's minor unit, in any currency; below it the balance rolls over. */
  minimumMinor: 5_000,
} as const;

/** One publisher's balance in one marketplace's currency, in minor units. */
export const ZPayoutBalanceSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  /** Billed to sellers who have not paid yet: not payable whatever the date. */
  awaitingSellerMinor: z.number().int(),
  /** Paid by the seller, held for returns until `heldUntil` (the earliest such day). */
  heldMinor: z.number().int(),
  heldUntil: z.string().nullable(),
  /** What the next payout run may pay; negative when returns outweigh it (carried forward). */
  payableMinor: z.number().int(),
  /** Paid out so far, failed payouts deducted. */
  paidMinor: z.number().int(),
  /** The least payout in this currency; a smaller payable balance carries over. */
  minimumMinor: z.number().int(),
  /** Whether the next run pays the payable balance, and why not. */
  next: ZPayoutStandingSchema,
});
export type TPayoutBalance = z.infer<typeof ZPayoutBalanceSchema>;

type TKindSums = Partial<Record<TPayoutLedgerKind, number>>;

/**
 * A balance's parts from its lines' sums per kind. `paid` lines are negative, so what was paid is
 * their opposite; a reversal gives it back to the payable part.
 */
export function balanceOf(
  sums: TKindSums,
): Omit<TPayoutBalance, 'countryCode' | 'currency' | 'heldUntil' | 'next' | 'minimumMinor'> {
  const sum = (kind: TPayoutLedgerKind) => sums[kind] ?? 0;
  return {
    awaitingSellerMinor: sum('earned') - sum('held'),
    heldMinor: sum('held') - sum('released'),
    payableMinor: sum('released') + sum('paid') + sum('reversed'),
    // 0 - …: no negative zero when nothing was paid
    paidMinor: 0 - sum('paid') - sum('reversed'),
  };
}

export const ZPayoutBalancesSchema = z.object({
  /** One per marketplace the publisher has earned in; none before its first close. */
  balances: z.array(ZPayoutBalanceSchema),
  holdDays: z.number().int(),
  /** The day the next monthly run is made (YYYY-MM-DD); it pays once the operator approves it. */
  nextRunOn: z.string(),
});
export type TPayoutBalances = z.infer<typeof ZPayoutBalancesSchema>;
