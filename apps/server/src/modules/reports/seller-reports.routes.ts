import { sellerAssociateReportCalls, sellerReportCalls } from '@atlas/shared';
import { commonReportRoutes, groupingRoutes } from './report-routes';
import { reportSets, type TReportSet } from './report-set';

// seller/commission/reports/… and seller/associate/commission/reports/… (spec 7.5): the same
// calls over the links' rollup and over matched associates lines; for sellers who agreed to
// the notice, like every seller call.
const notice = ['sellerNotice'] as const;

function sellerRoutes(calls: typeof sellerReportCalls, set: TReportSet) {
  return [
    ...commonReportRoutes(calls, set, notice),
    ...groupingRoutes(
      {
        list: calls.publisher,
        metric: calls.publisherMetric,
        daily: calls.publisherDailyMetric,
        export: calls.publisherExport,
      },
      set,
      'publisher',
      notice,
    ),
  ];
}

export const sellerReportRoutes = [
  ...sellerRoutes(sellerReportCalls, reportSets.seller),
  ...sellerRoutes(sellerAssociateReportCalls, reportSets.sellerAssociate),
];
