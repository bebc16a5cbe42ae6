import { formatPercentFromBasisPoints } from '../../lib/format';

/** A rate's change as its history shows it: '10% → 12.5%'. */
export const rateChangeText = (oldBp: number | null | undefined, newBp: number | null | undefined) =>
  `${formatPercentFromBasisPoints(oldBp)} → ${formatPercentFromBasisPoints(newBp)}`;
