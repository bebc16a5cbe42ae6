import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { encodeCp1252 } from '../../../platform/cp1252';
import { sendFakeJson, sendSpApiError } from '../lwa-fake';
import {
  invalidInput,
  regionMarketplaceIds,
  type TFakeListing,
  type TFakeRegion,
  type TFakeSpApiOptions,
  type TFakeSpApiState,
} from './amazon-fake-model';

type TFakeReport = { reportId: string; marketplaceId: string; createdTime: string; polls: number };

/** GET_MERCHANT_LISTINGS_ALL_DATA's columns, in the order Amazon's inventory report docs list them. */
const columns = [
  'item-name',
  'item-description',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'item-is-marketplace',
  'product-id-type',
  'zshop-shipping-fee',
  'item-note',
  'item-condition',
  'zshop-category1',
  'zshop-browse-path',
  'zshop-storefront-feature',
  'asin1',
  'asin2',
  'asin3',
  'will-ship-internationally',
  'expedited-shipping',
  'zshop-boldface',
  'product-id',
  'bid-for-featured-placement',
  'add-delete',
  'pending-quantity',
  'fulfillment-channel',
  'merchant-shipping-group',
  'status',
];

function reportRow(listing: TFakeListing, region: TFakeRegion, index: number): string {
  const byAmazon = listing.fulfilledBy === 'amazon';
  const active = (listing.status ?? ['BUYABLE']).includes('BUYABLE');
  const cells: Record<string, string> = {
    'item-name': listing.itemName,
    'listing-id': `0301Z${String(100000 + index)}`,
    'seller-sku': listing.sku,
    price: listing.price ?? '',
    quantity: byAmazon ? '' : active ? '12' : '0',
    'open-date': '2024-03-01 10:00:00 PST',
    'item-is-marketplace': 'y',
    'product-id-type': '1',
    'item-condition': '11',
    asin1: listing.asin,
    'will-ship-internationally': '1',
    'product-id': listing.asin,
    'fulfillment-channel': byAmazon ? `AMAZON_${region.toUpperCase()}` : 'DEFAULT',
    'merchant-shipping-group': byAmazon ? '' : 'Migrated Template',
    status: active ? 'Active' : 'Inactive',
  };
  return columns.map((name) => cells[name] ?? '').join('\t');
}

/**
 * The Reports API 2021-06-30 for GET_MERCHANT_LISTINGS_ALL_DATA: createReport answers 202 with
 * an id; getReport goes IN_QUEUE → IN_PROGRESS → the outcome (DONE with a document id,
 * CANCELLED, FATAL); getReportDocument gives a URL this fake serves without a token (a
 * presigned URL), optionally gzipped, as tab-separated Cp1252 text.
 */
export function createFakeReports(options: TFakeSpApiOptions, state: TFakeSpApiState) {
  const reports = new Map<string, TFakeReport>();

  const documentOf = (reportId: string) => {
    const report = reports.get(reportId) as TFakeReport;
    const rows = options.listings
      .filter((l) => l.marketplaceId === report.marketplaceId)
      .map((listing, index) => reportRow(listing, options.region, index));
    const bytes = encodeCp1252(`${[columns.join('\t'), ...rows].join('\r\n')}\r\n`);
    return options.gzipReports ? gzipSync(bytes) : bytes;
  };

  return {
    create(res: ServerResponse, body: string, contentType: string | undefined): void {
      if (!contentType?.startsWith('application/json')) {
        sendSpApiError(res, 415, {
          code: 'UnsupportedMediaType',
          message: 'The Content-Type must be application/json',
        });
        return;
      }
      let spec: Record<string, unknown>;
      try {
        spec = JSON.parse(body) as Record<string, unknown>;
      } catch {
        invalidInput(res, 'The body is not JSON');
        return;
      }
      if (spec.reportType !== 'GET_MERCHANT_LISTINGS_ALL_DATA') {
        invalidInput(res, `Invalid reportType: ${String(spec.reportType)}`);
        return;
      }
      const reportOptions = spec.reportOptions ?? {};
      if (
        typeof reportOptions !== 'object' ||
        Object.values(reportOptions).some((v) => typeof v !== 'string')
      ) {
        invalidInput(res, 'reportOptions values are strings');
        return;
      }
      const list = Array.isArray(spec.marketplaceIds) ? spec.marketplaceIds.map(String) : [];
      const ids = regionMarketplaceIds(res, options.region, list, 25);
      if (!ids) {
        return;
      }
      state.reportsCreated++;
      const reportId = String(50_000 + state.reportsCreated);
      // Inventory reports take one marketplace: Amazon keeps the first of the list.
      reports.set(reportId, {
        reportId,
        marketplaceId: ids[0] as string,
        createdTime: new Date().toISOString(),
        polls: 0,
      });
      sendFakeJson(res, 202, { reportId });
    },

    get(res: ServerResponse, reportId: string): void {
      const report = reports.get(reportId);
      if (!report) {
        sendSpApiError(res, 404, { code: 'NotFound', message: `Report ${reportId} does not exist` });
        return;
      }
      report.polls++;
      const pending = options.reportPendingPolls ?? 2;
      const status =
        report.polls > pending
          ? (options.reportOutcome ?? 'DONE')
          : report.polls === 1
            ? 'IN_QUEUE'
            : 'IN_PROGRESS';
      sendFakeJson(res, 200, {
        reportId,
        reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
        marketplaceIds: [report.marketplaceId],
        createdTime: report.createdTime,
        processingStatus: status,
        ...(status === 'DONE'
          ? { processingEndTime: report.createdTime, reportDocumentId: `amzn1.tortuga.4.${reportId}` }
          : {}),
      });
    },

    document(res: ServerResponse, documentId: string, base: string): void {
      const report = reports.get(documentId.replace(/^amzn1\.tortuga\.4\./, ''));
      if (
        !report ||
        report.polls <= (options.reportPendingPolls ?? 2) ||
        options.reportOutcome === 'CANCELLED'
      ) {
        sendSpApiError(res, 404, {
          code: 'NotFound',
          message: `Report document ${documentId} does not exist`,
        });
        return;
      }
      sendFakeJson(res, 200, {
        reportDocumentId: documentId,
        url: `${base}/report-documents/${encodeURIComponent(documentId)}`,
        ...(options.gzipReports ? { compressionAlgorithm: 'GZIP' } : {}),
      });
    },

    /** The presigned download: the document's bytes and the charset Amazon names for them. */
    download(res: ServerResponse, documentId: string): boolean {
      const reportId = documentId.replace(/^amzn1\.tortuga\.4\./, '');
      if (!reports.has(reportId)) {
        return false;
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=Cp1252' }).end(documentOf(reportId));
      return true;
    },
  };
}
