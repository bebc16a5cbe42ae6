import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAmazon } from './amazon-fake';
import { fakeLwaClient, type TRunningFake } from './amazon-fake-grant';

// The stand-in is only worth its tests if it refuses what Amazon refuses: these hold it to
// Amazon's published models, so the adapter's tests cannot pass where Amazon would fail.
const us = 'ATVPDKIKX0DER';
const uk = 'A1F83G8C2ARO7P';
const sellerPath = '/listings/2021-08-01/items/A2SELLER';

let fake: TRunningFake;
let token: string;
beforeAll(async () => {
  fake = await startFakeAmazon({
    ...fakeLwaClient,
    region: 'na',
    sellerId: 'A2SELLER',
    catalog: [{ asin: 'B0KETTLE02', itemName: 'Kettle', brand: 'Copper Kettle' }],
    listings: Array.from({ length: 1200 }, (_, i) => ({
      sku: `SKU-${i}`,
      asin: `B0L${String(i).padStart(7, '0')}`,
      marketplaceId: us,
      itemName: `Item ${i}`,
      price: '9.99',
    })),
  });
  const form = new URLSearchParams({
    grant_type: 'refresh_token',
    ...{
      refresh_token: fakeLwaClient.refreshToken,
      client_id: fakeLwaClient.clientId,
      client_secret: fakeLwaClient.clientSecret,
    },
  });
  const answer = await fetch(fake.tokenUrl, { method: 'POST', body: form });
  token = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(() => fake.close());

/** The few fields of Amazon's answers these tests read. */
type TAnswer = {
  errors: { code: string; message: string }[];
  payload: { marketplace: { countryCode: string }; participation: { isParticipating: boolean } }[];
  items: { summaries?: unknown; images?: unknown }[];
  numberOfResults: number;
  pagination: { nextToken?: string };
  reportId: string;
  processingStatus: string;
};

async function call(
  path: string,
  query: Record<string, string> = {},
  init: RequestInit & { token?: string | null } = {},
) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token !== null) {
    headers['x-amz-access-token'] = init.token ?? token;
  }
  const response = await fetch(`${fake.endpoint}${path}?${new URLSearchParams(query)}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as TAnswer };
}

describe('the Selling Partner API stand-in', () => {
  it('refuses a call without a valid access token, in Amazon’s error body', async () => {
    for (const given of [null, 'Atza|forged']) {
      const { status, body } = await call('/sellers/v1/marketplaceParticipations', {}, { token: given });
      expect(status).toBe(403);
      expect(body.errors[0]).toMatchObject({
        code: 'Unauthorized',
        message: 'Access to requested resource is denied.',
      });
    }
  });

  it('lists the participations of its own region only', async () => {
    const { body } = await call('/sellers/v1/marketplaceParticipations');
    expect(body.payload.map((p) => [p.marketplace.countryCode, p.participation.isParticipating])).toEqual([
      ['US', true],
      ['CA', false],
      ['MX', false],
    ]);
  });

  it('answers another region’s marketplace with InvalidInput', async () => {
    const { status, body } = await call(sellerPath, { marketplaceIds: uk });
    expect(status).toBe(400);
    expect(body.errors[0]?.code).toBe('InvalidInput');
  });

  it('holds searchListingsItems to its limits: pageSize ≤ 20, marketplaceIds required, tokens of its own query', async () => {
    expect((await call(sellerPath, { marketplaceIds: us, pageSize: '21' })).status).toBe(400);
    expect((await call(sellerPath, {})).status).toBe(400);
    expect((await call(sellerPath, { marketplaceIds: us, includedData: 'everything' })).status).toBe(400);
    const { body } = await call(sellerPath, { marketplaceIds: us });
    expect(body.items).toHaveLength(10);
    const forged = Buffer.from(JSON.stringify({ marketplaceId: 'A2EUQ1WTGCTBG2', offset: 10 })).toString(
      'base64url',
    );
    expect((await call(sellerPath, { marketplaceIds: us, pageToken: forged })).status).toBe(400);
  });

  it('pages through the first 1,000 SKUs only, while numberOfResults counts them all', async () => {
    let pageToken: string | undefined;
    let seen = 0;
    let numberOfResults = 0;
    do {
      const { body } = await call(sellerPath, {
        marketplaceIds: us,
        pageSize: '20',
        ...(pageToken ? { pageToken } : {}),
      });
      seen += body.items.length;
      numberOfResults = body.numberOfResults;
      pageToken = body.pagination.nextToken;
    } while (pageToken);
    expect([seen, numberOfResults]).toEqual([1000, 1200]);
  });

  it('holds searchCatalogItems to 20 identifiers with their type, one marketplace, pageSize ≤ 20', async () => {
    const twentyOne = Array.from({ length: 21 }, (_, i) => `B0X${i}`).join(',');
    const path = '/catalog/2022-04-01/items';
    expect(
      (await call(path, { identifiers: twentyOne, identifiersType: 'ASIN', marketplaceIds: us })).status,
    ).toBe(400);
    expect((await call(path, { identifiers: 'B0KETTLE02', marketplaceIds: us })).status).toBe(400);
    expect(
      (
        await call(path, {
          identifiers: 'B0KETTLE02',
          identifiersType: 'ASIN',
          marketplaceIds: `${us},A2EUQ1WTGCTBG2`,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(path, {
          identifiers: 'B0KETTLE02',
          identifiersType: 'ASIN',
          marketplaceIds: us,
          pageSize: '50',
        })
      ).status,
    ).toBe(400);
    const { body } = await call(path, {
      identifiers: 'B0KETTLE02',
      identifiersType: 'ASIN',
      marketplaceIds: us,
    });
    expect(body.items[0]?.summaries).toBeDefined();
    expect(body.items[0]?.images).toBeUndefined();
  });

  it('creates a report only from a JSON body of a known type, answering 202', async () => {
    const path = '/reports/2021-06-30/reports';
    const spec = { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [us] };
    expect((await call(path, {}, { method: 'POST', body: JSON.stringify(spec) })).status).toBe(415);
    const json = { 'content-type': 'application/json' };
    const unknown = { ...spec, reportType: 'GET_EVERYTHING' };
    expect(
      (await call(path, {}, { method: 'POST', headers: json, body: JSON.stringify(unknown) })).status,
    ).toBe(400);
    const created = await call(path, {}, { method: 'POST', headers: json, body: JSON.stringify(spec) });
    expect(created.status).toBe(202);
    const polls = [];
    for (let i = 0; i < 3; i++) {
      polls.push((await call(`${path}/${created.body.reportId}`)).body.processingStatus);
    }
    expect(polls).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'DONE']);
  });

  it('answers 429 when throttled and 403 to a valid token for an operation whose role it withholds', async () => {
    fake.state.throttleNext = 1;
    expect((await call('/sellers/v1/marketplaceParticipations')).body.errors[0]?.code).toBe('QuotaExceeded');
    fake.state.withheld.add('getMarketplaceParticipations');
    const refused = await call('/sellers/v1/marketplaceParticipations');
    fake.state.withheld.clear();
    expect(refused.status).toBe(403);
    expect((await call('/sellers/v1/marketplaceParticipations')).status).toBe(200);
  });
});
