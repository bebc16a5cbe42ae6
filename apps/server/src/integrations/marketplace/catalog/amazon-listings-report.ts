import { text } from './amazon-catalog-lookup';
import type { TOffer } from './amazon-offers';
import { decodeReportDocument, parseListingsReport } from './amazon-report-document';
import type { TSpApiClient } from './amazon-sp-client';
import { MarketplaceCatalogError } from './types';

export type TReportClock = { sleep: (ms: number) => Promise<void>; now: () => number };

/** Polling starts after 2 s and doubles up to a minute; a report not done in 30 minutes fails the run. */
const firstPause = 2_000;
const longestPause = 60_000;
const deadline = 30 * 60_000;

const reportsPath = '/reports/2021-06-30';

/** Waits until the report is processed: its document id, or null when Amazon cancelled it. */
async function awaitReport(
  client: TSpApiClient,
  reportId: string,
  clock: TReportClock,
): Promise<string | null> {
  const started = clock.now();
  for (let pause = firstPause; ; pause = Math.min(pause * 2, longestPause)) {
    const report = await client.get('getReport', `${reportsPath}/reports/${encodeURIComponent(reportId)}`);
    const status = report.processingStatus;
    if (status === 'DONE') {
      const documentId = text(report.reportDocumentId);
      if (!documentId) {
        throw new MarketplaceCatalogError(
          'invalid_response',
          `Report ${reportId} is DONE without a document`,
        );
      }
      return documentId;
    }
    if (status === 'CANCELLED') {
      // Amazon cancels a report by itself when there is no data to return.
      return null;
    }
    if (status === 'FATAL') {
      throw new MarketplaceCatalogError(
        'unavailable',
        `Amazon could not build the listings report ${reportId} (FATAL)`,
      );
    }
    if (status !== 'IN_QUEUE' && status !== 'IN_PROGRESS') {
      throw new MarketplaceCatalogError(
        'invalid_response',
        `Report ${reportId} has status ${String(status)}`,
      );
    }
    if (clock.now() - started > deadline) {
      throw new MarketplaceCatalogError(
        'unavailable',
        `The listings report ${reportId} was not ready in 30 minutes`,
      );
    }
    await clock.sleep(pause);
  }
}

/**
 * Every SKU of the seller in one marketplace, for catalogues past what searchListingsItems pages
 * through: GET_MERCHANT_LISTINGS_ALL_DATA (Reports API 2021-06-30), requested, polled until
 * processed, its document fetched and parsed. English column names are asked for, since the
 * parser reads them by name. A cancelled report is an empty listing.
 */
export async function fetchListingsReport(
  client: TSpApiClient,
  marketplaceId: string,
  clock: TReportClock,
): Promise<{ reportId: string; offers: TOffer[] }> {
  const created = await client.post('createReport', `${reportsPath}/reports`, {
    reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
    marketplaceIds: [marketplaceId],
    reportOptions: { preferredReportDocumentLocale: 'en_US' },
  });
  const reportId = text(created.reportId);
  if (!reportId) {
    throw new MarketplaceCatalogError('invalid_response', 'createReport answered without a reportId');
  }
  const documentId = await awaitReport(client, reportId, clock);
  if (!documentId) {
    return { reportId, offers: [] };
  }
  const document = await client.get(
    'getReportDocument',
    `${reportsPath}/documents/${encodeURIComponent(documentId)}`,
  );
  const url = text(document.url);
  if (!url) {
    throw new MarketplaceCatalogError('invalid_response', `Report document ${documentId} has no url`);
  }
  const { bytes, contentType } = await client.download(url);
  return {
    reportId,
    offers: parseListingsReport(decodeReportDocument(bytes, document.compressionAlgorithm, contentType)),
  };
}
