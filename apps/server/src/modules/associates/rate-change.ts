import type { TAssociateRateChange } from '@atlas/shared';

/** A history row of an associate rate as the screens show it: whose rate, from what to what, when. */
export function toRateChange(h: {
  publisherId: string | null;
  oldCommissionBp: number | null;
  newCommissionBp: number;
  createdAt: Date;
}): TAssociateRateChange {
  return {
    scope: h.publisherId ? 'publisher' : 'brand',
    oldCommissionBp: h.oldCommissionBp,
    newCommissionBp: h.newCommissionBp,
    changedAt: h.createdAt.toISOString(),
  };
}
