import { ErrorCode, marketplaceAuthCalls, type TMarketplaceCallbackRequest } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../../test/support/call';
import { createUser } from '../../../../test/support/factories';
import { fakeClient, startFakeAmazon } from '../../../../test/support/fake-amazon';
import { createTestApp, type TTestApp } from '../../../../test/support/test-app';
import { loadConfig } from '../../../config';
import { marketplaceIdentities } from '../../../db/schema';
import { refreshTokenPurpose } from '../../../modules/marketplace-auth/marketplace-link';
import { unseal } from '../../../platform/secret';
import { createAmazonOAuth } from './amazon-oauth';
import { MarketplaceOAuthError } from './types';

const redirectUri = 'https://atlas.test/marketplace/callback';
const seller = {
  user_id: 'amzn1.account.AFAKEUSER1',
  name: 'Fake Seller',
  email: 'fake.seller@example.test',
};

let fake: Awaited<ReturnType<typeof startFakeAmazon>>;
beforeAll(async () => {
  fake = await startFakeAmazon();
});
afterAll(() => fake.close());

const adapter = (env: Record<string, string> = {}) =>
  createAmazonOAuth(loadConfig({ NODE_ENV: 'test', ...fake.env(), ...env }));

describe('the Amazon adapter', () => {
  it('builds the Login with Amazon and Seller Central consent URLs', () => {
    const oauth = adapter();
    const login = new URL(oauth.authorizeUrl('s1', redirectUri));
    expect(`${login.origin}${login.pathname}`).toBe(`${fake.url}/ap/oa`);
    expect(Object.fromEntries(login.searchParams)).toEqual({
      client_id: fakeClient.id,
      scope: 'profile',
      response_type: 'code',
      redirect_uri: redirectUri,
      state: 's1',
    });
    const consent = new URL(oauth.seller?.authorizeUrl('s2', redirectUri) ?? '');
    expect(`${consent.origin}${consent.pathname}`).toBe(`${fake.url}/sellercentral/apps/authorize/consent`);
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      application_id: 'amzn1.sp.solution.fake-app',
      state: 's2',
      redirect_uri: redirectUri,
      version: 'beta',
    });
    const published = new URL(
      adapter({ AMAZON_SPAPI_DRAFT: 'false' }).seller?.authorizeUrl('s', redirectUri) ?? '',
    );
    expect(published.searchParams.has('version')).toBe(false);
  });

  it('trades a code with a form-encoded body carrying the client credentials, then reads the profile', async () => {
    fake.issueCode('code-1', seller);
    const oauth = adapter();
    const tokens = await oauth.exchangeCode('code-1', redirectUri);
    expect(tokens).toEqual({
      accessToken: 'Atza|code-1-access',
      refreshToken: 'Atzr|code-1-refresh',
      expiresInSeconds: 3600,
    });
    const request = fake.requests.at(-1);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: redirectUri,
      client_id: fakeClient.id,
      client_secret: fakeClient.secret,
    });
    const profile = await oauth.profile(tokens.accessToken);
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer Atza|code-1-access');
    expect(profile).toEqual({ userId: seller.user_id, name: seller.name, email: seller.email });
  });

  it('turns LWA error answers into reasons', async () => {
    const oauth = adapter();
    const reused = await oauth.exchangeCode('never-issued', redirectUri).catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(MarketplaceOAuthError);
    expect(reused).toMatchObject({ reason: 'invalid_grant', isUserFixable: true });
    expect((reused as Error).message).toContain('invalid grant parameter');

    const wrongSecret = await adapter({ AMAZON_LWA_CLIENT_SECRET: 'nope' })
      .exchangeCode('x', redirectUri)
      .catch((e: unknown) => e);
    expect(wrongSecret).toMatchObject({ reason: 'invalid_client', isUserFixable: false });

    fake.failWith(503);
    const down = await oauth.profile('t').catch((e: unknown) => e);
    fake.recover();
    expect(down).toMatchObject({ reason: 'http_503' });

    const unreachable = await adapter({ AMAZON_LWA_TOKEN_URL: 'http://127.0.0.1:9/auth/o2/token' })
      .exchangeCode('x', redirectUri)
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ reason: 'unavailable' });
  });

  it('cannot be chosen without its credentials', () => {
    expect(() => loadConfig({ MARKETPLACE_PROVIDER: 'amazon' })).toThrow(
      /AMAZON_LWA_CLIENT_ID: required when MARKETPLACE_PROVIDER=amazon.*AMAZON_SPAPI_APP_ID/,
    );
  });
});

describe('the API with the Amazon adapter', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...fake.env(), PUBLIC_BASE_URL: 'https://atlas.test' });
  });
  afterAll(() => t.close());

  const complete = (body: TMarketplaceCallbackRequest, token?: string) =>
    callOf(t.app, marketplaceAuthCalls.completeMarketplaceConsent, { body, token });

  it('connects a seller in two consents (Login with Amazon, then Seller Central) and signs in with it', async () => {
    const owner = await createUser(t, 'seller');
    const start = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, { token: owner.token });
    expect(start.body.data.url.startsWith(`${fake.url}/ap/oa?`)).toBe(true);

    fake.issueCode('lwa-1', seller);
    const first = await complete({ code: 'lwa-1', state: start.body.data.state }, owner.token);
    expect(first.status).toBe(200);
    if (first.body.data.outcome !== 'continue') {
      throw new Error(`expected a second consent, got ${first.body.data.outcome}`);
    }
    const next = first.body.data.consent;
    expect(next.url.startsWith(`${fake.url}/sellercentral/apps/authorize/consent?`)).toBe(true);
    expect(new URL(next.url).searchParams.get('state')).toBe(next.state);

    // Seller Central sends spapi_oauth_code and selling_partner_id back to the callback.
    fake.issueCode('spapi-1', null, 'Atzr|seller-grant');
    const second = await complete(
      { code: 'spapi-1', state: next.state, sellingPartnerId: 'A2FAKESELLER9' },
      owner.token,
    );
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      outcome: 'connected',
      mode: 'connect',
      connection: {
        provider: 'amazon',
        sellingPartnerId: 'A2FAKESELLER9',
        name: 'Fake Seller',
        email: seller.email,
      },
    });
    const [row] = await t.database.db
      .select()
      .from(marketplaceIdentities)
      .where(eq(marketplaceIdentities.userId, owner.user.id));
    expect(row?.externalUserId).toBe(seller.user_id);
    expect(unseal(t.config, refreshTokenPurpose, row?.refreshToken ?? '')).toBe('Atzr|seller-grant');

    const signIn = await callOf(t.app, marketplaceAuthCalls.startMarketplaceSignIn);
    fake.issueCode('lwa-2', seller);
    const signedIn = await complete({ code: 'lwa-2', state: signIn.body.data.state });
    expect(signedIn.body.data).toMatchObject({ outcome: 'signed-in', user: { id: owner.user.id } });
  });

  it('refuses a taken Amazon account before asking for the seller consent', async () => {
    const other = await createUser(t, 'seller');
    const start = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, { token: other.token });
    fake.issueCode('lwa-3', seller);
    const { status, body } = await complete({ code: 'lwa-3', state: start.body.data.state }, other.token);
    expect(status).toBe(409);
    expect(body.error).toBe('This Amazon account is already linked to another Affiliate Atlas account');
  });

  it('answers an expired or reused code with 1001, and an Amazon outage with a clear 5000', async () => {
    const start = await callOf(t.app, marketplaceAuthCalls.startMarketplaceSignIn);
    const reused = await complete({ code: 'lwa-1', state: start.body.data.state });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe(ErrorCode.validation);
    expect(reused.body.error).toContain('expired or was already used');

    fake.failWith(500);
    const down = await complete({ code: 'any', state: start.body.data.state });
    fake.recover();
    expect(down.status).toBe(500);
    expect(down.body.code).toBe(ErrorCode.internal);
    expect(down.body.error).toBe(
      'Amazon sign-in is not available right now; please try again in a few minutes',
    );
  });
});
