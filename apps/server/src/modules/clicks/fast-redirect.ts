import { createServer, type IncomingMessage, type Server, type ServerOptions } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';
import { newRequestId } from '../../platform/ids';
import { redirectTarget, type TRedirectHandler } from './redirect';

/** What the fast path runs: the redirect handler once the app has one, none while it closes. */
export type TFastRedirect = { handler?: TRedirectHandler };

/** The client's address as Fastify's `request.ip` gives it (with `trustProxy: true`, the first X-Forwarded-For entry). */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || '';
}

type TServerOptions = {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

/**
 * Fastify's `serverFactory`: the HTTP server, which answers GET and HEAD `/t/{code}` itself,
 * before Fastify's routing, hooks and reply (a click is the product's hottest path, and those
 * took about 15 % of the server's time per click), and hands every other request to Fastify. The server is set up as Fastify sets up its own (time-outs, requests per
 * socket). While the app closes, `handler` is cleared and clicks go to Fastify, which answers
 * 503: no 302 goes out that the closing click log could no longer make durable.
 */
export function fastRedirectServer(fast: TFastRedirect, trustProxy: boolean) {
  return (fastify: FastifyServerFactoryHandler, options: TServerOptions): Server => {
    const server = createServer(options.http ?? {}, (req, res) => {
      const { handler } = fast;
      const target =
        handler && (req.method === 'GET' || req.method === 'HEAD') ? redirectTarget(req.url) : null;
      if (handler && target) {
        void handler(req, res, { ip: clientIp(req, trustProxy), requestId: newRequestId(), target });
        return;
      }
      fastify(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket ?? 0;
    }
    return server;
  };
}
