import { subIdPattern } from '@atlas/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { TDeps } from '../../platform/deps';
import { hashWithKey, purposeKey } from '../../platform/secret';
import { agentClassOf } from './agent-class';
import { sendClickPage } from './click-pages';
import { newClickId, type TClickRecord } from './click-record';
import type { TClicks } from './clicks';
import { findLinkTarget, type TLinkTarget } from './clicks.repository';

/** A short code: 8 of [0-9A-Za-z]. Anything else is answered 404 without a lookup. */
const codePattern = /^[0-9A-Za-z]{8}$/;

type TRedirectRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;

/** The referring page's host only, never its path or query. */
function referrerHost(referer: string | undefined): string | null {
  if (!referer) {
    return null;
  }
  try {
    const host = new URL(referer).hostname;
    return host && host.length <= 255 ? host : null;
  } catch {
    return null;
  }
}

/**
 * The key of the IP hash changes every UTC day: a visitor's clicks can be told apart within a
 * day, never followed across days. Derived once a day, not per click.
 */
function ipHasher(deps: TDeps) {
  let today: { day: string; key: Buffer } = { day: '', key: Buffer.alloc(0) };
  return (at: number, ip: string) => {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day !== today.day) {
      today = { day, key: purposeKey(deps.config, `click-ip:${day}`) };
    }
    return hashWithKey(today.key, ip);
  };
}

function clickOf(
  deps: TDeps,
  hashIp: ReturnType<typeof ipHasher>,
  request: TRedirectRequest,
  link: TLinkTarget,
): TClickRecord {
  const at = deps.now().getTime();
  const sub = request.query.sub;
  const agentClass = agentClassOf(request.headers['user-agent']);
  return {
    id: newClickId(at),
    at,
    linkId: link.linkId,
    countryCode: link.countryCode,
    subId: typeof sub === 'string' && subIdPattern.test(sub) ? sub : link.subId,
    ipHash: hashIp(at, request.ip),
    agentClass,
    referrerHost: referrerHost(request.headers.referer),
    isBot: agentClass === 'bot',
    earning: link.earning,
  };
}

/**
 * GET /t/{code}: a 302 to the link's marketplace page once its click is on disk (the query,
 * `?sub=` included, is recorded, never forwarded). HEAD answers the same and records nothing.
 * Bots are redirected and recorded as bots. Outside the API: no envelope, no session.
 */
export function registerRedirect(app: FastifyInstance, deps: TDeps, clicks: TClicks): void {
  const { config } = deps;
  const productName = config.PRODUCT_NAME;
  const hashIp = ipHasher(deps);
  const limiter =
    config.CLICK_LIMIT_PER_IP > 0
      ? new RateLimiterMemory({
          keyPrefix: 'clicks',
          points: config.CLICK_LIMIT_PER_IP,
          duration: config.CLICK_LIMIT_WINDOW_SECONDS,
        })
      : undefined;
  const notFound = (reply: FastifyReply) =>
    sendClickPage(reply, 404, {
      productName,
      title: 'This link does not exist',
      message: 'The link you followed is unknown or has been deleted by its owner.',
    });

  // Without helmet's page headers: a 302 has no content to protect, and no Referrer-Policy of
  // ours means the publisher's page keeps the one it chose, so the marketplace learns no more of
  // it than that page allows. The pages below carry their own.
  app.get<{ Params: { code: string }; Querystring: Record<string, unknown> }>(
    '/t/:code',
    { helmet: false },
    async (request, reply) => {
      const { code } = request.params;
      if (!codePattern.test(code)) {
        return notFound(reply);
      }
      // Per address and per instance, in memory: a flood waits on no one else's clicks.
      if (limiter) {
        try {
          await limiter.consume(request.ip);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) {
            throw error;
          }
          const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          reply.header('retry-after', String(seconds));
          return sendClickPage(reply, 429, {
            productName,
            title: 'Too many clicks',
            message: `Too many clicks from your address; try again in ${seconds} seconds.`,
          });
        }
      }
      let link: TLinkTarget | null;
      try {
        link = await clicks.links.get(code, () => findLinkTarget(deps.db, code));
      } catch (error) {
        request.log.error({ err: error }, 'redirect: the link could not be read');
        reply.header('retry-after', '5');
        return sendClickPage(reply, 503, {
          productName,
          title: 'This link cannot be opened right now',
          message: 'Please try again in a moment.',
        });
      }
      if (!link || link.deleted) {
        return notFound(reply);
      }
      if (request.method === 'GET') {
        try {
          await clicks.log.append(clickOf(deps, hashIp, request, link));
        } catch (error) {
          // The shopper still reaches the product (the marketplace attributes the sale by the
          // link's own parameters); only our count misses this click, and the log says so.
          request.log.error({ err: error, linkId: link.linkId }, 'redirect: a click could not be recorded');
        }
      }
      return reply
        .status(302)
        .header('location', link.destinationUrl)
        .header('cache-control', 'private, no-store')
        .send();
    },
  );
}
