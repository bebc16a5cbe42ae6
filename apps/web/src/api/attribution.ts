import { attributionCalls, type TAttributionRunListQuery, type TAttributionRunRequest } from '@atlas/shared';
import { callApi } from './http';

// The console's attribution import: run days again, watch the runs

export const listAttributionRuns = (query: TAttributionRunListQuery) =>
  callApi(attributionCalls.listAttributionRuns, { query });

// The form shows a refusal on its fields, so the call is silent
export const runAttribution = (body: TAttributionRunRequest) =>
  callApi(attributionCalls.runAttribution, { body }, { silent: true });
