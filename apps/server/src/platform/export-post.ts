import { ErrorCode } from '@atlas/shared';
import { AppError } from './errors';
import type { TAnyRoute } from './route';

/**
 * Spec 7.1: an EXPORT is "GET with the query object encoded as a query string, or POST with a
 * JSON body". Every GET download gets a POST twin at the same path, with the same guard, the same
 * audit and the same query schema: the JSON body is turned into what the query string would have
 * carried (scalars as text, arrays as repeated values), so one schema validates both ways.
 */
export type TExportRoute = TAnyRoute & { queryFromBody?: true };

export function withPostTwins(routes: readonly TAnyRoute[]): TExportRoute[] {
  return routes.flatMap((route) =>
    route.download && route.method === 'GET'
      ? [route, { ...route, method: 'POST' as const, body: undefined, queryFromBody: true as const }]
      : [route],
  );
}

const asQueryText = (value: unknown): unknown => {
  if (value === null || value === undefined) {
    return undefined;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The JSON body of an export's POST, as the query string of its GET would have carried it. */
export function queryFromJsonBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') {
    return {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(ErrorCode.validation, 'body: an export takes its query as a JSON object', {
      fields: [{ path: 'body', message: 'Expected a JSON object' }],
    });
  }
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const text = Array.isArray(value) ? value.map(asQueryText) : asQueryText(value);
    if (text !== undefined) {
      query[key] = text;
    }
  }
  return query;
}
