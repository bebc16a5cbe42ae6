import { afterEach, describe, expect, it } from 'vitest';
import { createAdsClient, type TAdsClient } from './amazon-ads-client';
import { startFakeAds } from './amazon-ads-fake';
import { createAmazonAttribution, type TAdsGrant } from './amazon-attribution';
import { attributionTagIds, fillAttributionTag, type TAttributionTagIds } from './amazon-attribution-tag';
import type { TAttributionLink } from './types';

// The adapter against the Ads API stand-in, end to end as Amazon documents it: each seller
// retrieves its template, our links fill it, shoppers click, and Amazon reports the ad groups.

const clientId = 'amzn1.application-oa2-client.ads';
const sellers = {
  a: { id: 'usr_sellera000000000', refreshToken: 'Atzr|a', profileId: '1001', advertiserId: '5001' },
  b: { id: 'usr_sellerb000000000', refreshToken: 'Atzr|b', profileId: '1002', advertiserId: '5002' },
};
const ownerId = 'usr_publisher0000000';
const blogPublisher = '11';

const link = (linkId: string, code: string, sellerId: string | null): TAttributionLink => ({
  linkId,
  code,
  asin: null,
  countryCode: 'US',
  sellerId,
});
const first = link('lnk_1', 'Abc12345', sellers.a.id);
const second = link('lnk_2', 'Xyz98765', sellers.a.id);
const third = link('lnk_3', 'Qrs45678', sellers.b.id);
// its product is gone: nobody to ask
const orphan = link('lnk_4', 'Gone0000', null);
const links = [first, second, third, orphan];
const idsOf = (l: TAttributionLink) =>
  attributionTagIds({ countryCode: 'US', sellerId: l.sellerId ?? 'usr_none', ownerId, code: l.code });
const [one, two, three] = [idsOf(first), idsOf(second), idsOf(third)] as const;

/** A row as Amazon sends it for one of our ad groups: figures as strings. */
const row = (ids: TAttributionTagIds, asin: string, figures: Record<string, unknown> = {}) => ({
  date: '20260308',
  campaignId: ids.campaignId,
  adGroupId: ids.adGroupId,
  productAsin: asin,
  attributedDetailPageViewsClicks14d: '12',
  attributedAddToCartClicks14d: 3,
  attributedPurchases14d: '2',
  unitsSold14d: '3',
  attributedSales14d: '59.97',
  ...figures,
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup() {
  const started = await startFakeAds({
    region: 'na',
    clientId,
    clientSecrets: ['secret'],
    accounts: Object.values(sellers).map((s) => ({
      refreshToken: s.refreshToken,
      accountId: `A${s.profileId}`,
      name: s.id,
      profiles: [{ profileId: s.profileId, countryCode: 'US', advertiserId: s.advertiserId }],
    })),
  });
  closers.push(started.close);
  const clients = new Map<string, TAdsClient>(
    Object.values(sellers).map((s) => [
      s.id,
      createAdsClient({
        endpoint: started.endpoint,
        lwaTokenUrl: started.tokenUrl,
        clientId,
        clientSecret: 'secret',
        refreshToken: s.refreshToken,
        sleep: async () => {},
      }),
    ]),
  );
  const grants = new Map<string, TAdsGrant>(
    Object.values(sellers).map((s) => [
      s.id,
      { client: clients.get(s.id) as TAdsClient, profileId: s.profileId },
    ]),
  );
  /** The seller retrieves its template (which turns measurement on); the link's tag is clicked. */
  const clickThrough = async (l: TAttributionLink, clicks = 10) => {
    const seller = Object.values(sellers).find((s) => s.id === l.sellerId) ?? sellers.a;
    const template = await grants
      .get(seller.id)
      ?.client.nonMacroTemplateTag(seller.profileId, blogPublisher, seller.advertiserId);
    return started.fake.click(
      `https://www.amazon.com/dp/B0AAAAAAAA?${fillAttributionTag(template ?? '', idsOf(l))}`,
      clicks,
    );
  };
  const unauthorized: [string, string, string][] = [];
  const source = createAmazonAttribution({
    grantFor: async (sellerId) => grants.get(sellerId) ?? null,
    onUnauthorized: (sellerId, countryCode, message) => {
      unauthorized.push([sellerId, countryCode, message]);
    },
  });
  return { fake: started.fake, source, grants, clickThrough, unauthorized };
}

const reportCalls = (fake: { state: { requests: { path: string; headers: Record<string, unknown> }[] } }) =>
  fake.state.requests
    .filter((r) => r.path === '/attribution/report')
    .map((r) => r.headers['amazon-advertising-api-scope']);

describe('Amazon Attribution per seller', () => {
  it("reads each seller's report from its own profile and maps the rows back to our links by ad group", async () => {
    const { fake, source, clickThrough } = await setup();
    for (const l of [first, second, third]) {
      expect(await clickThrough(l)).toBe(true);
    }
    fake.setRows(sellers.a.profileId, [
      row(one, 'B0AAAAAAAA', { attributedSales14d: '191.95999999999998' }),
      row(two, 'B0BBBBBBBB', {
        brandHaloAttributedPurchases14d: '1',
        brandHaloUnitsSold14d: '1',
        brandHaloAttributedSales14d: '10.5',
      }),
    ]);
    fake.setRows(sellers.b.profileId, [
      row(three, 'B0CCCCCCCC', { unitsSold14d: 1, attributedSales14d: 19.99 }),
    ]);
    const order = { kind: 'order', detailPageViews: 12, addToCarts: 3 };
    expect(await source.report('US', '2026-03-08', links)).toEqual([
      { ...order, linkId: 'lnk_1', asin: 'B0AAAAAAAA', orders: 2, units: 3, salesMinor: 19196 },
      { ...order, linkId: 'lnk_2', asin: 'B0BBBBBBBB', orders: 3, units: 4, salesMinor: 5997 + 1050 },
      { ...order, linkId: 'lnk_3', asin: 'B0CCCCCCCC', orders: 2, units: 1, salesMinor: 1999 },
    ]);
    // one report per seller; a link whose product is gone asks nobody
    expect(reportCalls(fake)).toEqual([sellers.a.profileId, sellers.b.profileId]);
  });

  it("passes over other tools' rows, malformed ones too, before judging ours", async () => {
    const { fake, source, clickThrough } = await setup();
    await clickThrough(first);
    const ours = one;
    fake.setForeignRows(sellers.a.profileId, [
      'not an object',
      null,
      {
        date: '20260308',
        campaignId: 'Google Adwords 3',
        adGroupId: ours.adGroupId,
        productAsin: 'B0AAAAAAAA',
        attributedSales14d: '9',
      },
      {
        date: '20260308',
        campaignId: '16037445769',
        adGroupId: '131723824983',
        productAsin: '',
        attributedSales14d: '12,50',
      },
      { date: '20260308', adGroupId: 'Mood Boost', unitsSold14d: '-1' },
      {
        date: '20260308',
        campaignId: ours.campaignId,
        adGroupId: 'atlas-NotAsked1',
        productAsin: 'B0DDDDDDDD',
      },
    ]);
    fake.setRows(sellers.a.profileId, [row(ours, 'B0AAAAAAAA')]);
    const rows = await source.report('US', '2026-03-08', links);
    expect(rows).toEqual([expect.objectContaining({ linkId: 'lnk_1', salesMinor: 5997 })]);
  });

  it('refuses a malformed row of ours, naming its place and reason', async () => {
    const { fake, source, clickThrough } = await setup();
    await clickThrough(first);
    const ours = one;
    fake.setForeignRows(sellers.a.profileId, [{ campaignId: 'other' }]);
    fake.setRows(sellers.a.profileId, [
      row(ours, 'B0AAAAAAAA'),
      row(ours, 'B0AAAAAAAB', { attributedSales14d: '12,50' }),
    ]);
    await expect(source.report('US', '2026-03-08', links)).rejects.toMatchObject({
      reason: 'invalid_response',
      message: `Amazon Attribution report of ${sellers.a.id} in US, row 3 attributedSales14d is not a decimal amount ("12,50")`,
    });
    fake.setRows(sellers.a.profileId, [row(ours, 'B0AAAAAAAA', { unitsSold14d: '1.5' })]);
    await expect(source.report('US', '2026-03-08', links)).rejects.toThrow(
      /row 2 unitsSold14d is not a whole number/,
    );
  });

  it('measures nothing for a profile whose template was never retrieved, nor for an ad group under 10 clicks', async () => {
    const { fake, source, clickThrough } = await setup();
    // seller B's link is clicked with a tag filled from A's template shape, B never retrieved its own
    expect(
      fake.click(
        `maas=maas_adg_api_${sellers.b.advertiserId}_static_11_99&ref_=aa_maas&tag=maas&aa_campaignid=${three.campaignId}&aa_adgroupid=${three.adGroupId}&aa_creativeid=${three.creativeId}`,
        10,
      ),
    ).toBe(false);
    await clickThrough(first, 9);
    fake.setRows(sellers.a.profileId, [row(one, 'B0AAAAAAAA')]);
    fake.setRows(sellers.b.profileId, [row(three, 'B0CCCCCCCC')]);
    expect(await source.report('US', '2026-03-08', links)).toEqual([
      {
        kind: 'order',
        linkId: 'lnk_1',
        asin: 'B0AAAAAAAA',
        detailPageViews: 0,
        addToCarts: 0,
        orders: 0,
        units: 0,
        salesMinor: 0,
      },
    ]);
  });

  it("reports a seller whose grant Amazon refuses and goes on with the others' day", async () => {
    const { fake, source, clickThrough, unauthorized } = await setup();
    await clickThrough(third);
    fake.setRows(sellers.b.profileId, [row(three, 'B0CCCCCCCC')]);
    fake.revoke(sellers.a.refreshToken);
    const rows = await source.report('US', '2026-03-08', links);
    expect(rows.map((r) => r.linkId)).toEqual(['lnk_3']);
    expect(unauthorized).toEqual([[sellers.a.id, 'US', expect.stringContaining('invalid_grant')]]);
    expect(reportCalls(fake)).toEqual([sellers.b.profileId]);
  });

  it('fails the run while Amazon is unavailable, so it is tried again', async () => {
    const { fake, source } = await setup();
    fake.state.failNext = 10;
    await expect(source.report('US', '2026-03-08', links)).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('asks nothing of a seller without Ads access in the marketplace', async () => {
    const { fake, grants } = await setup();
    const source = createAmazonAttribution({
      grantFor: async (sellerId, countryCode) =>
        sellerId === sellers.b.id && countryCode === 'US' ? (grants.get(sellerId) ?? null) : null,
    });
    expect(await source.report('US', '2026-03-08', links)).toEqual([]);
    expect(reportCalls(fake)).toEqual([sellers.b.profileId]);
  });
});
