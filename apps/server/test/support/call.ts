import {
  adminAuthHeader,
  adminPrefix,
  apiKeyHeader,
  apiPrefix,
  callPath,
  openApiPrefix,
  type TAnyCall,
  type TCallAnswer,
  type TEnvelope,
  userAuthHeader,
} from '@atlas/shared';
import type { FastifyInstance } from 'fastify';

export type TCall = {
  /** `open` sends `token` as the API key (`x-api-key`); `image` as the query's `accessToken` (spec 7.16). */
  api?: 'user' | 'admin' | 'open' | 'image';
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  token?: string;
  body?: unknown;
  /** A list sends the key once per value. */
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type TCallResult<T = unknown> = {
  status: number;
  body: TEnvelope<T>;
  headers: Record<string, unknown>;
};

const prefixes = { user: apiPrefix, admin: adminPrefix, open: openApiPrefix, image: '/' };

/** What `app.inject` is given for a call: prefix, auth header (or key, or query token), JSON. */
export function injectOptionsOf(request: TCall) {
  const api = request.api ?? 'user';
  const headers: Record<string, string> = { ...request.headers };
  let query = request.query;
  if (request.token && api === 'image') {
    query = { ...query, accessToken: request.token };
  } else if (request.token && api === 'open') {
    headers[apiKeyHeader] = request.token;
  } else if (request.token) {
    headers[api === 'admin' ? adminAuthHeader : userAuthHeader] = `Bearer ${request.token}`;
  }
  return {
    method: request.method ?? 'GET',
    url: prefixes[api] + request.path,
    query,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  };
}

/** One API call the way the web client makes it: prefix, auth header, JSON, envelope back. */
export async function call<T = unknown>(app: FastifyInstance, request: TCall): Promise<TCallResult<T>> {
  const response = await app.inject(injectOptionsOf(request));
  return { status: response.statusCode, body: response.json() as TEnvelope<T>, headers: response.headers };
}

/** The paths a refusal names in `data.fields`, in its order ([] when it names none). */
export const fieldPaths = (body: { data?: unknown }) =>
  ((body.data as { fields?: { path: string }[] } | null)?.fields ?? []).map((f) => f.path);

/**
 * What a test sends with a shared descriptor: its parts as the test means them. They are not
 * held to the call's schemas, so a test can send what the client never would (bad input).
 */
export type TDescribedCall = {
  params?: Record<string, string | number>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/**
 * One call of a shared descriptor (`@atlas/shared` calls), the way the web client makes it: its
 * API, method and path come from the descriptor, `{name}` filled from `params`, and the answer is
 * typed by the call's response schema. A renamed path or a changed answer fails at typecheck.
 */
export function callOf<C extends TAnyCall>(
  app: FastifyInstance,
  descriptor: C,
  request: TDescribedCall = {},
): Promise<TCallResult<TCallAnswer<C>>> {
  const { params, ...rest } = request;
  return call<TCallAnswer<C>>(app, {
    ...rest,
    api: descriptor.api,
    method: descriptor.method,
    path: callPath(descriptor.path, params),
  });
}
