import { defineCall } from '../call';
import {
  ZDashboardStatisticsQuerySchema,
  ZPublisherDashboardStatisticsSchema,
  ZSellerDashboardStatisticsSchema,
} from '../dashboards';

// The Dashboards' statistics (spec 7.5, 7.9): a period against the one before, per marketplace.
export const dashboardCalls = {
  // GET seller/dashboard/data/statistics?countryCode=&period=
  getSellerDashboardStatistics: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/dashboard/data/statistics',
    roles: ['seller'],
    summary: "The seller's period against the previous one: totals, changes, days, top publishers",
    query: ZDashboardStatisticsQuerySchema,
    response: ZSellerDashboardStatisticsSchema,
  }),
  // GET publisher/dashboard/data/statistics?countryCode=&period=
  getPublisherDashboardStatistics: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/dashboard/data/statistics',
    roles: ['publisher'],
    summary: "The publisher's period against the previous one: totals, changes, days, top products",
    query: ZDashboardStatisticsQuerySchema,
    response: ZPublisherDashboardStatisticsSchema,
  }),
};
