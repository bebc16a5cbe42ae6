// The money of one conversion row (docs/domain.md "Conversions (issue 10)"): commission =
// sales × rate, the platform fee = commission × fee rate, each rounded half away from zero in
// integer arithmetic (BigInt), so a return row (negative sales) mirrors its order to the cent.

const basisPoints = 10_000n;

/** numerator / denominator rounded half away from zero; denominator > 0. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** round_half_away_from_zero(amount × bp / 10 000), refusing what a JS number cannot hold exactly. */
export function shareOf(amountMinor: number, bp: number): number {
  if (!Number.isSafeInteger(amountMinor) || !Number.isSafeInteger(bp)) {
    throw new RangeError(`not whole numbers: ${amountMinor} × ${bp} bp`);
  }
  const product = BigInt(amountMinor) * BigInt(bp);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (product > limit || product < -limit) {
    throw new RangeError(`${amountMinor} × ${bp} bp is beyond 2^53`);
  }
  return Number(divideRounded(product, basisPoints));
}

export type TConversionAmounts = { commissionMinor: number; platformFeeMinor: number; costMinor: number };

/** What a row of `salesMinor` earns the publisher and costs the seller at these rates. */
export function conversionAmounts(
  salesMinor: number,
  commissionBp: number,
  platformFeeBp: number,
): TConversionAmounts {
  const commissionMinor = shareOf(salesMinor, commissionBp);
  const platformFeeMinor = shareOf(commissionMinor, platformFeeBp);
  return { commissionMinor, platformFeeMinor, costMinor: commissionMinor + platformFeeMinor };
}
