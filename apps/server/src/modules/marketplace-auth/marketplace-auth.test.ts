import {
  authCalls,
  ErrorCode,
  marketplaceAuthCalls,
  type TMarketplaceCallbackRequest,
  type TSessionUser,
} from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { answerDemoConsent } from '../../../test/support/demo-marketplace';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { marketplaceIdentities, users } from '../../db/schema';
import { unseal } from '../../platform/secret';
import { linkedElsewhereMessage, refreshTokenPurpose } from './marketplace-link';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'http://atlas.test' });
});
afterAll(() => t.close());

async function startSignIn() {
  const { status, body } = await callOf(t.app, marketplaceAuthCalls.startMarketplaceSignIn);
  expect(status).toBe(200);
  return body.data;
}

async function startSeller(token: string) {
  const { status, body } = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, { token });
  expect(status).toBe(200);
  return body.data;
}

function complete(body: Partial<TMarketplaceCallbackRequest>, token?: string, remoteAddress?: string) {
  return callOf(t.app, marketplaceAuthCalls.completeMarketplaceConsent, { body, token, remoteAddress });
}

/** Start → demo consent as `identity` → callback, for a seller connecting or re-authorizing. */
async function connect(token: string, identity = 'northwind') {
  const consent = await startSeller(token);
  const { callback } = await answerDemoConsent(t, consent.url, { identity });
  return complete(callback, token);
}

async function signInAs(identity: string) {
  const consent = await startSignIn();
  const { callback } = await answerDemoConsent(t, consent.url, { identity });
  return complete(callback);
}

const identityOf = async (userId: string) =>
  (
    await t.database.db.select().from(marketplaceIdentities).where(eq(marketplaceIdentities.userId, userId))
  )[0];

describe('starting a consent', () => {
  it('sends "Sign in with Amazon" to the demo consent page with a signed state', async () => {
    const consent = await startSignIn();
    const url = new URL(consent.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://atlas.test/demo-marketplace/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://atlas.test/marketplace/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe(consent.state);
    expect(consent.mode).toBe('sign-in');
  });

  it('lets only sellers connect', async () => {
    const publisher = await createUser(t, 'publisher');
    const { status, body } = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, {
      token: publisher.token,
    });
    expect(status).toBe(403);
    expect(body.code).toBe(ErrorCode.roleNotAllowed);
  });
});

describe('a seller connecting Amazon, then signing in with it', () => {
  let seller: { token: string; user: TSessionUser };
  beforeAll(async () => {
    seller = await createUser(t, 'seller');
  });

  it('starts as not connected', async () => {
    const { body } = await callOf(t.app, marketplaceAuthCalls.getMarketplaceConnection, {
      token: seller.token,
    });
    expect(body.data).toEqual({ provider: 'demo', connection: null, regions: [] });
    expect((await startSeller(seller.token)).mode).toBe('connect');
  });

  it('connects the demo seller chosen on the consent page and keeps its grant sealed', async () => {
    const { status, body } = await connect(seller.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      outcome: 'connected',
      mode: 'connect',
      connection: {
        marketplace: 'amazon',
        provider: 'demo',
        sellingPartnerId: 'A1DEMONORTHWIND',
        name: 'Northwind Home',
      },
    });
    const status2 = await callOf(t.app, marketplaceAuthCalls.getMarketplaceConnection, {
      token: seller.token,
    });
    expect(status2.body.data.connection?.sellingPartnerId).toBe('A1DEMONORTHWIND');
    const row = await identityOf(seller.user.id);
    expect(row?.refreshToken).not.toContain('Atzr');
    expect(unseal(t.config, refreshTokenPurpose, row?.refreshToken ?? '')).toMatch(/^Atzr\|demo\./);
  });

  it('signs in with "Sign in with Amazon" as that seller', async () => {
    const { status, body } = await signInAs('northwind');
    expect(status).toBe(200);
    if (body.data.outcome !== 'signed-in') {
      throw new Error(`expected a sign-in, got ${body.data.outcome}`);
    }
    expect(body.data.user).toMatchObject({ id: seller.user.id, role: 'seller' });
    const me = await callOf(t.app, authCalls.getSessionUser, { token: body.data.token });
    expect(me.body.data.email).toBe(seller.user.email);
  });

  it('re-authorizes: a new grant, the same link and the same "linked since"', async () => {
    const before = await identityOf(seller.user.id);
    t.clock.advance(60_000);
    expect((await startSeller(seller.token)).mode).toBe('reauthorize');
    const { status, body } = await connect(seller.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ outcome: 'connected', mode: 'reauthorize' });
    const after = await identityOf(seller.user.id);
    expect(after?.id).toBe(before?.id);
    expect(after?.linkedAt.toISOString()).toBe(before?.linkedAt.toISOString());
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('refuses re-authorizing with another Amazon account', async () => {
    const { status, body } = await connect(seller.token, 'copper-kettle');
    expect(status).toBe(409);
    expect(body.error).toBe(
      'Your account is connected to Northwind Home; re-authorize with that Amazon account',
    );
    expect((await identityOf(seller.user.id))?.sellingPartnerId).toBe('A1DEMONORTHWIND');
  });

  it('tells a second account that the Amazon account is already linked', async () => {
    const other = await createUser(t, 'seller');
    const { status, body } = await connect(other.token, 'northwind');
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
    expect(body.error).toBe(linkedElsewhereMessage);
    expect(await identityOf(other.user.id)).toBeUndefined();
    // Another seller's connection is never shown to this one.
    const mine = await callOf(t.app, marketplaceAuthCalls.getMarketplaceConnection, { token: other.token });
    expect(mine.body.data.connection).toBeNull();
  });

  it('refuses to sign in a disabled account', async () => {
    const owner = await createUser(t, 'seller');
    await connect(owner.token, 'bluebird');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, owner.user.id));
    const { status, body } = await signInAs('bluebird');
    expect(status).toBe(403);
    expect(body.code).toBe(ErrorCode.accountNotAllowed);
  });
});

describe('what goes wrong', () => {
  it('tells someone with no linked account to sign up and connect first', async () => {
    const { status, body } = await signInAs('copper-kettle');
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
    expect(body.error).toContain('then connect Amazon from your Account page');
  });

  it('names the missing or malformed fields', async () => {
    const { status, body } = await complete({ code: '', sellingPartnerId: 'not-an-id' });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    const paths = (body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['code', 'state', 'sellingPartnerId']));
  });

  it('refuses a state that was altered or has expired', async () => {
    const consent = await startSignIn();
    const { callback } = await answerDemoConsent(t, consent.url, { identity: 'copper-kettle' });
    // one character of the sealed state changed: its authentication fails
    const last = callback.state.at(-2) === 'A' ? 'B' : 'A';
    const altered = await complete({
      ...callback,
      state: `${callback.state.slice(0, -2)}${last}${callback.state.at(-1)}`,
    });
    expect(altered.status).toBe(400);
    expect(altered.body.data).toEqual({
      fields: [{ path: 'state', message: expect.stringContaining('not valid') }],
    });

    t.clock.advance(11 * 60_000);
    const late = await complete(callback);
    expect(late.status).toBe(400);
    expect(late.body.error).toContain('expired');
  });

  it('accepts a code once only', async () => {
    const owner = await createUser(t, 'seller');
    const consent = await startSeller(owner.token);
    const { callback } = await answerDemoConsent(t, consent.url, { identity: 'copper-kettle' });
    expect((await complete(callback, owner.token)).status).toBe(200);
    const again = await complete(callback, owner.token);
    expect(again.status).toBe(400);
    expect(again.body.data).toEqual({
      fields: [{ path: 'code', message: expect.stringContaining('already used') }],
    });
  });

  it('refuses a code older than five minutes', async () => {
    const owner = await createUser(t, 'seller');
    const consent = await startSeller(owner.token);
    const { callback } = await answerDemoConsent(t, consent.url, { identity: 'copper-kettle' });
    t.clock.advance(6 * 60_000);
    const { status, body } = await complete(callback, owner.token);
    expect(status).toBe(400);
    expect(body.error).toContain('expired or was already used');
  });

  it('completes a connection only for the seller who started it, signed in', async () => {
    const owner = await createUser(t, 'seller');
    const consent = await startSeller(owner.token);
    const { callback } = await answerDemoConsent(t, consent.url, { identity: 'copper-kettle' });

    const anonymous = await complete(callback);
    expect(anonymous.status).toBe(401);
    const stranger = await createUser(t, 'seller');
    const other = await complete(callback, stranger.token);
    expect(other.status).toBe(400);
    expect(other.body.error).toContain('started by another account');
    const noPartner = await complete({ code: callback.code, state: callback.state }, owner.token);
    expect(noPartner.status).toBe(400);
    expect(noPartner.body.data).toEqual({
      fields: [{ path: 'sellingPartnerId', message: expect.any(String) }],
    });
    expect(await identityOf(owner.user.id)).toBeUndefined();
  });

  it('limits completions per address (1029)', async () => {
    const attempt = () => complete({ code: 'x', state: 'not-a-state' }, undefined, '203.0.113.77');
    for (let i = 0; i < 30; i++) {
      expect((await attempt()).status).toBe(400);
    }
    const { status, body, headers } = await attempt();
    expect(status).toBe(429);
    expect(body.code).toBe(ErrorCode.rateLimited);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
  });
});
