import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAds } from './amazon-ads-fake';

// The stand-in itself, held to the documents its callers' tests rely on.

const clientId = 'amzn1.application-oa2-client.ads';
const accounts = [
  {
    refreshToken: 'Atzr|a',
    accountId: 'A1',
    name: 'A',
    profiles: [{ profileId: '11', countryCode: 'US', advertiserId: '71' }],
  },
  {
    refreshToken: 'Atzr|b',
    accountId: 'B1',
    name: 'B',
    profiles: [{ profileId: '12', countryCode: 'CA', advertiserId: '72' }],
  },
];

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup() {
  const started = await startFakeAds({
    region: 'na',
    clientId,
    clientSecrets: ['s'],
    accounts,
    today: () => '2026-06-01',
  });
  closers.push(started.close);
  const tokenOf = async (refreshToken: string) => {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
      client_secret: 's',
    });
    const answer = (await (await fetch(started.tokenUrl, { method: 'POST', body: form })).json()) as {
      access_token: string;
    };
    return answer.access_token;
  };
  const tokens = { a: await tokenOf('Atzr|a'), b: await tokenOf('Atzr|b') };
  const call = async (
    path: string,
    init: { token?: string; scope?: string; body?: unknown; clientId?: string } = {},
  ) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${init.token ?? tokens.a}` };
    if (init.clientId !== '') {
      headers['Amazon-Advertising-API-ClientId'] = init.clientId ?? clientId;
    }
    if (init.scope) {
      headers['Amazon-Advertising-API-Scope'] = init.scope;
    }
    const response = await fetch(`${started.endpoint}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const retrieveTag = async (scope: string, advertiserId: string, token = tokens.a) => {
    const { body } = await call(
      `/attribution/tags/nonMacroTemplateTag?publisherIds=11&advertiserIds=${advertiserId}`,
      { scope, token },
    );
    return (
      (body.advertiserAttributionTagMap as Record<string, Record<string, string>>)[advertiserId]?.['11'] ?? ''
    );
  };
  return { ...started, call, tokens, retrieveTag };
}

const products = { reportType: 'PRODUCTS', startDate: '20260520', endDate: '20260520' };

describe('the Amazon Ads stand-in', () => {
  it('wants the client id, a live token and a scope of the caller', async () => {
    const { call, tokens } = await setup();
    expect((await call('/attribution/publishers', { scope: '11', clientId: '' })).status).toBe(400);
    expect((await call('/attribution/publishers', { scope: '11', token: 'Atza|forged' })).body).toEqual({
      code: 'UNAUTHORIZED',
      details: 'HTTP 401 Unauthorized',
    });
    expect((await call('/attribution/publishers')).status).toBe(400);
    expect((await call('/attribution/publishers', { scope: '12' })).status).toBe(401);
    expect((await call('/attribution/publishers', { scope: '12', token: tokens.b })).status).toBe(200);
  });

  it('holds a PRODUCTS report to its documented body', async () => {
    const { call } = await setup();
    const refused = async (body: Record<string, unknown>) =>
      (await call('/attribution/report', { scope: '11', body })).body.details;
    expect(await refused({ ...products, startDate: '2026-05-20' })).toMatch(/YYYYMMDD/);
    expect(await refused({ ...products, startDate: '20260521' })).toMatch(/startDate first/);
    expect(await refused({ ...products, endDate: '20260231' })).toMatch(/YYYYMMDD/);
    expect(await refused({ ...products, groupBy: 'ADGROUP' })).toMatch(/groupBy/);
    expect(await refused({ startDate: '20260520', endDate: '20260520' })).toMatch(/PRODUCTS only/);
    expect(await refused({ ...products, startDate: '20260301' })).toMatch(/90 days/);
    expect(await refused({ ...products, count: 5001 })).toMatch(/count/);
    expect(await refused({ ...products, cursorId: 'made-up' })).toMatch(/cursorId/);
    expect((await call('/attribution/report', { scope: '11', body: products })).body).toEqual({
      reports: [],
      size: 0,
    });
  });

  it('measures a clicked tag only after its template was retrieved, and masks an ad group under 10 clicks', async () => {
    const { fake, call, retrieveTag } = await setup();
    const filled = (template: string) =>
      template
        .replace(/aa_campaignid=[^&]*/, 'aa_campaignid=c1')
        .replace(/aa_adgroupid=[^&]*/, 'aa_adgroupid=g1')
        .replace(/aa_creativeid=[^&]*/, 'aa_creativeid=k1');
    const guessed = filled(
      '?maas=maas_adg_api_71_static_11_99&ref_=aa_maas&tag=maas&aa_campaignid=x&aa_adgroupid=x&aa_creativeid=x',
    );
    expect(fake.click(guessed)).toBe(false);
    const tag = filled(await retrieveTag('11', '71'));
    expect(fake.click(`https://www.amazon.com/dp/B0AAAAAAAA${tag}`, 9)).toBe(true);
    fake.setRows('11', [
      { date: '20260520', campaignId: 'c1', adGroupId: 'g1', productAsin: 'B0AAAAAAAA', unitsSold14d: 2 },
    ]);
    const report = async () =>
      (
        (await call('/attribution/report', { scope: '11', body: products })).body.reports as Record<
          string,
          unknown
        >[]
      )[0];
    expect(await report()).toMatchObject({ unitsSold14d: '0', marketplace: 'AMAZON.COM' });
    fake.click(tag);
    expect(await report()).toMatchObject({ unitsSold14d: '2', campaignId: 'c1', adGroupId: 'g1' });
  });

  it('does not measure values Amazon forbids, nor a campaign id another advertiser uses', async () => {
    const { fake, retrieveTag, tokens } = await setup();
    const a = await retrieveTag('11', '71');
    const b = await retrieveTag('12', '72', tokens.b);
    const fill = (template: string, campaign: string) =>
      template
        .replace('{insertCampaignId}', campaign)
        .replace('{insertAdGroupId}', 'g')
        .replace('{insertCreativeId}', 'k');
    expect(fake.click(fill(a, 'c%2F1'))).toBe(false);
    expect(fake.click(fill(a, 'c'.repeat(256)))).toBe(false);
    expect(fake.click(fill(a, 'shared'))).toBe(true);
    expect(fake.click(fill(b, 'shared'))).toBe(false);
  });
});
