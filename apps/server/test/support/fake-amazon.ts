import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type TProfile = { user_id: string; name: string; email: string };

export const fakeClient = { id: 'amzn1.application-oa2-client.fake', secret: 'fake-client-secret' };

/**
 * A local stand-in for Login with Amazon's token and profile endpoints, as documented: form
 * bodies, client credentials, single-use codes, and LWA's error answers. It records every
 * request so tests can check what the adapter sent.
 */
export async function startFakeAmazon() {
  const requests: TFakeRequest[] = [];
  const codes = new Map<string, { accessToken: string; refreshToken: string }>();
  const profiles = new Map<string, TProfile>();
  let outage: { status: number; body: string } | null = null;

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const json = (status: number, value: object) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (outage) {
        res.writeHead(outage.status, { 'content-type': 'text/html' }).end(outage.body);
        return;
      }
      if (req.method === 'POST' && path === '/auth/o2/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== fakeClient.id || form.get('client_secret') !== fakeClient.secret) {
          json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
          return;
        }
        const grant = codes.get(form.get('code') ?? '');
        if (form.get('grant_type') !== 'authorization_code' || !grant) {
          json(400, {
            error: 'invalid_grant',
            error_description: 'The request has an invalid grant parameter : code',
          });
          return;
        }
        codes.delete(form.get('code') ?? '');
        json(200, {
          access_token: grant.accessToken,
          refresh_token: grant.refreshToken,
          token_type: 'bearer',
          expires_in: 3600,
        });
        return;
      }
      if (req.method === 'GET' && path === '/user/profile') {
        const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const profile = profiles.get(token);
        if (!profile) {
          json(401, { error: 'invalid_token', error_description: 'The access token is invalid' });
          return;
        }
        json(200, profile);
        return;
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** A code Amazon would send back after consent: single use, for this user (LWA) or seller grant. */
    issueCode(code: string, user: TProfile | null, refreshToken = `Atzr|${code}-refresh`) {
      const accessToken = `Atza|${code}-access`;
      codes.set(code, { accessToken, refreshToken });
      if (user) {
        profiles.set(accessToken, user);
      }
    },
    failWith(status: number, body = '<html>Service Unavailable</html>') {
      outage = { status, body };
    },
    recover() {
      outage = null;
    },
    /** Config pointing the Amazon adapter at this fake. */
    env(): Record<string, string> {
      return {
        MARKETPLACE_PROVIDER: 'amazon',
        AMAZON_LWA_CLIENT_ID: fakeClient.id,
        AMAZON_LWA_CLIENT_SECRET: fakeClient.secret,
        AMAZON_SPAPI_APP_ID: 'amzn1.sp.solution.fake-app',
        AMAZON_LWA_AUTHORIZE_URL: `${url}/ap/oa`,
        AMAZON_LWA_TOKEN_URL: `${url}/auth/o2/token`,
        AMAZON_LWA_PROFILE_URL: `${url}/user/profile`,
        AMAZON_SELLER_CENTRAL_URL: `${url}/sellercentral`,
      };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
