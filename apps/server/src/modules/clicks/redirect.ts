import type { IncomingMessage, ServerResponse } from 'node:http';
import { subIdPattern } from '@atlas/shared';
import type { FastifyBaseLogger } from 'fastify';
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
const prefix = '/t/';

/**
 * The short link a request path asks for: what follows `/t/` up to the query (the code is
 * checked later, an odd one answered 404), and the query itself. Null for any other path,
 * `/t/` followed by a further `/` included.
 */
export function redirectTarget(url: string | undefined): { code: string; query: string } | null {
  if (!url?.startsWith(prefix)) {
    return null;
  }
  const mark = url.indexOf('?', prefix.length);
  const code = url.slice(prefix.length, mark === -1 ? undefined : mark);
  if (code.length === 0 || code.includes('/')) {
    return null;
  }
  return { code, query: mark === -1 ? '' : url.slice(mark + 1) };
}

/** `?sub=` when given once; several, or none, count as none. */
function subOf(query: string): string | undefined {
  if (!query.includes('sub=')) {
    return undefined;
  }
  const subs = new URLSearchParams(query).getAll('sub');
  return subs.length === 1 ? subs[0] : undefined;
}

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

export type TRedirectTarget = NonNullable<ReturnType<typeof redirectTarget>>;

/**
 * Answers one request to a short link; never rejects. `target` is the request path's
 * (`redirectTarget`), read once by the caller; null answers the 404 page.
 */
export type TRedirectHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  visitor: { ip: string; requestId: string; target: TRedirectTarget | null },
) => Promise<void>;

/**
 * GET /t/{code}: a 302 to the link's marketplace page once its click is on disk, or held in
 * memory while the disk is at fault (click-log.ts; the query,
 * `?sub=` included, is recorded, never forwarded). HEAD answers the same and records nothing.
 * Bots are redirected and recorded as bots. Written straight to node's response, with no
 * envelope and no session: the server calls it before Fastify's routing (`fast-redirect.ts`),
 * and Fastify's own route (`app.inject` in tests) calls the same.
 */
export function createRedirectHandler(
  deps: TDeps,
  clicks: TClicks,
  log: FastifyBaseLogger,
): TRedirectHandler {
  const { config } = deps;
  const productName = config.PRODUCT_NAME;
  const notFound = {
    productName,
    title: 'This link does not exist',
    message: 'The link you followed is unknown or has been deleted by its owner.',
  };
  const hashIp = ipHasher(deps);
  const limiter =
    config.CLICK_LIMIT_PER_IP > 0
      ? new RateLimiterMemory({
          keyPrefix: 'clicks',
          points: config.CLICK_LIMIT_PER_IP,
          duration: config.CLICK_LIMIT_WINDOW_SECONDS,
        })
      : undefined;

  const clickOf = (req: IncomingMessage, ip: string, query: string, link: TLinkTarget): TClickRecord => {
    const at = deps.now().getTime();
    const sub = subOf(query);
    const agentClass = agentClassOf(req.headers['user-agent']);
    return {
      id: newClickId(at),
      at,
      linkId: link.linkId,
      countryCode: link.countryCode,
      subId: sub !== undefined && subIdPattern.test(sub) ? sub : link.subId,
      ipHash: hashIp(at, ip),
      agentClass,
      referrerHost: referrerHost(req.headers.referer),
      isBot: agentClass === 'bot',
      earning: link.earning,
    };
  };

  /** Too many clicks from this address: the seconds to wait, or 0 when it may click. */
  const waitFor = async (ip: string): Promise<number> => {
    if (!limiter) {
      return 0;
    }
    try {
      await limiter.consume(ip);
      return 0;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        throw error;
      }
      return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    }
  };

  const answer: TRedirectHandler = async (req, res, { ip, requestId, target }) => {
    const ids = { 'x-request-id': requestId };
    if (!target || !codePattern.test(target.code)) {
      return sendClickPage(res, 404, notFound, ids);
    }
    // Per address and per instance, in memory: a flood waits on no one else's clicks.
    const seconds = await waitFor(ip);
    if (seconds > 0) {
      return sendClickPage(
        res,
        429,
        {
          productName,
          title: 'Too many clicks',
          message: `Too many clicks from your address; try again in ${seconds} seconds.`,
        },
        { ...ids, 'retry-after': String(seconds) },
      );
    }
    let link: TLinkTarget | null;
    try {
      link = await clicks.links.get(target.code, () => findLinkTarget(deps.db, target.code));
    } catch (error) {
      log.error({ err: error, reqId: requestId }, 'redirect: the link could not be read');
      return sendClickPage(
        res,
        503,
        {
          productName,
          title: 'This link cannot be opened right now',
          message: 'Please try again in a moment.',
        },
        { ...ids, 'retry-after': '5' },
      );
    }
    if (!link || link.deleted) {
      return sendClickPage(res, 404, notFound, ids);
    }
    if (req.method === 'GET') {
      // Resolves once the click is on disk, or at once (at most `stallMs` later) while the disk
      // is full or stalled: the click is then held in memory, or counted as dropped beyond the
      // log's buffer. Either way the shopper reaches the product (the marketplace attributes the
      // sale by the link's own parameters), and the log says it once per fault, not per click.
      await clicks.log.append(clickOf(req, ip, target.query, link));
    }
    res.writeHead(302, {
      ...ids,
      location: link.destinationUrl,
      'cache-control': 'private, no-store',
      'content-length': '0',
    });
    res.end();
  };

  // Never rejects: whatever fails unforeseen is logged and answered 500, on either path.
  return async (req, res, visitor) => {
    try {
      await answer(req, res, visitor);
    } catch (error) {
      log.error({ err: error, reqId: visitor.requestId }, 'redirect: the click could not be answered');
      if (!res.headersSent) {
        res.writeHead(500, {
          'content-type': 'text/plain; charset=utf-8',
          'x-request-id': visitor.requestId,
        });
      }
      res.end();
    }
  };
}
