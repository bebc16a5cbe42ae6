import {
  marketplaceOf,
  operatorNoteOf,
  type TCommissionReportAgg,
  type TCommissionReportNoteAnswer,
  type TCommissionReportPage,
  type TCommissionReportRow,
  type ZCommissionReportExportQuerySchema,
  type ZCommissionReportFilterSchema,
  type ZCommissionReportQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { csvPages, majorUnits, type TCsvColumn } from '../../platform/export';
import { pageWindow } from '../../platform/paging';
import {
  commissionReportPage,
  commissionReportTotals,
  countCommissionReports,
  deleteReportNote,
  findConversionKey,
  findReportNote,
  type TCommissionReportDbRow,
  type TReportFilter,
  upsertReportNote,
} from './commission-reports.repository';

// The console's commission reports (spec 7.15): one record per conversion row of one
// marketplace and day range, with the operators' note kept by the row's key (docs/domain.md,
// "Operator console: publishers and commission reports (issue 13)").

function toRow(row: TCommissionReportDbRow): TCommissionReportRow {
  return {
    id: row.id,
    day: row.day,
    countryCode: row.countryCode,
    currency: row.currency,
    seller: { id: row.sellerId, name: row.sellerName },
    publisher: { id: row.publisherId, name: row.publisherName },
    brandName: row.brandName,
    asin: row.asin,
    kind: row.kind,
    orders: row.orders,
    units: row.units,
    salesMinor: row.salesMinor,
    commissionBp: row.commissionBp,
    commissionMinor: row.commissionMinor,
    platformFeeMinor: row.platformFeeMinor,
    costMinor: row.costMinor,
    note: operatorNoteOf({ text: row.note, at: row.noteUpdatedAt, by: row.noteUpdatedBy }),
  };
}

function filterOf(query: z.output<typeof ZCommissionReportFilterSchema>): TReportFilter {
  const { countryCode, startDate, endDate, sellerId, publisherId, asin, kind, hasNote } = query;
  return { countryCode, startDate, endDate, sellerId, publisherId, asin, kind, hasNote };
}

/** GET commission/reports */
export async function listCommissionReports(
  deps: TDeps,
  query: z.output<typeof ZCommissionReportQuerySchema>,
): Promise<TCommissionReportPage> {
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([
    commissionReportPage(deps.db, filter, pageWindow(query)),
    countCommissionReports(deps.db, filter),
  ]);
  return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

type TTotals = TCommissionReportAgg['total'];
const zero = (): TTotals => ({
  rows: 0,
  orders: 0,
  units: 0,
  salesMinor: 0,
  commissionMinor: 0,
  platformFeeMinor: 0,
  costMinor: 0,
});
const totalKeys = Object.keys(zero()) as (keyof TTotals)[];

/** GET commission/reports/agg: sums in integers of minor units, orders and returns apart. */
export async function getCommissionReportAgg(
  deps: TDeps,
  query: z.output<typeof ZCommissionReportFilterSchema>,
): Promise<TCommissionReportAgg> {
  const byKind = await commissionReportTotals(deps.db, filterOf(query));
  const answer = { orders: zero(), returns: zero(), total: zero() };
  for (const row of byKind) {
    const part = row.kind === 'order' ? answer.orders : answer.returns;
    for (const key of totalKeys) {
      const value = Number(row[key]);
      part[key] += value;
      answer.total[key] += value;
    }
  }
  return { countryCode: query.countryCode, currency: marketplaceOf(query.countryCode).currency, ...answer };
}

async function keyOf(deps: TDeps, id: string) {
  const key = await findConversionKey(deps.db, id);
  if (!key) {
    throw notFound('Commission report record');
  }
  return key;
}

/** The audit log's snapshot of a row's note (null when there is none). */
export async function commissionReportNoteSnapshot(deps: TDeps, id: string) {
  const key = await findConversionKey(deps.db, id);
  return key ? findReportNote(deps.db, key) : null;
}

/** PATCH commission/reports/note/{id}: trimmed by the contract; empty deletes the note. */
export async function setCommissionReportNote(
  deps: TDeps,
  actor: TOperatorActor,
  id: string,
  input: { note: string },
): Promise<TCommissionReportNoteAnswer> {
  const key = await keyOf(deps, id);
  if (input.note === '') {
    await deleteReportNote(deps.db, key);
    return { id, note: null };
  }
  await upsertReportNote(deps.db, key, { text: input.note, operatorId: actor.operatorId, now: deps.now() });
  const saved = await findReportNote(deps.db, key);
  return {
    id,
    note: saved && operatorNoteOf({ text: saved.note, at: saved.updatedAt, by: saved.updatedBy }),
  };
}

/**
 * EXPORT commission/reports/export: `seller` (default) has every money column, `publisher` the
 * publisher's view, without the platform fee and the seller's cost. Streamed page by page.
 */
export async function exportCommissionReports(
  deps: TDeps,
  query: z.output<typeof ZCommissionReportExportQuerySchema>,
) {
  const filter = filterOf(query);
  const read = (last: { day: string; id: string } | undefined, limit: number) =>
    commissionReportPage(deps.db, filter, { limit, after: last && { day: last.day, id: last.id } });
  type TRow = TCommissionReportDbRow;
  const columns: TCsvColumn<TRow>[] = [
    { header: 'Id', value: (r) => r.id },
    { header: 'Day', value: (r) => r.day },
    { header: 'Marketplace', value: (r) => r.countryCode },
    { header: 'Currency', value: (r) => r.currency },
    { header: 'Seller id', value: (r) => r.sellerId },
    { header: 'Seller', value: (r) => r.sellerName },
    { header: 'Publisher id', value: (r) => r.publisherId },
    { header: 'Publisher', value: (r) => r.publisherName },
    { header: 'Brand', value: (r) => r.brandName },
    { header: 'ASIN', value: (r) => r.asin },
    { header: 'Kind', value: (r) => r.kind },
    { header: 'Orders', value: (r) => r.orders },
    { header: 'Units', value: (r) => r.units },
    { header: 'Sales', value: (r) => majorUnits(r.salesMinor) },
    { header: 'Commission rate %', value: (r) => r.commissionBp / 100 },
    { header: 'Commission', value: (r) => majorUnits(r.commissionMinor) },
    ...(query.platform === 'seller'
      ? [
          { header: 'Platform fee', value: (r: TRow) => majorUnits(r.platformFeeMinor) },
          { header: 'Cost', value: (r: TRow) => majorUnits(r.costMinor) },
        ]
      : []),
    { header: 'Note', value: (r) => r.note },
  ];
  const range = `${query.countryCode}_${query.startDate}_${query.endDate}`;
  return {
    fileName: `AffiliateAtlas_Commission_reports_${query.platform}_${range}.csv`,
    stream: await csvPages(columns, read),
  };
}
