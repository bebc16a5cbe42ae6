import { defineCall } from '../call';
import {
  ZCommissionReportAggSchema,
  ZCommissionReportExportQuerySchema,
  ZCommissionReportFilterSchema,
  ZCommissionReportIdParamsSchema,
  ZCommissionReportNoteAnswerSchema,
  ZCommissionReportNoteRequestSchema,
  ZCommissionReportPageSchema,
  ZCommissionReportQuerySchema,
} from '../commission-reports';

// Spec 7.15: the console's commission reports, one record per conversion row.
const operator = { api: 'admin', roles: ['operator'] } as const;

export const commissionReportCalls = {
  // GET commission/reports
  listCommissionReports: defineCall({
    ...operator,
    method: 'GET',
    path: 'commission/reports',
    summary: 'Conversion rows of one marketplace and day range, newest first, with their notes',
    query: ZCommissionReportQuerySchema,
    response: ZCommissionReportPageSchema,
  }),
  // GET commission/reports/agg
  getCommissionReportAgg: defineCall({
    ...operator,
    method: 'GET',
    path: 'commission/reports/agg',
    summary: 'Totals of the conversion rows under the filters, orders and returns apart',
    query: ZCommissionReportFilterSchema,
    response: ZCommissionReportAggSchema,
  }),
  // PATCH commission/reports/note/{id}
  setCommissionReportNote: defineCall({
    ...operator,
    method: 'PATCH',
    path: 'commission/reports/note/{id}',
    summary: "Save the operators' note on a conversion row (kept across re-imports); empty deletes it",
    params: ZCommissionReportIdParamsSchema,
    body: ZCommissionReportNoteRequestSchema,
    response: ZCommissionReportNoteAnswerSchema,
  }),
  // EXPORT commission/reports/export (platform seller or publisher)
  exportCommissionReports: defineCall({
    ...operator,
    method: 'GET',
    path: 'commission/reports/export',
    summary: "The conversion rows under the filters as CSV, in the seller's or the publisher's view",
    query: ZCommissionReportExportQuerySchema,
    download: true,
  }),
};
