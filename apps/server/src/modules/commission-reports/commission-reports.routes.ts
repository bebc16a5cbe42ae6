import { commissionReportCalls as calls } from '@atlas/shared';
import type { TAuditSpec } from '../../platform/audit';
import { csvContentType, sendFile } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import {
  commissionReportNoteSnapshot,
  exportCommissionReports,
  getCommissionReportAgg,
  listCommissionReports,
  setCommissionReportNote,
} from './commission-reports.service';

/** The audit log's view of a row's note, named by the path's id (the conversion). */
const commissionReportAudit: TAuditSpec = {
  target: 'commission_report',
  id: ({ params }) => (params as { id?: string } | undefined)?.id,
  snapshot: commissionReportNoteSnapshot,
};

export const commissionReportRoutes = [
  // GET commission/reports
  defineRoute(calls.listCommissionReports, {
    handler: ({ deps, query }) => listCommissionReports(deps, query),
  }),
  // GET commission/reports/agg
  defineRoute(calls.getCommissionReportAgg, {
    handler: ({ deps, query }) => getCommissionReportAgg(deps, query),
  }),
  // PATCH commission/reports/note/{id}
  defineRoute(calls.setCommissionReportNote, {
    audit: commissionReportAudit,
    handler: ({ deps, actor, params, body }) => setCommissionReportNote(deps, actor, params.id, body),
  }),
  // EXPORT commission/reports/export
  defineRoute(calls.exportCommissionReports, {
    handler: async ({ deps, query, reply }) => {
      const file = await exportCommissionReports(deps, query);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
];
