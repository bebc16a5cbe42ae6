import type { Readable } from 'node:stream';
import { marketplaceOf, noTrackingId, type TReportMetrics } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { csvPages, majorUnits, pagesByPosition, type TCsvColumn } from '../../platform/export';
import { labelRows, type TListGrouping } from './report-row-labels.service';
import { sumReportGroups } from './report-rows.repository';
import { reportFilterOf, type TReportSet } from './report-set';
import { sortOf, type TReportListQuery } from './reports.service';

// EXPORT …/{grouping}/export: every row of the filters in the table's order, as CSV. Rows are
// read a page at a time while the file streams out, so a long export never holds its whole
// result in memory and never holds the database (PGlite answers one query at a time) for long.

/** Rows read per query of an export. */
export const exportPageRows = 1000;

type TRow = TReportMetrics & Record<string, unknown>;

const percent = (bp: number | null) => (bp === null ? null : bp / 100);

const dimensionColumns: Record<TListGrouping, TCsvColumn<TRow>[]> = {
  day: [{ header: 'Day', value: (r) => String(r.day) }],
  brand: [{ header: 'Brand', value: (r) => String(r.brandName) }],
  product: [
    { header: 'ASIN', value: (r) => String(r.asin) },
    { header: 'Product', value: (r) => (r.title === null ? '' : String(r.title)) },
    { header: 'Brand', value: (r) => String(r.brandName) },
  ],
  publisher: [{ header: 'Publisher', value: (r) => String(r.publisherName) }],
  trackingId: [
    {
      header: 'Tracking ID',
      value: (r) => (r.trackingId === noTrackingId ? '(none)' : String(r.trackingIdName ?? '')),
    },
  ],
  link: [
    { header: 'Link', value: (r) => String(r.title) },
    { header: 'ASIN', value: (r) => String(r.asin) },
  ],
};

function metricColumns(set: TReportSet, currency: string): TCsvColumn<TRow>[] {
  const seller: TCsvColumn<TRow>[] =
    set.side === 'seller'
      ? [
          { header: `Platform fee (${currency})`, value: (r) => majorUnits(r.platformFeeMinor) },
          { header: `Cost (${currency})`, value: (r) => majorUnits(r.costMinor) },
        ]
      : [];
  return [
    { header: 'Clicks', value: (r) => r.clicks },
    { header: 'Detail page views', value: (r) => r.detailPageViews },
    { header: 'Add to carts', value: (r) => r.addToCarts },
    { header: 'Orders', value: (r) => r.orders },
    { header: 'Units', value: (r) => r.units },
    { header: `Sales (${currency})`, value: (r) => majorUnits(r.salesMinor) },
    { header: `Commission (${currency})`, value: (r) => majorUnits(r.commissionMinor) },
    ...seller,
    { header: 'Conversion rate (%)', value: (r) => percent(r.conversionRateBp) },
    { header: `EPC (${currency})`, value: (r) => (r.epcMinor === null ? null : majorUnits(r.epcMinor)) },
  ];
}

const fileWords: Record<TListGrouping, string> = {
  day: 'performance',
  brand: 'brand',
  product: 'product',
  publisher: 'publisher',
  trackingId: 'tracking-id',
  link: 'links',
};

export async function exportReport(
  deps: TDeps,
  set: TReportSet,
  actor: TUserActor,
  grouping: TListGrouping,
  query: Omit<TReportListQuery, 'page' | 'pageSize'>,
): Promise<{ fileName: string; stream: Readable }> {
  const filter = reportFilterOf(set, actor, query);
  const sort = sortOf(grouping, query);
  const columns = [
    ...dimensionColumns[grouping],
    ...metricColumns(set, marketplaceOf(query.countryCode).currency),
  ];
  const pageAt = async (offset: number, limit: number) => {
    const { rows } = await sumReportGroups(deps.db, set.source, filter, grouping, sort, { limit, offset });
    return (await labelRows(deps, set, actor, grouping, rows)) as TRow[];
  };
  return {
    fileName: `${set.name}-${fileWords[grouping]}-${query.countryCode}-${query.startDate}-${query.endDate}.csv`,
    stream: await csvPages(columns, pagesByPosition(pageAt), exportPageRows),
  };
}
