import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAmazonWorld, type TAmazonWorld } from '../../../../test/support/fake-amazon';
import { amazonClients } from '../../../../test/support/production-env';
import { loadConfig } from '../../../config';
import { createAmazonOAuth } from './amazon-oauth';
import { MarketplaceOAuthError } from './types';

// The Amazon adapter's three clients against Login with Amazon and Seller Central as Amazon
// documents them, per region (test/support/fake-amazon.ts).

const redirectUri = 'https://atlas.test/marketplace/callback';
const seller = {
  user_id: 'amzn1.account.AFAKEUSER1',
  name: 'Fake Seller',
  email: 'fake.seller@example.test',
};

let world: TAmazonWorld;
beforeAll(async () => {
  world = await startAmazonWorld();
});
afterAll(() => world.close());

const adapter = (env: Record<string, string> = {}) =>
  createAmazonOAuth(loadConfig({ NODE_ENV: 'test', ...world.env(), ...env }));

const parts = (href: string) => {
  const url = new URL(href);
  return { at: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) };
};

describe('the consent pages', () => {
  it("sends sign-in to Login with Amazon of the region, with the sign-in client's id", () => {
    for (const region of ['na', 'eu'] as const) {
      expect(parts(adapter().authorizeUrl('s1', redirectUri, region))).toEqual({
        at: `${world.url}/${region}/ap/oa`,
        query: {
          client_id: amazonClients.AMAZON_LOGIN_CLIENT_ID,
          scope: 'profile',
          response_type: 'code',
          redirect_uri: redirectUri,
          state: 's1',
        },
      });
    }
  });

  it("sends the seller authorization to the region's Seller Central, in beta while the app is a draft", () => {
    const eu = parts(adapter().seller?.authorizeUrl('s2', redirectUri, 'eu') ?? '');
    expect(eu).toEqual({
      at: `${world.url}/eu/sellercentral/apps/authorize/consent`,
      query: {
        application_id: amazonClients.AMAZON_SPAPI_APP_ID,
        state: 's2',
        redirect_uri: redirectUri,
        version: 'beta',
      },
    });
    const published = parts(
      adapter({ AMAZON_SPAPI_DRAFT: 'false' }).seller?.authorizeUrl('s', redirectUri, 'na') ?? '',
    );
    expect(published.at).toBe(`${world.url}/na/sellercentral/apps/authorize/consent`);
    expect(published.query.version).toBeUndefined();
  });

  it("asks the Ads grant with the Ads client's own id and the campaign management scope", () => {
    expect(parts(adapter().ads?.authorizeUrl('s3', redirectUri, 'eu') ?? '')).toEqual({
      at: `${world.url}/eu/ap/oa`,
      query: {
        client_id: amazonClients.AMAZON_ADS_CLIENT_ID,
        scope: 'advertising::campaign_management',
        response_type: 'code',
        redirect_uri: redirectUri,
        state: 's3',
      },
    });
  });
});

describe('trading codes', () => {
  it("trades a sign-in code at its region's endpoint with a form body, then reads the profile there", async () => {
    world.issueLoginCode('code-1', 'eu', seller);
    const tokens = await adapter().exchangeCode('code-1', redirectUri, 'eu');
    expect(tokens).toEqual({
      accessToken: 'Atza|code-1-access',
      refreshToken: 'Atzr|code-1-login',
      expiresInSeconds: 3600,
    });
    const request = world.requests.at(-1);
    expect(request?.path).toBe('/eu/auth/o2/token');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: redirectUri,
      client_id: amazonClients.AMAZON_LOGIN_CLIENT_ID,
      client_secret: amazonClients.AMAZON_LOGIN_CLIENT_SECRET,
    });
    expect(await adapter().profile(tokens.accessToken, 'eu')).toEqual({
      userId: seller.user_id,
      name: seller.name,
      email: seller.email,
    });
    expect(world.requests.at(-1)?.path).toBe('/eu/user/profile');
  });

  it("trades Seller Central's code with the SP-API app's credentials at North America's endpoint", async () => {
    world.issueSellerCode('spapi-1', 'Atzr|grant-1');
    const tokens = await adapter().seller?.exchangeCode('spapi-1', redirectUri);
    expect(tokens?.refreshToken).toBe('Atzr|grant-1');
    const request = world.requests.at(-1);
    expect(request?.path).toBe('/na/auth/o2/token');
    expect(new URLSearchParams(request?.body).get('client_id')).toBe(amazonClients.AMAZON_SPAPI_CLIENT_ID);
  });

  it('refuses a code of another region, or one redeemed by another client', async () => {
    world.issueLoginCode('code-eu', 'eu', seller);
    const elsewhere = await adapter()
      .exchangeCode('code-eu', redirectUri, 'na')
      .catch((e: unknown) => e);
    expect(elsewhere).toMatchObject({ reason: 'invalid_grant', isUserFixable: true });
    world.issueSellerCode('spapi-2');
    const wrongClient = await adapter()
      .exchangeCode('spapi-2', redirectUri, 'na')
      .catch((e: unknown) => e);
    expect(wrongClient).toMatchObject({ reason: 'invalid_grant' });
  });

  it('keeps working through a secret rotation: the previous secret is tried when Amazon refuses the current one', async () => {
    const rotating = adapter({
      AMAZON_LOGIN_CLIENT_SECRET: 'the-new-secret-not-live-yet',
      AMAZON_LOGIN_CLIENT_SECRET_PREVIOUS: amazonClients.AMAZON_LOGIN_CLIENT_SECRET,
    });
    world.issueLoginCode('code-r', 'na', seller);
    expect((await rotating.exchangeCode('code-r', redirectUri, 'na')).accessToken).toBe('Atza|code-r-access');
    const secrets = world.requests.slice(-2).map((r) => new URLSearchParams(r.body).get('client_secret'));
    expect(secrets).toEqual(['the-new-secret-not-live-yet', amazonClients.AMAZON_LOGIN_CLIENT_SECRET]);

    world.issueLoginCode('code-w', 'na', seller);
    const wrong = await adapter({ AMAZON_LOGIN_CLIENT_SECRET: 'nope' })
      .exchangeCode('code-w', redirectUri, 'na')
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ reason: 'invalid_client', isUserFixable: false });
  });

  it('turns outages and silence into reasons', async () => {
    world.failWith(503);
    const down = await adapter()
      .profile('t', 'na')
      .catch((e: unknown) => e);
    world.recover();
    expect(down).toBeInstanceOf(MarketplaceOAuthError);
    expect(down).toMatchObject({ reason: 'http_503' });

    const unreachable = await createAmazonOAuth(
      loadConfig({ NODE_ENV: 'test', ...world.env(), AMAZON_TEST_HOSTS: 'http://127.0.0.1:9' }),
    )
      .exchangeCode('x', redirectUri, 'na')
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ reason: 'unavailable' });
  });
});
