import type {
  TAssociateBatch,
  TAssociateReportLine,
  TAssociateReportRow,
  TAssociateUnmatchedReason,
} from '@atlas/shared';
import { marketplaceOf } from '@atlas/shared';
import type { TPricedLine } from './associate-pricing';
import type { TBatchRow, TReportRowRecord } from './associate-reports.repository';

// What the publisher's screens get of batches and lines: the seller's fee and cost stay out.

export function toBatch(row: TBatchRow): TAssociateBatch {
  return {
    id: row.id,
    countryCode: row.countryCode,
    currency: marketplaceOf(row.countryCode).currency,
    fileName: row.fileName,
    format: row.format,
    status: row.status,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    rowCount: row.rowCount,
    matchedRows: row.matchedRows,
    problemCount: row.problemCount,
    problems: row.problems.map((p) => ({ line: p.line, field: p.field ?? null, message: p.message })),
    createdAt: row.createdAt.toISOString(),
  };
}

type TLineSource = Pick<
  TPricedLine,
  | 'lineNo'
  | 'day'
  | 'asin'
  | 'title'
  | 'category'
  | 'trackingTag'
  | 'priceMinor'
  | 'itemsShipped'
  | 'itemsReturned'
  | 'revenueMinor'
  | 'adFeesMinor'
  | 'brandId'
  | 'brandName'
  | 'commissionBp'
  | 'commissionMinor'
> & { unmatchedReason: string | null };

export function toLine(line: TLineSource, countryCode: string): TAssociateReportLine {
  return {
    lineNo: line.lineNo,
    day: line.day,
    asin: line.asin,
    title: line.title,
    category: line.category,
    trackingTag: line.trackingTag,
    countryCode,
    currency: marketplaceOf(countryCode).currency,
    priceMinor: line.priceMinor,
    itemsShipped: line.itemsShipped,
    itemsReturned: line.itemsReturned,
    revenueMinor: line.revenueMinor,
    adFeesMinor: line.adFeesMinor,
    brandId: line.brandId,
    brandName: line.brandName,
    matched: line.unmatchedReason === null,
    unmatchedReason: line.unmatchedReason as TAssociateUnmatchedReason | null,
    commissionBp: line.commissionBp,
    commissionMinor: line.commissionMinor,
  };
}

export function toRow(row: TReportRowRecord): TAssociateReportRow {
  return { ...toLine(row, row.countryCode), id: row.id, batchId: row.batchId };
}
