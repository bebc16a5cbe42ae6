import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLwaAccessToken, type TLwaFailure } from './lwa-access-token';
import { answerFakeLwaRefresh, fakeBodyOf } from './lwa-fake';

// A client secret is rotated every 180 days; refresh tokens are bound to the client id, so the
// token renewal falls back to the previous secret while Amazon no longer (or not yet) takes the new.

const clientId = 'amzn1.application-oa2-client.ads';
let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

/** LWA holding these secrets for the client; records the secret of every request. */
async function startLwa(clientSecrets: string[]) {
  const tried: string[] = [];
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await fakeBodyOf(req));
    tried.push(form.get('client_secret') ?? '');
    answerFakeLwaRefresh(
      res,
      form,
      { clientId, clientSecrets, knows: (t) => t === 'Atzr|seller' },
      () => 'Atza|new',
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise<void>((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/o2/token`, tried };
}

const fail: TLwaFailure = (reason, message) => Object.assign(new Error(message), { reason });

const tokenFor = (
  url: string,
  secrets: { clientSecret: string; previousClientSecret?: string },
  refreshToken = 'Atzr|seller',
) =>
  createLwaAccessToken(
    { lwaTokenUrl: url, clientId, refreshToken, now: Date.now, timeoutMs: 5000, ...secrets },
    fail,
  );

describe('createLwaAccessToken', () => {
  it('renews with the current secret first', async () => {
    const lwa = await startLwa(['new-secret', 'old-secret']);
    const token = tokenFor(lwa.url, { clientSecret: 'new-secret', previousClientSecret: 'old-secret' });
    expect(await token.token()).toBe('Atza|new');
    expect(lwa.tried).toEqual(['new-secret']);
  });

  it('falls back to the previous secret when Amazon answers invalid_client', async () => {
    const lwa = await startLwa(['old-secret']);
    const token = tokenFor(lwa.url, { clientSecret: 'new-secret', previousClientSecret: 'old-secret' });
    expect(await token.token()).toBe('Atza|new');
    expect(lwa.tried).toEqual(['new-secret', 'old-secret']);
  });

  it('fails as our configuration, not the seller grant, when no secret is accepted', async () => {
    const lwa = await startLwa(['other-secret']);
    const token = tokenFor(lwa.url, { clientSecret: 'new-secret', previousClientSecret: 'old-secret' });
    await expect(token.token()).rejects.toMatchObject({
      reason: 'unavailable',
      message: 'Login with Amazon refused to renew the access token (invalid_client)',
    });
    expect(lwa.tried).toEqual(['new-secret', 'old-secret']);
  });

  it('does not try the previous secret on a refused grant, which only a new consent mends', async () => {
    const lwa = await startLwa(['new-secret', 'old-secret']);
    const token = tokenFor(
      lwa.url,
      { clientSecret: 'new-secret', previousClientSecret: 'old-secret' },
      'Atzr|revoked',
    );
    await expect(token.token()).rejects.toMatchObject({
      reason: 'unauthorized',
      message: expect.stringContaining('invalid_grant'),
    });
    expect(lwa.tried).toEqual(['new-secret']);
  });
});
