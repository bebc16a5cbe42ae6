import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { access } from './access';
import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { TMailTransport } from './integrations/mail/transport';
import { registerDemoImages } from './integrations/marketplace/catalog/demo-images';
import { registerDemoMarketplace } from './integrations/marketplace/demo/demo-routes';
import { registerDemoLandingPages } from './integrations/marketplace/demo/landing-pages';
import { defineAccountJobs } from './modules/auth/account-jobs';
import { defineBillingCloseJobs, resumeBillingCloses } from './modules/billing/billing-close-jobs';
import { resumeImports } from './modules/catalog/import.service';
import { defineCatalogJobs } from './modules/catalog/import-runner';
import { createClicks } from './modules/clicks/clicks';
import { fastRedirectServer, type TFastRedirect } from './modules/clicks/fast-redirect';
import { createRedirectHandler } from './modules/clicks/redirect';
import { registerRedirect } from './modules/clicks/redirect.routes';
import { defineAttributionJobs, resumeAttributionRuns } from './modules/conversions/attribution-jobs';
import { registerMailbox } from './modules/dev/mailbox';
import { registerImageService } from './modules/images/image-cache';
import { registerPayments } from './modules/payments/payment-startup';
import { definePayoutJobs } from './modules/payouts/payout-jobs';
import { defineReportMonthJobs, queueReportMonths } from './modules/reports/report-months.service';
import { webDistFolder } from './paths';
import { registerDocs } from './platform/docs';
import { frameworkError, installErrorHandler } from './platform/error-handler';
import { newRequestId } from './platform/ids';
import { installJsonBodyParser } from './platform/json-body';
import { logSerializers } from './platform/log-redaction';
import { registerRoutes } from './platform/register';
import { createRuntime } from './platform/runtime';
import { apiPaths, registerWeb } from './platform/web';
import { routeTable } from './routes';

export type TAppOptions = {
  config: TConfig;
  db: TDb;
  now?: () => Date;
  webDist?: string | false;
  mailTransport?: TMailTransport;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write: (line: string) => void };
};

/** The whole HTTP application, ready to listen or to be driven by `inject` in tests. */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Short links are answered by the server before Fastify (fast-redirect.ts), once the app is built.
  const fast: TFastRedirect = {};
  const app = Fastify({
    serverFactory: fastRedirectServer(fast, config.TRUST_PROXY),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: logSerializers,
            ...(options.logStream && { stream: options.logStream }),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: newRequestId,
    // Behind a load balancer, X-Forwarded-For names the client; never trusted otherwise.
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkError,
  });
  const clicks = createClicks({ config, db: options.db, logger: app.log });
  const runtime = createRuntime({
    config,
    db: options.db,
    log: app.log,
    now: options.now,
    transport: options.mailTransport,
    access,
    linkCache: clicks.links,
  });
  const { deps } = runtime;
  app.decorate('deps', deps);
  app.decorate('clicks', clicks);
  defineAccountJobs(deps);
  defineCatalogJobs(deps);
  defineAttributionJobs(deps);
  defineBillingCloseJobs(deps);
  definePayoutJobs(deps);
  defineReportMonthJobs(deps);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers (tokens, keys, account data) are never stored by a browser or a proxy.
    if (apiPaths.test(request.url)) {
      reply.header('cache-control', 'no-store');
    }
  });
  app.addHook('onReady', runtime.ready);
  // Catalogue imports a stop interrupted run again (they are idempotent).
  app.addHook('onReady', async () => {
    await resumeImports(deps);
    await resumeAttributionRuns(deps);
    await resumeBillingCloses(deps);
    // closed months changed while the server was down, or since the migration that began them
    await queueReportMonths(deps);
  });
  app.addHook('onClose', runtime.close);
  // After the last reply: the clicks still waiting are written and shipped (main's shutdown).
  app.addHook('onClose', clicks.close);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Ant Design writes its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      },
    },
  });
  // Uploads (common/upload, CSV previews) read one file each; each route sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 20 } });
  installErrorHandler(app);
  installJsonBodyParser(app);
  registerRoutes(app, deps, routeTable);
  // Spec 7.16: raw image bodies for api/storage/v2/file/*, and the image-cache host under /img/
  registerImageService(app, deps);
  registerDocs(app, routeTable);
  registerDemoImages(app);
  // Payments: the providers (the built-in sandboxes by default), the merge job, the reconcile at start.
  registerPayments(app);
  // Short links: outside the API, before the web client's catch-all; on the server's fast path
  // until the app starts closing.
  const redirect = createRedirectHandler(deps, clicks, app.log);
  registerRedirect(app, redirect);
  fast.handler = redirect;
  app.addHook('preClose', async () => {
    fast.handler = undefined;
  });
  if (config.MARKETPLACE_PROVIDER === 'demo') {
    await registerDemoMarketplace(app, deps);
    registerDemoLandingPages(app, deps);
  }
  // The mailbox shows every e-mailed link (resets included): only on a development server, and
  // only to a client on this machine (a proxy's visitors are not, platform/local-client.ts).
  if (!config.isPublic) {
    registerMailbox(app, deps);
  }
  await registerWeb(app, options.webDist === false ? '' : (options.webDist ?? webDistFolder));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running system's services' dependencies (jobs, mailer, clock), for main and tests. */
    deps: import('./platform/deps').TDeps;
  }
}
