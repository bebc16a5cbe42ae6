import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmedCampaign,
  publisherBillingsOf,
  sellerBillingsOf,
  sellerLink,
} from '../../../test/support/billing-close';
import { createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { billingCloses, sellerBillings } from '../../db/schema';
import { closeBillingMonth } from './billing-close.service';

// The month close against hand-computed sums: several sellers, publishers and ASINs, a return,
// two marketplaces, the month's edges in the zone; then the restatement carried into the next
// month, exactly once under repeats, concurrency and a crash, invoice numbers unique.

let t: TTestApp;
let s1: string;
let s2: string;
let p1: string;
let p2: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-26T12:00:00Z');
  s1 = (await createSeller(t)).user.id;
  s2 = (await createSeller(t)).user.id;
  p1 = (await createUser(t, 'publisher')).user.id;
  p2 = (await createUser(t, 'publisher')).user.id;
});
afterAll(() => t.close());

const close = (countryCode: string, month: string, options = {}) =>
  closeBillingMonth(t.app.deps, countryCode, month, 'test', options);
const money = (b: {
  orders: number;
  units: number;
  salesMinor: number;
  commissionMinor: number;
  platformFeeMinor: number;
  totalMinor: number;
}) => [b.orders, b.units, b.salesMinor, b.commissionMinor, b.platformFeeMinor, b.totalMinor];
type TItem = Parameters<typeof money>[0] & { publisherId: string; asin: string; month: string };
/** Items as [month, ASIN, publisher, figures…], sorted. */
const lines = (items: TItem[] | undefined) =>
  (items ?? [])
    .map((i) => [i.month, i.asin, i.publisherId === p1 ? 'p1' : 'p2', ...money(i)])
    .sort((a, b) => a.slice(0, 3).join().localeCompare(b.slice(0, 3).join()));

describe('closing September 2026', () => {
  let a2: Awaited<ReturnType<typeof sellerLink>>;
  let p2a1: Awaited<ReturnType<typeof sellerLink>>;
  let s2link: Awaited<ReturnType<typeof sellerLink>>;

  beforeAll(async () => {
    const a1 = await sellerLink(t, p1, s1, { asin: 'B0000000A1' });
    await a1.days([
      { day: '2026-08-31', orders: 9, units: 9, sales: 90000, commission: 9000, fee: 2700 },
      { day: '2026-09-01', orders: 2, units: 2, sales: 5000, commission: 500, fee: 150 },
      { day: '2026-09-30', orders: 1, units: 1, sales: 1999, commission: 200, fee: 60 },
      { day: '2026-10-01', orders: 7, units: 7, sales: 70000, commission: 7000, fee: 2100 },
    ]);
    a2 = await sellerLink(t, p1, s1, { asin: 'B0000000A2' });
    // a return on the 10th, orders on the 11th
    await a2.days([
      { day: '2026-09-10', units: -1, sales: -1999, commission: -200, fee: -60 },
      { day: '2026-09-11', orders: 3, units: 3, sales: 3000, commission: 300, fee: 90 },
    ]);
    p2a1 = await sellerLink(t, p2, s1, { asin: 'B0000000A1' });
    await p2a1.days([{ day: '2026-09-30', orders: 1, units: 1, sales: 1000, commission: 100, fee: 30 }]);
    const de = await sellerLink(t, p1, s1, { asin: 'B0000000A1', countryCode: 'DE' });
    await de.days([{ day: '2026-09-15', orders: 1, units: 1, sales: 7000, commission: 700, fee: 210 }]);
    // s2's month is a net return: no billing
    s2link = await sellerLink(t, p1, s2, { asin: 'B0000000B1' });
    await s2link.days([{ day: '2026-09-20', units: -1, sales: -1000, commission: -77, fee: -23 }]);
    // p1's statement: two campaigns confirmed in September in Los Angeles, one the day before
    await confirmedCampaign(t, s1, p1, { priceMinor: 25_000, confirmedAt: new Date('2026-09-10T12:00:00Z') });
    // 23:00 on 30 September in Los Angeles (PDT)
    await confirmedCampaign(t, s1, p1, { priceMinor: 12_345, confirmedAt: new Date('2026-10-01T06:00:00Z') });
    // 22:00 on 31 August in Los Angeles
    await confirmedCampaign(t, s2, p1, { priceMinor: 99_999, confirmedAt: new Date('2026-09-01T05:00:00Z') });
  });

  it('bills each seller its month per publisher and ASIN, to the cent', async () => {
    const run = await close('US', '2026-09-01');
    expect(run).toMatchObject({ status: 'finished', sellerBillings: 1, publisherBillings: 1, error: null });
    const [billing, ...more] = await sellerBillingsOf(t, s1);
    expect(more).toHaveLength(0);
    expect(billing).toMatchObject({
      month: '2026-09-01',
      currency: 'USD',
      billingDate: '2026-10-01',
      status: 'unpaid',
    });
    // 00:00 on 1 October in Los Angeles is 07:00Z; due 15 days later
    expect(billing?.closedAt.toISOString()).toBe('2026-10-01T07:00:00.000Z');
    expect(billing?.dueAt.toISOString()).toBe('2026-10-16T07:00:00.000Z');
    // August was never closed: its row comes in as a restatement of the month before
    expect(lines(billing?.items)).toEqual([
      ['2026-08-01', 'B0000000A1', 'p1', 9, 9, 90000, 9000, 2700, 11700],
      ['2026-09-01', 'B0000000A1', 'p1', 3, 3, 6999, 700, 210, 910],
      ['2026-09-01', 'B0000000A1', 'p2', 1, 1, 1000, 100, 30, 130],
      ['2026-09-01', 'B0000000A2', 'p1', 3, 2, 1001, 100, 30, 130],
    ]);
    expect(money(billing!)).toEqual([16, 15, 99000, 9900, 2970, 12870]);
    expect(await sellerBillingsOf(t, s2)).toEqual([]);
  });

  it('states the publisher its confirmed campaigns of the month, rounded half away from zero', async () => {
    const [statement, ...more] = await publisherBillingsOf(t, p1);
    expect(more).toHaveLength(0);
    // 10 % of 373.45 is 37.345 → 37.35
    expect(statement).toMatchObject({
      month: '2026-09-01',
      campaigns: 2,
      grossMinor: 37_345,
      commissionBp: 1000,
      amountMinor: 3735,
    });
    expect(statement?.campaignIds).toHaveLength(2);
    expect(await publisherBillingsOf(t, p2)).toEqual([]);
  });

  it('closes each marketplace apart, in its own currency', async () => {
    await close('DE', '2026-09-01');
    const [billing] = await sellerBillingsOf(t, s1, 'DE');
    expect(billing).toMatchObject({ currency: 'EUR', totalMinor: 910 });
    // 00:00 on 1 October in Berlin (CEST) is 22:00Z the day before
    expect(billing?.closedAt.toISOString()).toBe('2026-09-30T22:00:00.000Z');
  });

  it('writes nothing twice: closed again, or twice at once', async () => {
    const again = await close('US', '2026-09-01');
    expect(again.sellerBillings).toBe(1);
    const [a, b] = await Promise.all([close('CA', '2026-09-01'), close('CA', '2026-09-01')]);
    expect(a.id).toBe(b.id);
    expect(await sellerBillingsOf(t, s1)).toHaveLength(1);
    expect(await publisherBillingsOf(t, p1)).toHaveLength(1);
  });

  it('refuses a month not over in the marketplace', async () => {
    await expect(close('US', '2026-11-01')).rejects.toMatchObject({ code: '1009' });
    const runs = await t.database.db
      .select()
      .from(billingCloses)
      .where(eq(billingCloses.month, '2026-11-01'));
    expect(runs).toEqual([]);
  });

  it("carries September's restatements and s2's negative month into October's billing", async () => {
    // the import re-reads late September: p2's day doubles, a2's orders are gone (the return stays)
    await p2a1.restate('2026-09-30', { orders: 2, units: 2, sales: 2000, commission: 200, fee: 60 });
    await a2.drop('2026-09-11');
    const october = await sellerLink(t, p1, s1, { asin: 'B0000000A3' });
    await october.days([
      { day: '2026-10-05', orders: 5, units: 5, sales: 10000, commission: 1000, fee: 300 },
    ]);
    await s2link.days([{ day: '2026-10-02', orders: 1, units: 1, sales: 5000, commission: 385, fee: 115 }]);
    await close('US', '2026-10-01');
    const [, oct] = await sellerBillingsOf(t, s1);
    // August's row (before September) and October's own A1 row
    expect(lines(oct?.items)).toEqual([
      ['2026-09-01', 'B0000000A1', 'p2', 1, 1, 1000, 100, 30, 130],
      ['2026-09-01', 'B0000000A2', 'p1', -3, -3, -3000, -300, -90, -390],
      ['2026-10-01', 'B0000000A1', 'p1', 7, 7, 70000, 7000, 2100, 9100],
      ['2026-10-01', 'B0000000A3', 'p1', 5, 5, 10000, 1000, 300, 1300],
    ]);
    expect(oct?.totalMinor).toBe(9100 + 1300 + 130 - 390);
    // what September's rows say now equals what September and October billed for it
    const september = [...(await sellerBillingsOf(t, s1))]
      .flatMap((b) => b.items)
      .filter((i) => i.month === '2026-09-01');
    expect(september.reduce((sum, i) => sum + i.totalMinor, 0)).toBe(910 + 260 - 260);
    const [s2oct] = await sellerBillingsOf(t, s2);
    expect(s2oct?.items.map((i) => [i.month, i.totalMinor])).toEqual([
      ['2026-09-01', -100],
      ['2026-10-01', 500],
    ]);
    expect(s2oct?.totalMinor).toBe(400);
  });

  it('refuses a month before one closed already: its rows were billed as a restatement', async () => {
    await expect(close('US', '2026-08-01')).rejects.toMatchObject({
      code: '1009',
      message: expect.stringMatching(/^\d{4}\.\d{2} is closed already in US: .* and 2026\.08's figures/),
    });
    const runs = await t.database.db
      .select()
      .from(billingCloses)
      .where(eq(billingCloses.month, '2026-08-01'));
    expect(runs.filter((r) => r.countryCode === 'US')).toEqual([]);
  });

  it('numbers invoices once each, increasing with the closes', async () => {
    const rows = await t.database.db.select().from(sellerBillings);
    const numbers = rows.map((r) => r.invoiceNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const sep = rows.filter((r) => r.month === '2026-09-01').map((r) => r.invoiceNumber);
    const oct = rows.filter((r) => r.month === '2026-10-01').map((r) => r.invoiceNumber);
    expect(Math.max(...sep)).toBeLessThan(Math.min(...oct));
  });
});

describe('a credit carried past a month that billed nothing', () => {
  it('bills June, credits its return in July (no billing), and nets both into August', async () => {
    const seller = (await createSeller(t)).user.id;
    const c1 = await sellerLink(t, p1, seller, { asin: 'B0000000C1', countryCode: 'FR' });
    await c1.days([{ day: '2026-06-30', orders: 1, units: 1, sales: 1000, commission: 80, fee: 20 }]);
    await close('FR', '2026-06-01');
    // June's order is returned after June closed; July earns less than the return
    await c1.drop('2026-06-30');
    await c1.days([{ day: '2026-07-10', orders: 1, units: 1, sales: 500, commission: 40, fee: 10 }]);
    await close('FR', '2026-07-01');
    expect((await sellerBillingsOf(t, seller, 'FR')).map((b) => b.month)).toEqual(['2026-06-01']);
    await c1.days([{ day: '2026-08-10', orders: 2, units: 2, sales: 2000, commission: 160, fee: 40 }]);
    await close('FR', '2026-08-01');
    const [june, august] = await sellerBillingsOf(t, seller, 'FR');
    expect(june?.totalMinor).toBe(100);
    expect(august?.items.map((i) => [i.month, i.totalMinor])).toEqual([
      ['2026-06-01', -100],
      ['2026-07-01', 50],
      ['2026-08-01', 200],
    ]);
    expect(august?.totalMinor).toBe(150);
  });
});

describe('a restatement 30 days late', () => {
  it('reaches the month before the latest billing: Amazon restates 28 days back, across two closes', async () => {
    const now = t.clock.now;
    t.clock.now = new Date('2027-04-10T12:00:00Z');
    const seller = (await createSeller(t)).user.id;
    const e1 = await sellerLink(t, p1, seller, { asin: 'B0000000E1', countryCode: 'DE' });
    await e1.days([{ day: '2027-01-31', orders: 1, units: 1, sales: 1000, commission: 80, fee: 20 }]);
    await close('DE', '2027-01-01');
    await e1.days([{ day: '2027-02-10', orders: 1, units: 1, sales: 3000, commission: 240, fee: 60 }]);
    await close('DE', '2027-02-01');
    // 2 March 2027: the nightly import's 30 days reach 31 January, whose order was returned
    await e1.drop('2027-01-31');
    await e1.days([{ day: '2027-03-05', orders: 1, units: 1, sales: 2000, commission: 160, fee: 40 }]);
    await close('DE', '2027-03-01');
    const [, , march] = await sellerBillingsOf(t, seller, 'DE');
    expect(march?.items.map((i) => [i.month, i.totalMinor])).toEqual([
      ['2027-01-01', -100],
      ['2027-03-01', 200],
    ]);
    t.clock.now = now;
  });
});

describe('a close stopped after its first chunk', () => {
  it('fails with its reason, then resumes and finishes without duplicates', async () => {
    const sellers = [s1, s2, (await createSeller(t)).user.id];
    for (const [i, seller] of sellers.entries()) {
      const link = await sellerLink(t, p2, seller, { asin: `B00000UK0${i}`, countryCode: 'UK' });
      await link.days([
        { day: '2026-08-15', orders: 1, units: 1, sales: 1000 * (i + 1), commission: 100, fee: 30 },
      ]);
    }
    const crash = (side: string, index: number) => {
      if (side === 'seller' && index === 0) {
        throw new Error('the server stopped');
      }
    };
    await expect(close('UK', '2026-08-01', { chunkSize: 1, afterChunk: crash })).rejects.toThrow(
      'the server stopped',
    );
    const [failed] = await t.database.db
      .select()
      .from(billingCloses)
      .where(eq(billingCloses.countryCode, 'UK'));
    expect(failed).toMatchObject({ status: 'failed', error: 'the server stopped', sellerBillings: 1 });
    const resumed = await close('UK', '2026-08-01', { chunkSize: 1 });
    expect(resumed).toMatchObject({ id: failed?.id, status: 'finished', sellerBillings: 3, error: null });
    for (const seller of sellers) {
      expect(await sellerBillingsOf(t, seller, 'UK')).toHaveLength(1);
    }
  });
});
