import { codeUnitOrder } from '../../platform/text-order';
import type { TConversionRow } from './conversion-rows';

// The attribution import writes a day's rows in chunks, each one statement that inserts its
// conversions and sets the report_days rows they sum to (conversion-day.repository.ts).

const insertChunk = 5_000;

export type TReportKey = { linkId: string; asin: string };
export const reportKey = (row: TReportKey) => `${row.linkId}\u0000${row.asin}`;

/**
 * Rows cut into chunks of about `insertChunk`, never between two rows of one (link, ASIN) (an
 * order and a return): each chunk then sets its report_days rows whole, once.
 */
export function chunksByReportKey(rows: TConversionRow[], size = insertChunk): TConversionRow[][] {
  // In (link, ASIN) order, so the index pages each chunk touches are near one another.
  const sorted = [...rows].sort(
    (a, b) =>
      codeUnitOrder(a.linkId, b.linkId) || codeUnitOrder(a.asin, b.asin) || codeUnitOrder(a.kind, b.kind),
  );
  const chunks: TConversionRow[][] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = Math.min(start + size, sorted.length);
    while (
      end < sorted.length &&
      reportKey(sorted[end - 1] as TConversionRow) === reportKey(sorted[end] as TConversionRow)
    ) {
      end++;
    }
    chunks.push(sorted.slice(start, end));
    start = end;
  }
  return chunks;
}
