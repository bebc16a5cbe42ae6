import { apiPrefix, userAuthHeader } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';

/** An EXPORT as the web client makes it: the file's CSV lines (BOM left off), or its JSON error. */
export async function download(
  app: FastifyInstance,
  request: {
    method?: 'GET' | 'POST';
    path: string;
    token: string;
    query?: Record<string, string | string[]>;
    body?: object;
  },
) {
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: `${apiPrefix}${request.path}`,
    query: request.query,
    headers: { [userAuthHeader]: `Bearer ${request.token}` },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { status: response.statusCode, headers: response.headers, lines, json: () => response.json() };
}
