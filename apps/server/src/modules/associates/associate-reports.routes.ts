import { associateReportCalls as calls, maxAssociateReportBytes } from '@atlas/shared';
import { sendCsv } from '../../platform/export';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import {
  exportAssociateProducts,
  getAssociateBrandCommission,
  listAssociateBatches,
  listAssociateBrands,
  listAssociateRows,
} from './associate-reports.service';
import { uploadAssociateReport } from './associate-upload.service';

// Associate reports (spec 7.11): an approved associate publisher's uploaded earnings reports.
const approved = ['publisherApproved'] as const;
// a blocked associate uploads no report
const activeAssociate = ['publisherApproved', 'associateActive'] as const;

export const associateReportRoutes = [
  // POST publisher/associate/report/upload?countryCode=&dryRun=: multipart `file`
  defineRoute(calls.uploadAssociateReport, {
    preconditions: activeAssociate,
    handler: async ({ deps, actor, request, query }) =>
      uploadAssociateReport(
        deps,
        actor,
        await readUploadedFile(request, { maxBytes: maxAssociateReportBytes }),
        query,
      ),
  }),
  // GET publisher/associate/report/batch/list
  defineRoute(calls.listAssociateBatches, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listAssociateBatches(deps, actor, query),
  }),
  // GET publisher/associate/report/list
  defineRoute(calls.listAssociateRows, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listAssociateRows(deps, actor, query),
  }),
  // GET publisher/associate/brand
  defineRoute(calls.listAssociateBrands, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listAssociateBrands(deps, actor, query),
  }),
  // GET publisher/associate/brand/commission/detail?brandId=
  defineRoute(calls.getAssociateBrandCommission, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => getAssociateBrandCommission(deps, actor, query.brandId),
  }),
  // EXPORT publisher/product/associate/export?countryCode=
  defineRoute(calls.exportAssociateProducts, {
    preconditions: approved,
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await exportAssociateProducts(deps, actor, query)),
  }),
];
