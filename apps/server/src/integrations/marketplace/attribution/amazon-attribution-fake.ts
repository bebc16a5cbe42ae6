import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFakeLwaToken, readFakeBody, sendFakeJson } from '../lwa-fake';

export type TFakeAttributionOptions = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** Profile id → the PRODUCTS report rows of that profile (any dates; filtered by the request's). */
  reports: Record<string, Record<string, unknown>[]>;
  pageSize?: number;
};

type TJson = Record<string, unknown>;

/**
 * A local stand-in for Login with Amazon's token endpoint and the Amazon Ads API's
 * `POST /attribution/report` (PRODUCTS report): it checks the three headers Amazon requires,
 * the YYYYMMDD dates, pages by `cursorId`, and can throttle (429 with Retry-After) or fail (503).
 */
export async function startFakeAttribution(options: TFakeAttributionOptions) {
  const state = {
    issued: new Set<string>(),
    throttleNext: 0,
    failNext: 0,
    requests: [] as { headers: IncomingMessage['headers']; body: TJson }[],
  };
  const send = sendFakeJson;

  const report = (req: IncomingMessage, body: TJson, res: ServerResponse) => {
    const profile = String(req.headers['amazon-advertising-api-scope'] ?? '');
    if (req.headers['amazon-advertising-api-clientid'] !== options.clientId) {
      return send(res, 400, { code: 'BAD_REQUEST', message: 'Amazon-Advertising-API-ClientId is missing' });
    }
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!state.issued.has(token)) {
      return send(res, 401, { code: 'UNAUTHORIZED', message: 'Not authorized' });
    }
    const rows = options.reports[profile];
    if (!rows) {
      return send(res, 400, {
        code: 'BAD_REQUEST',
        message: 'This profileID is not authorized to use Amazon Attribution',
      });
    }
    if (state.throttleNext > 0) {
      state.throttleNext--;
      return send(res, 429, { code: 'THROTTLED', message: 'Too Many Requests' }, { 'retry-after': '1' });
    }
    if (state.failNext > 0) {
      state.failNext--;
      return send(res, 503, { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
    }
    const dayPattern = /^\d{8}$/;
    if (!dayPattern.test(String(body.startDate)) || !dayPattern.test(String(body.endDate))) {
      return send(res, 400, { code: 'BAD_REQUEST', message: 'startDate and endDate must be YYYYMMDD' });
    }
    const inRange = rows.filter(
      (r) => String(r.date) >= String(body.startDate) && String(r.date) <= String(body.endDate),
    );
    const size = Math.min(Number(body.count) || 300, options.pageSize ?? 300);
    const start = Number(body.cursorId || 0);
    const next = start + size < inRange.length ? String(start + size) : undefined;
    return send(res, 200, {
      reports: inRange.slice(start, start + size),
      size,
      ...(next ? { cursorId: next } : {}),
    });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readFakeBody(req);
    if (req.method === 'POST' && url.pathname === '/auth/o2/token') {
      return answerFakeLwaToken(res, new URLSearchParams(text), options, () => {
        const token = `Atza|ads-${state.issued.size + 1}`;
        state.issued.add(token);
        return token;
      });
    }
    if (req.method === 'POST' && url.pathname === '/attribution/report') {
      const body = JSON.parse(text || '{}') as TJson;
      state.requests.push({ headers: req.headers, body });
      return report(req, body, res);
    }
    return send(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    endpoint: base,
    tokenUrl: `${base}/auth/o2/token`,
    /** Amazon stops accepting every access token issued so far. */
    expireTokens: () => state.issued.clear(),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
