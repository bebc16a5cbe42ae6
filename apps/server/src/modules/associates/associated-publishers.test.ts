import { associatedPublisherCalls, associateReportCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsFixture, saveRate, seedAssociates, uploadReport } from '../../../test/support/associates';
import { callOf } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The seller's associated publishers: who earns associate commissions on its brands, the rates
// per brand and per publisher, saving them singly and in batch, and their history.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedAssociates>>;
let tagless: Awaited<ReturnType<typeof publisherIn>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedAssociates(t);
  tagless = await publisherIn(t, { reviewStatus: 'approved' });
  expect((await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'))).status).toBe(200);
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, token: string, query: Record<string, string> = {}) =>
  callOf(t.app, descriptor, { token, query });
const saveBatch = (token: string, items: object[]) =>
  callOf(t.app, associatedPublisherCalls.saveAssociateCommissions, { token, body: { items } });
const fieldsOf = (body: { data?: unknown }) =>
  (body.data as { fields?: { path: string }[] })?.fields?.map((f) => f.path);

describe('saving a rate', () => {
  it('records each change once; the same value again changes nothing', async () => {
    const first = await saveRate(t, c.sellerA.token, { brandId: c.brands.hiddenBrand.id, commissionBp: 250 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      changed: 1,
      unchanged: 0,
      items: [{ brandName: 'Hidden Works', publisherId: null, commissionBp: 250 }],
    });
    const again = await saveRate(t, c.sellerA.token, { brandId: c.brands.hiddenBrand.id, commissionBp: 250 });
    expect(again.body.data).toMatchObject({ changed: 0, unchanged: 1 });
    t.clock.advance(1000);
    await saveRate(t, c.sellerA.token, { brandId: c.brands.hiddenBrand.id, commissionBp: 300 });
    const detail = await get(associatedPublisherCalls.getAssociateCommissionDetail, c.sellerA.token, {
      brandId: c.brands.hiddenBrand.id,
    });
    expect(detail.body.data).toMatchObject({ commissionBp: 300, publisherId: null });
    expect(detail.body.data.history.map((h) => [h.oldCommissionBp, h.newCommissionBp, h.scope])).toEqual([
      [250, 300, 'brand'],
      [null, 250, 'brand'],
    ]);
  });

  it.each([
    [{ commissionBp: 50 }, 'commissionBp', 'between 1% and 50% in steps of 0.1%'],
    [{ commissionBp: 1005 }, 'commissionBp', 'in steps of 0.1%'],
    [{ commissionBp: 12.5 }, 'commissionBp', 'whole number'],
    [{ brandId: '' }, 'brandId', 'Choose a brand'],
  ])('%#: refuses %o with 400 on %s', async (change, field, words) => {
    const { status, body } = await saveRate(t, c.sellerA.token, {
      brandId: c.brands.kettleA.id,
      commissionBp: 600,
      ...change,
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual([field]);
    expect(body.error).toContain(words);
  });

  it("refuses a publisher without an associates tag, and another seller's brand (404)", async () => {
    const tagged = await saveRate(t, c.sellerA.token, {
      brandId: c.brands.kettleA.id,
      publisherId: tagless.user.id,
      commissionBp: 600,
    });
    expect(tagged.status).toBe(400);
    expect(fieldsOf(tagged.body)).toEqual(['publisherId']);
    const theirs = await saveRate(t, c.sellerA.token, { brandId: c.brands.trail.id, commissionBp: 600 });
    expect(theirs.status).toBe(404);
  });

  it('saves a batch all or nothing', async () => {
    const bad = await saveBatch(c.sellerB.token, [
      { brandId: c.brands.trail.id, commissionBp: 800 },
      { brandId: c.brands.kettleB.id, publisherId: c.approved.user.id, commissionBp: 99_999 },
    ]);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['items.1.commissionBp']);
    const twice = await saveBatch(c.sellerB.token, [
      { brandId: c.brands.trail.id, commissionBp: 800 },
      { brandId: c.brands.trail.id, commissionBp: 900 },
    ]);
    expect(fieldsOf(twice.body)).toEqual(['items.1.brandId']);
    const rates = await get(associatedPublisherCalls.listAssociateBrandRates, c.sellerB.token);
    expect(rates.body.data.items.find((b) => b.brandId === c.brands.trail.id)?.commissionBp).toBe(300);
    const good = await saveBatch(c.sellerB.token, [
      { brandId: c.brands.trail.id, commissionBp: 800 },
      { brandId: c.brands.trail.id, publisherId: c.approved.user.id, commissionBp: 1000 },
    ]);
    expect(good.status).toBe(200);
    expect(good.body.data.changed).toBe(2);
  });
});

describe('the lists', () => {
  it('lists associate publishers with lines of my products, their totals and own rates', async () => {
    const { body } = await get(associatedPublisherCalls.listAssociatedPublishers, c.sellerB.token);
    expect(body.data.items).toEqual([
      {
        publisherId: c.approved.user.id,
        name: 'Test publisher',
        associateTags: { US: 'ivyreviews-20', DE: 'ivyreviews-21' },
        associateLinks: 0,
        reportRows: 2,
        revenueMinor: 105999,
        commissionMinor: 7420,
        ownRates: 2,
      },
    ]);
    expect(
      (await get(associatedPublisherCalls.listAssociatedPublishers, c.sellerB.token, { search: 'nobody' }))
        .body.data.total,
    ).toBe(0);
    const other = await get(associatedPublisherCalls.listAssociatedPublishers, c.sellerA.token, {
      brandId: c.brands.trail.id,
    });
    expect(other.status).toBe(404);
  });

  it("lists a brand's publishers and a publisher's brands with the rate that applies", async () => {
    const byBrand = await get(associatedPublisherCalls.listAssociatedPublishersByBrand, c.sellerB.token, {
      brandId: c.brands.kettleB.id,
    });
    expect(byBrand.body.data.items.map((i) => [i.name, i.commissionBp, i.appliesAs])).toEqual([
      ['Test publisher', 700, 'publisher'],
    ]);
    const byPublisher = await get(associatedPublisherCalls.listAssociatedBrandsByPublisher, c.sellerB.token, {
      publisherId: c.approved.user.id,
    });
    expect(byPublisher.body.data.items.map((i) => [i.brandName, i.commissionBp, i.appliesAs])).toEqual([
      ['Copper Kettle', 700, 'publisher'],
      ['Trail Co', 1000, 'publisher'],
    ]);
    const missing = await get(associatedPublisherCalls.listAssociatedBrandsByPublisher, c.sellerB.token, {
      publisherId: tagless.user.id,
    });
    expect(missing.status).toBe(404);
    const none = await get(associatedPublisherCalls.listAssociatedPublishersByBrand, c.sellerB.token, {});
    expect(fieldsOf(none.body)).toEqual(['brandId']);
  });

  it("lists my rates, brand first, and one publisher's rate history", async () => {
    const list = await get(associatedPublisherCalls.listAssociateCommissions, c.sellerB.token, {
      brandId: c.brands.trail.id,
    });
    expect(list.body.data.items.map((r) => [r.publisherName, r.commissionBp])).toEqual([
      [null, 800],
      ['Test publisher', 1000],
    ]);
    const detail = await get(associatedPublisherCalls.getAssociateCommissionDetail, c.sellerB.token, {
      brandId: c.brands.trail.id,
      publisherId: c.approved.user.id,
    });
    expect(detail.body.data).toMatchObject({ publisherName: 'Test publisher', commissionBp: 1000 });
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({
        scope: 'publisher',
        oldCommissionBp: null,
        newCommissionBp: 1000,
        changedBy: 'Test seller',
      }),
    ]);
    expect(
      (
        await get(associatedPublisherCalls.getAssociateCommissionDetail, c.sellerA.token, {
          brandId: c.brands.trail.id,
        })
      ).status,
    ).toBe(404);
  });

  it('does not re-price lines already uploaded', async () => {
    const rows = await callOf(t.app, associateReportCalls.listAssociateRows, {
      token: c.approved.token,
      query: { asin: 'B0TENT0001' },
    });
    expect(rows.body.data.items[0]?.commissionBp).toBe(300);
  });
});
