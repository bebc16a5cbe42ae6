import type { TAnyCall } from '@atlas/shared';
import type { TPrecondition } from '../../platform/access';
import { csvContentType, sendFile } from '../../platform/export';
import { defineRoute, type TAnyRoute } from '../../platform/route';
import { exportReport } from './report-export.service';
import type { TListGrouping } from './report-row-labels.service';
import type { TReportQuery, TReportSet } from './report-set';
import { reportAgg, reportDaily, reportMetric, reportPage, type TReportListQuery } from './reports.service';

// The routes of a report set, made from its calls the way the calls are made from a table.
// Every query schema of these calls parses into a report query (shared `reports.ts`), which
// is why the handlers may read their query as one.

type TGroupingCalls = { list: TAnyCall; metric?: TAnyCall; daily: TAnyCall; export: TAnyCall };

function aggRoute(call: TAnyCall, set: TReportSet, preconditions: readonly TPrecondition[]): TAnyRoute {
  return defineRoute(call, {
    preconditions,
    handler: ({ deps, actor, query }) => reportAgg(deps, set, actor, query as TReportQuery),
  });
}

/** A grouping's list, totals (when the spec has them), chart and export. */
export function groupingRoutes(
  calls: TGroupingCalls,
  set: TReportSet,
  grouping: TListGrouping,
  preconditions: readonly TPrecondition[],
): TAnyRoute[] {
  const routes = [
    defineRoute(calls.list, {
      preconditions,
      handler: ({ deps, actor, query }) => reportPage(deps, set, actor, grouping, query as TReportListQuery),
    }),
    defineRoute(calls.daily, {
      preconditions,
      handler: ({ deps, actor, query }) => reportDaily(deps, set, actor, query as TReportQuery),
    }),
    defineRoute(calls.export, {
      preconditions,
      handler: async ({ deps, actor, query, reply }) => {
        const file = await exportReport(deps, set, actor, grouping, query as TReportListQuery);
        return sendFile(reply, file.fileName, csvContentType, file.stream);
      },
    }),
  ];
  if (calls.metric) {
    routes.push(
      defineRoute(calls.metric, {
        preconditions,
        handler: ({ deps, actor, query }) => reportMetric(deps, set, actor, query as TReportQuery),
      }),
    );
  }
  return routes;
}

type TCommonCallName =
  | 'agg'
  | `${'performance' | 'brand' | 'product'}${'' | 'DailyMetric' | 'Export'}`
  | 'brandMetric'
  | 'productMetric';

/** What every report set has: agg, and the performance, brand and product groupings. */
export function commonReportRoutes(
  calls: Record<TCommonCallName, TAnyCall>,
  set: TReportSet,
  preconditions: readonly TPrecondition[],
): TAnyRoute[] {
  return [
    aggRoute(calls.agg, set, preconditions),
    ...groupingRoutes(
      { list: calls.performance, daily: calls.performanceDailyMetric, export: calls.performanceExport },
      set,
      'day',
      preconditions,
    ),
    ...groupingRoutes(
      {
        list: calls.brand,
        metric: calls.brandMetric,
        daily: calls.brandDailyMetric,
        export: calls.brandExport,
      },
      set,
      'brand',
      preconditions,
    ),
    ...groupingRoutes(
      {
        list: calls.product,
        metric: calls.productMetric,
        daily: calls.productDailyMetric,
        export: calls.productExport,
      },
      set,
      'product',
      preconditions,
    ),
  ];
}
