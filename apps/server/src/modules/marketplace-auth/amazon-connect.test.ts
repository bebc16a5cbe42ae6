import { brandCalls, ErrorCode, marketplaceAuthCalls, type TMarketplaceCallbackRequest } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAmazonRegion, grantAmazonAds } from '../../../test/support/amazon-seller';
import { callOf } from '../../../test/support/call';
import { createSeller, createUser } from '../../../test/support/factories';
import { startAmazonWorld, type TAmazonWorld } from '../../../test/support/fake-amazon';
import { amazonClients } from '../../../test/support/production-env';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { amazonAdsProfiles, amazonGrants, marketplaceIdentities } from '../../db/schema';
import { unseal } from '../../platform/secret';
import { refreshTokenPurpose } from './marketplace-link';

// A seller connecting real Amazon through the API, region by region, against Amazon's consent
// pages and APIs as documented (test/support/fake-amazon.ts).

const user = {
  user_id: 'amzn1.account.AWORLDUSER1',
  name: 'Atlas Kitchen GmbH',
  email: 'owner@kitchen.example',
};

let world: TAmazonWorld;
let t: TTestApp;
beforeAll(async () => {
  world = await startAmazonWorld({
    ads: {
      na: {
        accounts: [
          {
            refreshToken: 'Atzr|ads-na',
            accountId: 'ENTITYNA1',
            name: 'Atlas Kitchen',
            profiles: [
              { profileId: '1111111111', countryCode: 'US', advertiserId: '5001' },
              { profileId: '2222222222', countryCode: 'CA', advertiserId: '5002', attribution: false },
            ],
          },
        ],
      },
      eu: {
        accounts: [
          {
            refreshToken: 'Atzr|ads-eu',
            accountId: 'ENTITYEU1',
            name: 'Atlas Kitchen EU',
            profiles: [
              { profileId: '3333333333', countryCode: 'UK', advertiserId: '6001' },
              { profileId: '4444444444', countryCode: 'DE', advertiserId: '6002' },
            ],
          },
        ],
      },
    },
  });
  t = await createTestApp({ ...world.env(), PUBLIC_BASE_URL: 'https://atlas.test' });
});
afterAll(async () => {
  await t.close();
  await world.close();
});

const complete = (body: TMarketplaceCallbackRequest, token?: string) =>
  callOf(t.app, marketplaceAuthCalls.completeMarketplaceConsent, { body, token });
const grantsOf = (userId: string) =>
  t.database.db.select().from(amazonGrants).where(eq(amazonGrants.userId, userId));

describe('connecting Amazon region by region', () => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    seller = await createSeller(t);
  });

  it("starts at Login with Amazon of the seller's region, and carries nothing readable in the state", async () => {
    const start = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, { token: seller.token });
    expect(start.body.data.url.startsWith(`${world.url}/na/ap/oa?`)).toBe(true);
    world.issueLoginCode('lwa-first', 'na', user);
    const first = await complete({ code: 'lwa-first', state: start.body.data.state }, seller.token);
    if (first.body.data?.outcome !== 'continue') {
      throw new Error(`expected Seller Central next, got ${first.status} ${first.body.error}`);
    }
    const next = first.body.data.consent;
    expect(next.url.startsWith(`${world.url}/na/sellercentral/apps/authorize/consent?`)).toBe(true);
    // the state goes through Seller Central's address: the seller's e-mail and name must not
    const decoded = Buffer.from(next.state, 'base64url').toString('utf8');
    for (const secret of [user.email, user.name, 'owner', 'Kitchen']) {
      expect(next.url).not.toContain(encodeURIComponent(secret));
      expect(decoded).not.toContain(secret);
    }

    world.issueSellerCode('sp-first', 'Atzr|sp-na');
    const second = await complete(
      { code: 'sp-first', state: next.state, sellingPartnerId: 'A2NASELLER01' },
      seller.token,
    );
    expect(second.body.data).toMatchObject({
      outcome: 'connected',
      mode: 'connect',
      connection: { provider: 'amazon', sellingPartnerId: 'A2NASELLER01', name: user.name },
    });
    const [grant] = await grantsOf(seller.user.id);
    expect(grant).toMatchObject({
      region: 'na',
      kind: 'selling-partner',
      clientId: amazonClients.AMAZON_SPAPI_CLIENT_ID,
      sellingPartnerId: 'A2NASELLER01',
      status: 'active',
    });
    expect(unseal(t.config, refreshTokenPurpose, grant?.refreshToken ?? '')).toBe('Atzr|sp-na');
    const [identity] = await t.database.db
      .select()
      .from(marketplaceIdentities)
      .where(eq(marketplaceIdentities.userId, seller.user.id));
    expect(identity?.refreshToken).toBeNull();
  });

  it("goes straight to Europe's Seller Central for a second region, and keeps both grants", async () => {
    const answer = await connectAmazonRegion(t, world, seller, {
      region: 'eu',
      sellingPartnerId: 'A2NASELLER01',
      refreshToken: 'Atzr|sp-eu',
    });
    expect(answer.body.data).toMatchObject({ outcome: 'connected', mode: 'connect' });
    const consentRequests = world.requests.filter((r) => r.path === '/eu/ap/oa');
    expect(consentRequests).toHaveLength(0);
    expect((await grantsOf(seller.user.id)).map((g) => `${g.region}:${g.kind}`).sort()).toEqual([
      'eu:selling-partner',
      'na:selling-partner',
    ]);
    const again = await connectAmazonRegion(t, world, seller, {
      region: 'eu',
      sellingPartnerId: 'A2NASELLER01',
      refreshToken: 'Atzr|sp-eu-2',
    });
    expect(again.body.data).toMatchObject({ outcome: 'connected', mode: 'reauthorize' });
  });

  it('grants Amazon Ads per region: profiles of the seller found, tag templates kept, refusals shown', async () => {
    const na = await grantAmazonAds(t, world, seller, { region: 'na', refreshToken: 'Atzr|ads-na' });
    expect(na.body.error ?? na.status).toBe(200);
    const eu = await grantAmazonAds(t, world, seller, { region: 'eu', refreshToken: 'Atzr|ads-eu' });
    expect(eu.body.error ?? eu.status).toBe(200);
    const profiles = await t.database.db
      .select()
      .from(amazonAdsProfiles)
      .where(eq(amazonAdsProfiles.userId, seller.user.id));
    const byCountry = Object.fromEntries(profiles.map((p) => [p.countryCode, p]));
    expect(Object.keys(byCountry).sort()).toEqual(['CA', 'DE', 'UK', 'US']);
    expect(byCountry.US).toMatchObject({ profileId: '1111111111', advertiserId: '5001', problem: null });
    expect(byCountry.US?.tagTemplate).toMatch(/^\??maas=maas_adg_api_5001_static_.*aa_campaignid=/);
    expect(byCountry.CA).toMatchObject({
      tagTemplate: null,
      problem: expect.stringContaining('not eligible'),
    });
    const tagCalls = world.requests.filter((r) => r.path.endsWith('/attribution/tags/nonMacroTemplateTag'));
    expect(tagCalls.map((r) => new URL(r.path, 'http://x').pathname)).toContain(
      '/na/ads/attribution/tags/nonMacroTemplateTag',
    );
    expect(
      tagCalls.every(
        (r) => r.headers['amazon-advertising-api-clientid'] === amazonClients.AMAZON_ADS_CLIENT_ID,
      ),
    ).toBe(true);

    const status = await callOf(t.app, marketplaceAuthCalls.getMarketplaceConnection, {
      token: seller.token,
    });
    expect(status.body.data.regions).toEqual([
      {
        region: 'na',
        countries: ['US', 'CA'],
        sellingPartner: expect.objectContaining({ status: 'active', sellingPartnerId: 'A2NASELLER01' }),
        ads: expect.objectContaining({
          status: 'active',
          profiles: expect.arrayContaining([
            { countryCode: 'US', profileId: '1111111111', measured: true, problem: null },
            expect.objectContaining({ countryCode: 'CA', measured: false }),
          ]),
        }),
      },
      expect.objectContaining({ region: 'eu', countries: ['FR', 'DE', 'UK'] }),
    ]);
  });

  it('asks for the account to be connected before Amazon Ads, and refuses another seller', async () => {
    const fresh = await createSeller(t);
    const early = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, {
      token: fresh.token,
      body: { region: 'na', access: 'ads' },
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toContain('Connect your Amazon seller account first');
    const publisher = await createUser(t, 'publisher');
    const refused = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, {
      token: publisher.token,
      body: { access: 'ads' },
    });
    expect(refused.status).toBe(403);
    const bad = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, {
      token: fresh.token,
      body: { region: 'jp' as never },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.validation);
  });

  it('signs in with the Amazon account at the sign-in of the region asked', async () => {
    const start = await callOf(t.app, marketplaceAuthCalls.startMarketplaceSignIn, {
      query: { region: 'eu' },
    });
    expect(start.body.data.url.startsWith(`${world.url}/eu/ap/oa?`)).toBe(true);
    world.issueLoginCode('lwa-signin', 'eu', user);
    const signedIn = await complete({ code: 'lwa-signin', state: start.body.data.state });
    expect(signedIn.body.data).toMatchObject({ outcome: 'signed-in', user: { id: seller.user.id } });
  });

  it('marks the region Amazon refuses (the seller revoked the app) and says so on the Account card', async () => {
    world.revokeSellerGrant('Atzr|sp-na');
    const refetch = await callOf(t.app, brandCalls.refetchProducts, { token: seller.token, body: {} });
    expect(refetch.status).toBe(200);
    await t.app.deps.jobs.idle();
    const status = await callOf(t.app, marketplaceAuthCalls.getMarketplaceConnection, {
      token: seller.token,
    });
    const [na, eu] = status.body.data.regions;
    expect(na?.sellingPartner).toMatchObject({
      status: 'revoked',
      problem: expect.stringContaining('invalid_grant'),
    });
    expect(eu?.sellingPartner?.status).toBe('active');
    // a new consent of the region makes it work again
    await connectAmazonRegion(t, world, seller, {
      region: 'na',
      sellingPartnerId: 'A2NASELLER01',
      refreshToken: 'Atzr|sp-na-2',
    });
    const renewed = await callOf(t.app, marketplaceAuthCalls.getMarketplaceConnection, {
      token: seller.token,
    });
    expect(renewed.body.data.regions[0]?.sellingPartner).toMatchObject({ status: 'active', problem: null });
  });

  it('refuses a taken Amazon account before asking for the seller consent', async () => {
    const other = await createSeller(t);
    const start = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, { token: other.token });
    world.issueLoginCode('lwa-taken', 'na', user);
    const { status, body } = await complete({ code: 'lwa-taken', state: start.body.data.state }, other.token);
    expect(status).toBe(409);
    expect(body.error).toBe('This Amazon account is already linked to another Affiliate Atlas account');
  });

  it('answers a reused code with 1001, and an Amazon outage with a clear 5000', async () => {
    const start = await callOf(t.app, marketplaceAuthCalls.startMarketplaceSignIn);
    const reused = await complete({ code: 'lwa-first', state: start.body.data.state });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toContain('expired or was already used');
    world.failWith(500);
    const down = await complete({ code: 'any', state: start.body.data.state });
    world.recover();
    expect(down.status).toBe(500);
    expect(down.body.error).toBe(
      'Amazon sign-in is not available right now; please try again in a few minutes',
    );
  });
});
