import { publisherReportCalls as calls, publisherAssociateReportCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { commonReportRoutes, groupingRoutes } from './report-routes';
import { reportSets } from './report-set';
import { trackingIdAgg, trackingIdDetail } from './tracking-id-report.service';

// publisher/commission/reports/… and publisher/associate/commission/reports/… (spec 7.11): a
// publisher's figures; the associate set has no tracking ids.
const none = [] as const;

export const publisherReportRoutes = [
  ...commonReportRoutes(calls, reportSets.publisher, none),
  ...groupingRoutes(
    {
      list: calls.trackingId,
      metric: calls.trackingIdMetric,
      daily: calls.trackingIdDailyMetric,
      export: calls.trackingIdExport,
    },
    reportSets.publisher,
    'trackingId',
    none,
  ),
  // GET publisher/commission/reports/tracking-id/agg
  defineRoute(calls.trackingIdAgg, {
    handler: ({ deps, actor, query }) => trackingIdAgg(deps, actor, query),
  }),
  // GET publisher/commission/reports/tracking-id/detail
  defineRoute(calls.trackingIdDetail, {
    handler: ({ deps, actor, query }) => trackingIdDetail(deps, actor, query),
  }),
  ...commonReportRoutes(publisherAssociateReportCalls, reportSets.publisherAssociate, none),
];
