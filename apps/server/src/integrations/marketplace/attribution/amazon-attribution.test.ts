import { afterEach, describe, expect, it } from 'vitest';
import { createAmazonAttribution } from './amazon-attribution';
import { startFakeAttribution } from './amazon-attribution-fake';
import type { TAttributionLink } from './types';

const credentials = {
  clientId: 'amzn1.application-oa2-client.ads',
  clientSecret: 'ads-secret',
  refreshToken: 'Atzr|ads',
};
const links: TAttributionLink[] = [
  { linkId: 'lnk_1', code: 'Abc12345', asin: 'B0AAAAAAAA', countryCode: 'US' },
  { linkId: 'lnk_2', code: 'Xyz98765', asin: null, countryCode: 'US' },
];

const row = (campaignId: string, asin: string, overrides: Record<string, unknown> = {}) => ({
  date: '20260308',
  campaignId,
  adGroupId: `${campaignId}-ag`,
  publisher: 'Affiliate Atlas',
  productAsin: asin,
  productConversionType: 'Promoted',
  attributedDetailPageViewsClicks14d: '12',
  attributedAddToCartClicks14d: 3,
  attributedPurchases14d: '2',
  unitsSold14d: '3',
  attributedSales14d: '59.97',
  ...overrides,
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup(rows: Record<string, unknown>[], pageSize = 2) {
  const fake = await startFakeAttribution({ ...credentials, reports: { '111': rows }, pageSize });
  closers.push(fake.close);
  const sleeps: number[] = [];
  const source = createAmazonAttribution({
    ...credentials,
    endpoint: fake.endpoint,
    lwaTokenUrl: fake.tokenUrl,
    profiles: { US: '111' },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { fake, source, sleeps };
}

describe('Amazon Attribution adapter', () => {
  it('pages through the day report by cursorId and maps rows to our links by aa_{code}', async () => {
    const { fake, source } = await setup([
      row('aa_Abc12345', 'B0AAAAAAAA'),
      row('aa_Xyz98765', 'B0BBBBBBBB', {
        brandHaloAttributedPurchases14d: '1',
        brandHaloUnitsSold14d: '1',
        brandHaloAttributedSales14d: '10.5',
      }),
      row('someone-elses-campaign', 'B0CCCCCCCC'),
      row('aa_Abc12345', 'B0AAAAAAAA', { date: '20260307' }),
    ]);
    const rows = await source.report('US', '2026-03-08', links);
    expect(rows).toEqual([
      {
        kind: 'order',
        linkId: 'lnk_1',
        asin: 'B0AAAAAAAA',
        detailPageViews: 12,
        addToCarts: 3,
        orders: 2,
        units: 3,
        salesMinor: 5997,
      },
      {
        kind: 'order',
        linkId: 'lnk_2',
        asin: 'B0BBBBBBBB',
        detailPageViews: 12,
        addToCarts: 3,
        orders: 3,
        units: 4,
        salesMinor: 5997 + 1050,
      },
    ]);
    expect(fake.state.requests).toHaveLength(2);
    const [first, second] = fake.state.requests;
    expect(first?.headers['amazon-advertising-api-scope']).toBe('111');
    expect(first?.headers.authorization).toMatch(/^Bearer Atza\|ads-/);
    expect(first?.body).toMatchObject({
      reportType: 'PRODUCTS',
      startDate: '20260308',
      endDate: '20260308',
      cursorId: '',
    });
    expect(second?.body.cursorId).toBe('2');
  });

  it('waits out a 429 (Retry-After) and a 503, then goes on', async () => {
    const { fake, source, sleeps } = await setup([row('aa_Abc12345', 'B0AAAAAAAA')]);
    fake.state.throttleNext = 1;
    fake.state.failNext = 1;
    const rows = await source.report('US', '2026-03-08', links);
    expect(rows).toHaveLength(1);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up on a marketplace that keeps failing', async () => {
    const { fake, source } = await setup([row('aa_Abc12345', 'B0AAAAAAAA')]);
    fake.state.failNext = 10;
    await expect(source.report('US', '2026-03-08', links)).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringContaining('Service unavailable'),
    });
  });

  it('renews an access token Amazon stopped accepting', async () => {
    const { fake, source } = await setup([row('aa_Abc12345', 'B0AAAAAAAA')]);
    await source.report('US', '2026-03-08', links);
    fake.expireTokens();
    expect(await source.report('US', '2026-03-08', links)).toHaveLength(1);
  });

  it('refuses a malformed row with its place and reason', async () => {
    const { source } = await setup([
      row('aa_Abc12345', 'B0AAAAAAAA'),
      row('aa_Abc12345', 'B0AAAAAAAA'),
      row('aa_Abc12345', 'B0AAAAAAAA', { attributedSales14d: '12,50' }),
    ]);
    await expect(source.report('US', '2026-03-08', links)).rejects.toMatchObject({
      reason: 'invalid_response',
      message: 'Amazon Attribution page 2, row 1 attributedSales14d is not an amount ("12,50")',
    });
  });

  it('refuses rows without an ASIN or with a negative count', async () => {
    const noAsin = await setup([row('aa_Abc12345', '')]);
    await expect(noAsin.source.report('US', '2026-03-08', links)).rejects.toThrow(/productAsin/);
    const negative = await setup([row('aa_Abc12345', 'B0AAAAAAAA', { unitsSold14d: '-1' })]);
    await expect(negative.source.report('US', '2026-03-08', links)).rejects.toThrow(
      /unitsSold14d is not a whole number/,
    );
  });

  it('says which marketplace has no profile', async () => {
    const { source } = await setup([]);
    await expect(source.report('UK', '2026-03-08', links)).rejects.toMatchObject({
      reason: 'not_configured',
    });
  });
});
