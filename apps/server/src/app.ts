import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { TConfig } from './config';
import type { TDb } from './db/client';
import { webDistFolder } from './paths';
import type { TDeps } from './platform/deps';
import { registerDocs } from './platform/docs';
import { installErrorHandler } from './platform/error-handler';
import { randomString } from './platform/ids';
import { createRateLimits } from './platform/rate-limit';
import { registerRoutes } from './platform/register';
import { registerWeb } from './platform/web';
import { routeTable } from './routes';

export type TAppOptions = { config: TConfig; db: TDb; now?: () => Date; webDist?: string | false };

/** The whole HTTP application, ready to listen or to be driven by `inject` in tests. */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: () => `req_${randomString(12)}`,
    // Behind a load balancer, X-Forwarded-For names the client; never trusted otherwise.
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
  });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, enableOfflineQueue: true })
    : undefined;
  const deps: TDeps = {
    db: options.db,
    config,
    limits: createRateLimits(redis),
    now: options.now ?? (() => new Date()),
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await redis?.quit();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Ant Design writes its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      },
    },
  });
  installErrorHandler(app);
  registerRoutes(app, deps, routeTable);
  registerDocs(app, routeTable);
  await registerWeb(app, options.webDist === false ? '' : (options.webDist ?? webDistFolder));
  return app;
}
