import { adminAuthHeader, adminPrefix, apiPrefix, type TEnvelope, userAuthHeader } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';

export type TCall = {
  api?: 'user' | 'admin';
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type TCallResult<T = unknown> = {
  status: number;
  body: TEnvelope<T>;
  headers: Record<string, unknown>;
};

/** One API call the way the web client makes it: prefix, auth header, JSON, envelope back. */
export async function call<T = unknown>(app: FastifyInstance, request: TCall): Promise<TCallResult<T>> {
  const api = request.api ?? 'user';
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) {
    headers[api === 'admin' ? adminAuthHeader : userAuthHeader] = `Bearer ${request.token}`;
  }
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: (api === 'admin' ? adminPrefix : apiPrefix) + request.path,
    query: request.query,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  return { status: response.statusCode, body: response.json() as TEnvelope<T>, headers: response.headers };
}
