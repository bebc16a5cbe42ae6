import { associateReportCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earningsFixture,
  saveRate,
  seedAssociates,
  setTags,
  uploadReport,
} from '../../../test/support/associates';
import { callOf } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { download } from '../../../test/support/download';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The publisher's associate brands: totals of its matched lines, the rate applying to it with
// its history, and the products it can earn an associate commission on.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedAssociates>>;
let other: Awaited<ReturnType<typeof publisherIn>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedAssociates(t);
  other = await publisherIn(t, { reviewStatus: 'approved' });
  await setTags(t, other.token, { US: 'otherstore-20' });
  expect((await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'))).status).toBe(200);
});
afterAll(() => t.close());

const brands = (token: string, query: Record<string, string> = {}) =>
  callOf(t.app, associateReportCalls.listAssociateBrands, { token, query });
const detail = (token: string, brandId: string) =>
  callOf(t.app, associateReportCalls.getAssociateBrandCommission, { token, query: { brandId } });

describe('associate brands', () => {
  it('sums my matched lines per brand, the highest commission first, with the rate applying to me', async () => {
    const { body } = await brands(c.approved.token);
    expect(
      body.data.items.map((b) => [b.brandName, b.rows, b.revenueMinor, b.commissionMinor, b.commissionBp]),
    ).toEqual([
      ['Copper Kettle', 1, 105999, 7420, 700],
      ['Copper Kettle', 2, 9997, 500, 500],
      ['Trail Co', 1, 0, 0, 300],
    ]);
    expect(body.data.items[0]).toMatchObject({ countryCode: 'US', currency: 'USD', itemsShipped: 1 });
    expect((await brands(c.approved.token, { search: 'trail' })).body.data.total).toBe(1);
    expect((await brands(c.approved.token, { countryCode: 'DE' })).body.data.total).toBe(0);
    expect((await brands(other.token)).body.data.total).toBe(0);
  });

  it("tells the rate as it applies to me with its history, never another publisher's own", async () => {
    t.clock.advance(1000);
    await saveRate(t, c.sellerB.token, {
      brandId: c.brands.kettleB.id,
      publisherId: c.approved.user.id,
      commissionBp: 750,
    });
    const mine = await detail(c.approved.token, c.brands.kettleB.id);
    expect(mine.body.data).toMatchObject({
      brandName: 'Copper Kettle',
      commissionBp: 750,
      appliesAs: 'publisher',
    });
    expect(mine.body.data.history.map((h) => [h.scope, h.oldCommissionBp, h.newCommissionBp])).toEqual([
      ['publisher', 700, 750],
      ['publisher', null, 700],
      ['brand', null, 400],
    ]);
    const theirs = await detail(other.token, c.brands.kettleB.id);
    expect(theirs.body.data).toMatchObject({ commissionBp: 400, appliesAs: 'brand' });
    expect(theirs.body.data.history.map((h) => h.scope)).toEqual(['brand']);
    const none = await detail(other.token, c.brands.hiddenBrand.id);
    expect(none.body.data).toMatchObject({ commissionBp: null, appliesAs: null, history: [] });
    expect((await detail(other.token, 'bra_nope')).status).toBe(404);
    const missing = await callOf(t.app, associateReportCalls.getAssociateBrandCommission, {
      token: other.token,
    });
    expect(missing.status).toBe(400);
  });
});

describe('the associate products export', () => {
  it('lists the products of brands with a rate for me in the marketplace, formula-safe', async () => {
    const { status, lines } = await download(t.app, {
      path: 'publisher/product/associate/export',
      token: c.approved.token,
      query: { countryCode: 'US' },
    });
    expect(status).toBe(200);
    expect(lines[0]).toBe('Brand,ASIN,Title,Marketplace,Associate commission (%)');
    expect(lines).toContain(`Copper Kettle,B0OVEN0001,"Dutch Oven, 5 qt",US,7.5`);
    expect(lines).toContain(`Copper Kettle,B0SKILLET1,"Cast Iron Skillet, 10 inch",US,5`);
    expect(lines.find((l) => l.includes('B0PRESS001'))).toContain(`'=HYPERLINK`);
    expect(lines.find((l) => l.includes('B0TENT0001'))).toContain(',3');
    const theirs = await download(t.app, {
      path: 'publisher/product/associate/export',
      token: other.token,
      query: { countryCode: 'US' },
    });
    expect(theirs.lines.find((l) => l.includes('B0OVEN0001'))).toContain(',4');
    const de = await download(t.app, {
      path: 'publisher/product/associate/export',
      token: c.approved.token,
      query: { countryCode: 'DE' },
    });
    expect(de.lines.slice(1).map((l) => l.split(',')[1])).toEqual(['B0SKILLET1']);
  });
});
