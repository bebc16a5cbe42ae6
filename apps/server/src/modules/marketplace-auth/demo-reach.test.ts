import { authCalls, ErrorCode, marketplaceAuthCalls, type TSessionUser } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { answerDemoConsent } from '../../../test/support/demo-marketplace';
import { createSeller } from '../../../test/support/factories';
import { publicDemoSite } from '../../../test/support/production-env';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { demoIdentities } from '../../integrations/marketplace/demo/demo-marketplace';
import { demoPassword, seedDemo } from '../../seed/demo';
import { linkIdentity } from './marketplace-link';

// The demo marketplace lets any visitor pick one of its identities: on a public demo site such an
// identity reaches only the demo-seeded accounts, and beyond the developer's own machine it
// reaches none on a developer's server.

const visitor = { remoteAddress: '198.51.100.20' };

async function signInWith(t: TTestApp, identity: string, request: object = visitor) {
  const start = await callOf(t.app, marketplaceAuthCalls.startMarketplaceSignIn);
  const { callback } = await answerDemoConsent(t, start.body.data.url, { identity });
  return callOf(t.app, marketplaceAuthCalls.completeMarketplaceConsent, { body: callback, ...request });
}

async function connect(t: TTestApp, token: string, identity: string) {
  const start = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, { token });
  const { callback } = await answerDemoConsent(t, start.body.data.url, { identity });
  return callOf(t.app, marketplaceAuthCalls.completeMarketplaceConsent, {
    body: callback,
    token,
    ...visitor,
  });
}

const linkTo = (t: TTestApp, userId: string, key: string) => {
  const identity = demoIdentities.find((i) => i.key === key);
  if (!identity) {
    throw new Error(`no demo identity ${key}`);
  }
  return linkIdentity(t.app.deps, userId, 'demo', identity, {
    sellingPartnerId: identity.sellingPartnerId,
    refreshToken: null,
  });
};

const onlyDemoAccounts =
  'On this demo site the demo marketplace reaches only the demo accounts (such as seller@demo.test); sign in with your e-mail and password';

describe('on a public demo site', () => {
  let t: TTestApp;
  let demoSeller: { token: string; user: TSessionUser };
  beforeAll(async () => {
    t = await createTestApp(publicDemoSite);
    await seedDemo(t.database.db);
    const signedIn = await callOf(t.app, authCalls.loginUser, {
      body: { email: 'seller@demo.test', password: demoPassword },
      ...visitor,
    });
    demoSeller = signedIn.body.data;
  });
  afterAll(() => t.close());

  it('connects a demo identity to the demo seller, and signs in with it', async () => {
    expect((await connect(t, demoSeller.token, 'northwind')).status).toBe(200);
    const { status, body } = await signInWith(t, 'northwind');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ outcome: 'signed-in', user: { email: 'seller@demo.test' } });
  });

  it('refuses to connect a demo identity to a seller who signed up', async () => {
    const seller = await createSeller(t);
    const { status, body } = await connect(t, seller.token, 'bluebird');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: ErrorCode.accountNotAllowed, error: onlyDemoAccounts });
  });

  it('never opens a session for a signed-up seller, even one linked to a demo identity', async () => {
    const seller = await createSeller(t);
    await linkTo(t, seller.user.id, 'copper-kettle');
    const { status, body } = await signInWith(t, 'copper-kettle');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: ErrorCode.accountNotAllowed, error: onlyDemoAccounts });
    expect(body.data).toBeNull();
  });
});

describe("on a developer's server", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({});
    const seller = await createSeller(t);
    await linkTo(t, seller.user.id, 'maple-trail');
  });
  afterAll(() => t.close());

  it('signs the developer in with any linked identity', async () => {
    expect((await signInWith(t, 'maple-trail', {})).status).toBe(200);
  });

  it('signs no one in for a visitor a reverse proxy forwards', async () => {
    const { status, body } = await signInWith(t, 'maple-trail', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(status).toBe(403);
    expect(body.error).toBe('The demo marketplace signs in only on the machine that runs this server');
  });
});
