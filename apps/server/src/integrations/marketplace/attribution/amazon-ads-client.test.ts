import { afterEach, describe, expect, it } from 'vitest';
import { createAdsClient } from './amazon-ads-client';
import { startFakeAds, type TFakeAdsOptions } from './amazon-ads-fake';

const clientId = 'amzn1.application-oa2-client.ads';
// 2^53 + 1: a float would read it as another profile
const usProfile = '9007199254740993';
const account = {
  refreshToken: 'Atzr|seller-a',
  accountId: 'A2SELLERA',
  name: 'Seller A',
  profiles: [
    { profileId: usProfile, countryCode: 'US', advertiserId: '1964981050701', advertiserName: 'Brand A' },
    { profileId: '3001', countryCode: 'CA', advertiserId: '1964981050702', attribution: false },
    { profileId: '3002', countryCode: 'UK', advertiserId: '1964981050703' },
  ],
};

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup(
  options: Partial<TFakeAdsOptions> = {},
  secrets = { clientSecret: 'secret-new' } as {
    clientSecret: string;
    previousClientSecret?: string;
  },
) {
  const started = await startFakeAds({
    region: 'na',
    clientId,
    clientSecrets: ['secret-new'],
    accounts: [account],
    ...options,
  });
  closers.push(started.close);
  const sleeps: number[] = [];
  const client = createAdsClient({
    endpoint: started.endpoint,
    lwaTokenUrl: started.tokenUrl,
    clientId,
    refreshToken: account.refreshToken,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...secrets,
  });
  return { ...started, client, sleeps };
}

const foreignRow = (n: number) => ({
  date: '20260308',
  campaignId: 'Google Adwords 3',
  adGroupId: `Mood ${n}`,
  productAsin: 'B071L8D4DQ',
});

describe('createAdsClient', () => {
  it("lists the region's profiles of the grant, a 64-bit id kept exact", async () => {
    const { client, fake } = await setup();
    expect(await client.profiles()).toEqual([
      {
        id: usProfile,
        countryCode: 'US',
        currencyCode: 'USD',
        timezone: 'America/Los_Angeles',
        accountInfo: {
          marketplaceStringId: 'ATVPDKIKX0DER',
          id: 'A2SELLERA',
          type: 'seller',
          name: 'Seller A',
        },
      },
      expect.objectContaining({ id: '3001', countryCode: 'CA' }),
    ]);
    const [call] = fake.state.requests;
    expect(call?.headers['amazon-advertising-api-clientid']).toBe(clientId);
    expect(call?.headers.authorization).toMatch(/^Bearer Atza\|ads-na-/);
    expect(call?.headers['amazon-advertising-api-scope']).toBeUndefined();
  });

  it("gets the advertiser, the publishers and the advertiser's non-macro template, scoped to the profile", async () => {
    const { client, fake } = await setup();
    expect(await client.advertisers(usProfile)).toEqual([{ id: '1964981050701', name: 'Brand A' }]);
    expect(await client.publishers(usProfile)).toContainEqual({
      id: '11',
      name: 'Blogpost - Other',
      macroEnabled: false,
    });
    const template = await client.nonMacroTemplateTag(usProfile, '11', '1964981050701');
    expect(template).toMatch(
      /^\?maas=maas_adg_api_1964981050701_static_11_\d+&ref_=aa_maas&tag=maas&aa_campaignid=\{/,
    );
    const tagCall = fake.state.requests.at(-1);
    expect(tagCall?.headers['amazon-advertising-api-scope']).toBe(usProfile);
    expect(Object.fromEntries(tagCall?.query ?? [])).toEqual({
      publisherIds: '11',
      advertiserIds: '1964981050701',
    });
    expect(fake.state.tagRetrieved.has(usProfile)).toBe(true);
  });

  it('pages through a PRODUCTS report, handing Amazon its cursor back as it gave it', async () => {
    const { client, fake } = await setup({ pageSize: 2 });
    const rows = [1, 2, 3, 4, 5].map(foreignRow);
    fake.setForeignRows(usProfile, [...rows, { ...foreignRow(6), date: '20260309' }]);
    expect(await client.productsReport(usProfile, '2026-03-08', '2026-03-08', ['unitsSold14d'])).toEqual(
      rows,
    );
    const calls = fake.state.requests.filter((r) => r.path === '/attribution/report');
    expect(calls.map((c) => c.body)).toEqual([
      {
        reportType: 'PRODUCTS',
        startDate: '20260308',
        endDate: '20260308',
        count: 5000,
        cursorId: '',
        metrics: 'unitsSold14d',
      },
      expect.objectContaining({ cursorId: '{"values":[2],"page":2,"version":"V2"}' }),
      expect.objectContaining({ cursorId: '{"values":[4],"page":3,"version":"V2"}' }),
    ]);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('waits out a 429 as Retry-After says and a 503 with a growing pause', async () => {
    const { client, fake, sleeps } = await setup();
    fake.setForeignRows(usProfile, [foreignRow(1)]);
    fake.state.throttleNext = 1;
    fake.state.failNext = 1;
    expect(await client.productsReport(usProfile, '2026-03-08', '2026-03-08')).toHaveLength(1);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up after five tries, saying what Amazon said', async () => {
    const { client, fake, sleeps } = await setup();
    fake.state.failNext = 10;
    await expect(client.productsReport(usProfile, '2026-03-08', '2026-03-08')).rejects.toMatchObject({
      reason: 'unavailable',
      message:
        'Amazon Ads POST /attribution/report failed: HTTP 503 SERVICE_UNAVAILABLE: Service temporarily unavailable',
    });
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
  });

  it('reads the details of an Ads error first and does not retry a refused request', async () => {
    const { client, fake } = await setup();
    await expect(client.nonMacroTemplateTag(usProfile, '1', '1964981050701')).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringMatching(/HTTP 400: Invalid request, publisher not supported$/),
    });
    expect(fake.state.requests).toHaveLength(1);
  });

  it('renews an access token Amazon stopped accepting, once', async () => {
    const { client, fake } = await setup();
    await client.publishers(usProfile);
    fake.expireTokens();
    await client.publishers(usProfile);
    expect(fake.state.issued.size).toBe(1);
    expect(fake.state.requests).toHaveLength(3);
  });

  it('says the grant no longer works when Amazon refuses the refresh token', async () => {
    const { client, fake } = await setup();
    fake.revoke(account.refreshToken);
    await expect(client.profiles()).rejects.toMatchObject({
      reason: 'unauthorized',
      message: expect.stringContaining('invalid_grant'),
    });
  });

  it("refuses another region's profile, and a profile Amazon Attribution does not serve, as the grant's limits", async () => {
    const { client } = await setup();
    await expect(client.publishers('3002')).rejects.toMatchObject({
      reason: 'unauthorized',
      message: expect.stringContaining('Not authorized to access scope 3002'),
    });
    await expect(client.advertisers('3001')).rejects.toMatchObject({
      reason: 'unauthorized',
      message: expect.stringContaining('not eligible for Amazon Attribution'),
    });
  });

  it('renews with the previous secret while Amazon does not take the rotated one', async () => {
    const { client } = await setup(
      { clientSecrets: ['secret-old'] },
      { clientSecret: 'secret-new', previousClientSecret: 'secret-old' },
    );
    expect(await client.profiles()).toHaveLength(2);
  });
});
