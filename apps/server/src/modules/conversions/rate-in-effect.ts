// The commission rate that pays a marketplace day's orders (docs/domain.md "Commissions and
// deals" and "Conversions (issue 10)"): the product's setting after the last change made before
// the day ends in the marketplace's zone (its history; the product's own columns when it has
// none), plus the largest extra of a deal running at any moment of that day. A product inactive
// or without a commission then earns 0.

export type TSetting = { commissionBp: number | null; status: string | null };

export type TRateFacts = {
  /** The product (a variation's parent: variations follow it) as it is now; null when no product of that ASIN. */
  product: TSetting | null;
  /** Its last history rows (any order); only those made before the day ends count. */
  changes: (TSetting & { at: Date })[];
  deals: { startsAt: Date; endsAt: Date; extraCommissionBp: number | null }[];
};

/** [start, end) of a marketplace day, as instants. */
export type TDayWindow = { start: Date; end: Date };

export function rateInEffect(facts: TRateFacts, day: TDayWindow): number {
  if (!facts.product) {
    return 0;
  }
  const last = facts.changes
    .filter((c) => c.at.getTime() < day.end.getTime())
    .reduce<(TSetting & { at: Date }) | null>(
      (latest, c) => (!latest || c.at > latest.at ? c : latest),
      null,
    );
  const setting = last ?? facts.product;
  const status = setting.status ?? facts.product.status;
  if (status !== 'active' || setting.commissionBp === null || setting.commissionBp <= 0) {
    return 0;
  }
  const extra = facts.deals
    .filter((d) => d.startsAt.getTime() < day.end.getTime() && d.endsAt.getTime() > day.start.getTime())
    .reduce((max, d) => Math.max(max, d.extraCommissionBp ?? 0), 0);
  return setting.commissionBp + extra;
}
