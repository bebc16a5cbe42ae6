import { dashboardCalls as calls, type TDashboardPeriod } from '@atlas/shared';
import { callApi } from './http';

// The Dashboards' statistics. The section shows its own failure with a retry, so none toasts.

const quiet = { keepPage: true, silent: true };
const query = (countryCode: string, period: TDashboardPeriod) => ({ query: { countryCode, period } });

export const getSellerDashboardStatistics = (countryCode: string, period: TDashboardPeriod) =>
  callApi(calls.getSellerDashboardStatistics, query(countryCode, period), quiet);

export const getPublisherDashboardStatistics = (countryCode: string, period: TDashboardPeriod) =>
  callApi(calls.getPublisherDashboardStatistics, query(countryCode, period), quiet);
