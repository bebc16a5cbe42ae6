import {
  commissionReportCalls,
  publisherConsoleCalls,
  type TCommissionReportExportQuery,
  type TCommissionReportFilterInput,
  type TCommissionReportNoteRequest,
  type TCommissionReportQuery,
  type TPublisherAssociateRequest,
  type TPublisherExportQuery,
  type TPublisherNoteRequest,
} from '@atlas/shared';
import { downloadCall, type TDownloadProgress } from './download';
import { callApi } from './http';

// The console's own publisher calls (search, associate standing, note, export) and its
// commission reports (spec 7.15).

export const searchPublishers = (keyword: string) =>
  callApi(publisherConsoleCalls.searchPublishers, { query: { keyword } }, { silent: true });

export const setPublisherAssociate = (body: TPublisherAssociateRequest) =>
  callApi(publisherConsoleCalls.setPublisherAssociate, { body });

export const setPublisherNote = (body: TPublisherNoteRequest) =>
  callApi(publisherConsoleCalls.setPublisherNote, { body });

export const exportPublishers = (
  query: Omit<TPublisherExportQuery, 'platform'>,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    publisherConsoleCalls.exportPublishers,
    { query: { ...query, platform: 'publisher' } },
    { platform: 'publisher', silent: true, onProgress },
  );

export const listCommissionReports = (query: TCommissionReportQuery) =>
  callApi(commissionReportCalls.listCommissionReports, { query });

export const getCommissionReportAgg = (query: TCommissionReportFilterInput) =>
  callApi(commissionReportCalls.getCommissionReportAgg, { query });

export const setCommissionReportNote = (id: string, body: TCommissionReportNoteRequest) =>
  callApi(commissionReportCalls.setCommissionReportNote, { params: { id }, body });

export const exportCommissionReports = (
  query: TCommissionReportExportQuery,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    commissionReportCalls.exportCommissionReports,
    { query },
    { platform: String(query.platform ?? 'seller'), silent: true, onProgress },
  );
