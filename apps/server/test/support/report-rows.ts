import {
  associateReportBatches,
  associateReportRows,
  reportDays,
  type trackingLinks,
} from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import type { TTestApp } from './test-app';

// Rows of the reports' two tables written directly, as the click shipper, the attribution
// import and the associates upload would leave them (those have their own tests).

type TLink = typeof trackingLinks.$inferSelect;
type TReportDayValues = Partial<
  Pick<
    typeof reportDays.$inferInsert,
    | 'asin'
    | 'productId'
    | 'clicks'
    | 'detailPageViews'
    | 'addToCarts'
    | 'orders'
    | 'units'
    | 'returnedUnits'
    | 'salesMinor'
    | 'commissionMinor'
    | 'platformFeeMinor'
    | 'costMinor'
  >
> & { day: string };

/** `report_days` rows of a link, its dimensions copied from it; the link's ASIN unless told. */
export async function insertReportDays(
  t: TTestApp,
  link: TLink,
  sellerId: string | null,
  rows: TReportDayValues[],
) {
  await t.database.db.insert(reportDays).values(
    rows.map((row) => ({
      linkId: link.id,
      asin: link.asin ?? '',
      countryCode: link.countryCode,
      publisherId: link.ownerId,
      sellerId,
      productId: link.productId,
      brandId: link.brandId,
      brandName: link.brandName,
      trackingIdId: link.trackingIdId,
      ...row,
    })),
  );
}

type TAssociateRowValues = Partial<typeof associateReportRows.$inferInsert> & { day: string; asin: string };

/** An applied associates report of a publisher with these lines (matched unless an unmatched reason is given). */
export async function insertAssociateRows(
  t: TTestApp,
  publisherId: string,
  countryCode: string,
  rows: TAssociateRowValues[],
) {
  const batchId = newId('arb');
  await t.database.db.insert(associateReportBatches).values({
    id: batchId,
    publisherId,
    countryCode,
    fileName: 'earnings.csv',
    fileSha256: randomString(16),
    format: 'csv',
    status: 'applied',
    rowCount: rows.length,
    matchedRows: rows.filter((row) => !row.unmatchedReason).length,
  });
  await t.database.db.insert(associateReportRows).values(
    rows.map((row, index) => ({
      id: newId('arr'),
      batchId,
      publisherId,
      countryCode,
      currency: 'USD',
      lineNo: index + 2,
      title: `Line ${index + 1}`,
      ...row,
    })),
  );
}
