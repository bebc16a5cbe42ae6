import type { FastifyInstance } from 'fastify';
import { redirectTarget, type TRedirectHandler } from './redirect';

/**
 * GET and HEAD /t/{code} as a Fastify route, for what reaches Fastify: requests made with
 * `app.inject` (the tests) and any the server's fast path lets through. The answer is the
 * redirect handler's, written to node's response as on the fast path. Without helmet's page
 * headers: a 302 has no content to protect, and no Referrer-Policy of ours means the
 * publisher's page keeps the one it chose; the handler's pages carry their own.
 */
export function registerRedirect(app: FastifyInstance, handler: TRedirectHandler): void {
  app.get('/t/:code', { helmet: false }, async (request, reply) => {
    reply.hijack();
    await handler(request.raw, reply.raw, {
      ip: request.ip,
      requestId: request.id,
      target: redirectTarget(request.raw.url),
    });
  });
}
