import { adminAuthHeader, adminPrefix, commissionReportCalls, ErrorCode, type TAnyCall } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { productWithLink } from '../../../test/support/conversion-fixtures';
import { createOperator } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { commissionReportNotes, operatorAudit } from '../../db/schema';
import { createFixedAttribution } from '../../integrations/marketplace/attribution/fixed-attribution';
import { importAttributionDay } from '../conversions/import.service';

// The console's commission reports: conversion rows written by the real import from a fixed
// marketplace, their totals to the cent, and notes that outlive a re-import of their day.
let t: TTestApp;
let operator: Awaited<ReturnType<typeof createOperator>>;
let support: Awaited<ReturnType<typeof createOperator>>;
let a: Awaited<ReturnType<typeof productWithLink>>;
let b: Awaited<ReturnType<typeof productWithLink>>;
const fixed = createFixedAttribution();
const source = fixed.source;
const range = { countryCode: 'US', startDate: '2026-04-01', endDate: '2026-04-30' };

const order = (linkId: string, asin: string, orders: number, units: number, salesMinor: number) => ({
  kind: 'order' as const,
  linkId,
  asin,
  detailPageViews: 10,
  addToCarts: 2,
  orders,
  units,
  salesMinor,
});
const importDay = (day: string) => importAttributionDay(t.app.deps, 'US', day, 'test', { source });

beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t);
  support = await createOperator(t, { role: 'support' });
  // both at 12.5 % with the platform's 30 % fee
  a = await productWithLink(t);
  b = await productWithLink(t);
  fixed.set('US', '2026-04-10', [
    // 5997 × 12.5 % = 749.625 → 750; fee 225; cost 975
    order(a.link.id, a.product.asin, 2, 3, 5997),
    // 1999 × 12.5 % = 249.875 → 250; fee 75; cost 325
    order(b.link.id, b.product.asin, 1, 1, 1999),
  ]);
  fixed.set('US', '2026-04-11', [
    {
      kind: 'return',
      linkId: a.link.id,
      asin: a.product.asin,
      orderDay: '2026-04-10',
      units: 1,
      salesMinor: 1999,
    },
  ]);
  await importDay('2026-04-10');
  await importDay('2026-04-11');
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, query: Record<string, string>, token = operator.token) =>
  callOf(t.app, descriptor, { query, token });
const list = (query: Record<string, string> = {}) =>
  get(commissionReportCalls.listCommissionReports, { ...range, ...query });
const agg = (query: Record<string, string> = {}) =>
  get(commissionReportCalls.getCommissionReportAgg, { ...range, ...query });
const patchNote = (id: string, body: unknown, token = operator.token) =>
  callOf(t.app, commissionReportCalls.setCommissionReportNote, { params: { id }, body, token });
const exportCsv = async (query: Record<string, string>, token = operator.token) => {
  const response = await t.app.inject({
    url: `${adminPrefix}commission/reports/export`,
    query: { ...range, ...query },
    headers: { [adminAuthHeader]: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    lines: response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
};
const fieldsOf = (body: { data?: unknown }) =>
  (body.data as { fields?: { path: string }[] })?.fields?.map((f) => f.path);

describe('GET commission/reports', () => {
  it('lists the rows newest day first with seller, publisher and money in minor units', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.data.items.map((r) => [r.day, r.kind, r.publisher.id])).toEqual([
      ['2026-04-11', 'return', a.publisher.user.id],
      expect.arrayContaining(['2026-04-10', 'order']),
      expect.arrayContaining(['2026-04-10', 'order']),
    ]);
    expect(body.data.items[0]).toMatchObject({
      countryCode: 'US',
      currency: 'USD',
      seller: { id: a.seller.user.id, name: expect.any(String) },
      publisher: { id: a.publisher.user.id, name: expect.any(String) },
      asin: a.product.asin,
      units: -1,
      salesMinor: -1999,
      commissionBp: 1250,
      commissionMinor: -250,
      platformFeeMinor: -75,
      costMinor: -325,
      note: null,
    });
    const ofA = body.data.items.find((r) => r.kind === 'order' && r.publisher.id === a.publisher.user.id);
    expect(ofA).toMatchObject({
      orders: 2,
      units: 3,
      salesMinor: 5997,
      commissionMinor: 750,
      platformFeeMinor: 225,
      costMinor: 975,
    });
  });

  it('filters by seller, publisher, ASIN, kind and marketplace, and pages in a stable order', async () => {
    const ids = async (query: Record<string, string>) => (await list(query)).body.data.items.map((r) => r.id);
    const all = await ids({});
    expect(await ids({ sellerId: b.seller.user.id })).toHaveLength(1);
    expect(await ids({ publisherId: a.publisher.user.id })).toHaveLength(2);
    expect(await ids({ asin: b.product.asin.toLowerCase() })).toHaveLength(1);
    expect(await ids({ kind: 'return' })).toEqual([all[0]]);
    expect(await ids({ startDate: '2026-04-11', endDate: '2026-04-11' })).toEqual([all[0]]);
    expect(await ids({ countryCode: 'CA' })).toEqual([]);
    const first = await ids({ pageSize: '2' });
    const second = await ids({ pageSize: '2', page: '2' });
    expect([...first, ...second]).toEqual(all);
  });

  it('refuses an unknown marketplace, a bad or reversed range and a range over 366 days (400)', async () => {
    const unknown = await list({ countryCode: 'JP' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['countryCode']);
    const reversed = await list({ startDate: '2026-04-30', endDate: '2026-04-01' });
    expect(reversed.status).toBe(400);
    expect(fieldsOf(reversed.body)).toEqual(['endDate']);
    const long = await list({ startDate: '2025-01-01', endDate: '2026-04-30' });
    expect(fieldsOf(long.body)).toEqual(['endDate']);
    const notADay = await list({ startDate: '2026-02-30' });
    expect(fieldsOf(notADay.body)).toEqual(['startDate']);
    expect(fieldsOf((await list({ kind: 'refund' })).body)).toEqual(['kind']);
    expect(fieldsOf((await list({ asin: 'short' })).body)).toEqual(['asin']);
  });
});

describe('GET commission/reports/agg', () => {
  it('sums the rows to the cent, orders and returns apart', async () => {
    const { status, body } = await agg();
    expect(status).toBe(200);
    expect(body.data).toEqual({
      countryCode: 'US',
      currency: 'USD',
      orders: {
        rows: 2,
        orders: 3,
        units: 4,
        salesMinor: 7996,
        commissionMinor: 1000,
        platformFeeMinor: 300,
        costMinor: 1300,
      },
      returns: {
        rows: 1,
        orders: body.data.returns.orders,
        units: -1,
        salesMinor: -1999,
        commissionMinor: -250,
        platformFeeMinor: -75,
        costMinor: -325,
      },
      total: {
        rows: 3,
        orders: 3 + body.data.returns.orders,
        units: 3,
        salesMinor: 5997,
        commissionMinor: 750,
        platformFeeMinor: 225,
        costMinor: 975,
      },
    });
    expect((await agg({ sellerId: b.seller.user.id })).body.data.total).toMatchObject({
      rows: 1,
      salesMinor: 1999,
      costMinor: 325,
    });
    expect((await agg({ countryCode: 'UK' })).body.data).toMatchObject({
      currency: 'GBP',
      total: { rows: 0, salesMinor: 0 },
    });
    expect((await agg({ endDate: '2026-03-01' })).status).toBe(400);
  });
});

describe('PATCH commission/reports/note/{id}', () => {
  it('keeps the note by the row key, so it outlives a re-import of the day, and logs it', async () => {
    const before = (await list({ publisherId: a.publisher.user.id, kind: 'order' })).body.data.items[0];
    expect(before).toBeDefined();
    const saved = await patchNote(before!.id, { note: '  Checked with the seller  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      id: before!.id,
      note: {
        text: 'Checked with the seller',
        updatedAt: t.clock.now.toISOString(),
        updatedBy: operator.email,
      },
    });
    expect((await list({ hasNote: 'true' })).body.data.items.map((r) => r.id)).toEqual([before!.id]);
    expect((await list({ hasNote: 'false' })).body.data.total).toBe(2);

    // the marketplace corrects the day: the import writes it again, the note stays on the row
    fixed.set('US', '2026-04-10', [
      order(a.link.id, a.product.asin, 2, 4, 7996),
      order(b.link.id, b.product.asin, 1, 1, 1999),
    ]);
    await importDay('2026-04-10');
    const after = (await list({ publisherId: a.publisher.user.id, kind: 'order' })).body.data.items[0];
    expect(after).toMatchObject({ units: 4, salesMinor: 7996 });
    // the same shape as the write's answer and the publisher's note
    expect(after?.note).toEqual({
      text: 'Checked with the seller',
      updatedAt: t.clock.now.toISOString(),
      updatedBy: expect.stringContaining('@'),
    });

    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'commission_report'), eq(operatorAudit.targetId, before!.id)));
    expect(entry).toMatchObject({
      action: 'PATCH commission/reports/note/{id}',
      outcome: 'done',
      before: null,
      after: expect.objectContaining({ note: 'Checked with the seller', linkId: a.link.id }),
    });

    const cleared = await patchNote(after!.id, { note: ' ' });
    expect(cleared.body.data).toEqual({ id: after!.id, note: null });
    expect(await t.database.db.select().from(commissionReportNotes)).toEqual([]);
  });

  it('refuses a long note (400), an unknown id (404) and a support operator (4003)', async () => {
    const row = (await list()).body.data.items[0];
    const long = await patchNote(row!.id, { note: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['note']);
    expect((await patchNote(row!.id, {})).status).toBe(400);
    expect((await patchNote('cnv_nothing', { note: 'x' })).status).toBe(404);
    expect((await patchNote(row!.id, { note: 'x' }, support.token)).body.code).toBe(ErrorCode.roleNotAllowed);
    expect(await t.database.db.select().from(commissionReportNotes)).toEqual([]);
  });
});

describe('EXPORT commission/reports/export', () => {
  it('streams the rows in the seller view by default, with money in major units, formula-safe', async () => {
    const row = (await list({ kind: 'return' })).body.data.items[0];
    await patchNote(row!.id, { note: '=HYPERLINK("x")' });
    const file = await exportCsv({});
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      'AffiliateAtlas_Commission_reports_seller_US_2026-04-01_2026-04-30.csv',
    );
    expect(file.lines[0]).toBe(
      'Id,Day,Marketplace,Currency,Seller id,Seller,Publisher id,Publisher,Brand,ASIN,Kind,Orders,Units,Sales,Commission rate %,Commission,Platform fee,Cost,Note',
    );
    expect(file.lines).toHaveLength(4);
    expect(file.lines[1]).toMatch(/,return,0,-1,-19\.99,12\.5,-2\.5,-0\.75,-3\.25,"'=HYPERLINK\(""x""\)"$/);
    const publisherView = await exportCsv({ platform: 'publisher', kind: 'return' });
    expect(publisherView.lines[0]).toBe(
      'Id,Day,Marketplace,Currency,Seller id,Seller,Publisher id,Publisher,Brand,ASIN,Kind,Orders,Units,Sales,Commission rate %,Commission,Note',
    );
    expect(publisherView.lines).toHaveLength(2);
    expect(publisherView.lines[1]).not.toContain('-0.75');
  });

  it('refuses another platform value and bad ranges (400), a seller token (403), and opens to support', async () => {
    expect((await exportCsv({ platform: 'operator' })).status).toBe(400);
    expect((await exportCsv({ endDate: '2026-03-01' })).status).toBe(400);
    expect((await exportCsv({}, a.seller.token)).status).toBe(403);
    expect((await exportCsv({}, support.token)).status).toBe(200);
  });
});
