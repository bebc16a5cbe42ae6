import {
  commissionReportCalls,
  publisherConsoleCalls,
  type TCommissionReportExportQuery,
  type TPublisherExportQuery,
} from '@atlas/shared';
import { downloadCall, type TDownloadProgress } from './download';

// The console's exports of publishers and commission reports (spec 7.15): each carries its
// platform, in the query as spec 7.1 has it.

export const exportPublishers = (
  query: Omit<TPublisherExportQuery, 'platform'>,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    publisherConsoleCalls.exportPublishers,
    { query: { ...query, platform: 'publisher' } },
    { platform: 'publisher', silent: true, onProgress },
  );

export const exportCommissionReports = (
  query: TCommissionReportExportQuery,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    commissionReportCalls.exportCommissionReports,
    { query },
    { platform: String(query.platform ?? 'seller'), silent: true, onProgress },
  );
