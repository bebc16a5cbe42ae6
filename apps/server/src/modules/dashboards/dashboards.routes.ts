import { dashboardCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getPublisherDashboardStatistics, getSellerDashboardStatistics } from './dashboards.service';

export const dashboardRoutes = [
  // GET seller/dashboard/data/statistics: the seller's period against the previous one
  defineRoute(calls.getSellerDashboardStatistics, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => getSellerDashboardStatistics(deps, actor, query),
  }),
  // GET publisher/dashboard/data/statistics: the publisher's period against the previous one
  defineRoute(calls.getPublisherDashboardStatistics, {
    handler: ({ deps, actor, query }) => getPublisherDashboardStatistics(deps, actor, query),
  }),
];
