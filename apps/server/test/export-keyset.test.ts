import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerBillingItems, users } from '../src/db/schema';
import { createFixedAttribution } from '../src/integrations/marketplace/attribution/fixed-attribution';
import {
  allSellerItemsPage,
  listBillingItems,
  listSellerBillingRows,
} from '../src/modules/billing/seller-billings.repository';
import { commissionReportPage } from '../src/modules/commission-reports/commission-reports.repository';
import { importAttributionDay } from '../src/modules/conversions/import.service';
import { publisherExportPage } from '../src/modules/publishers/publishers.repository';
import { listSellerRows } from '../src/modules/seller-console/seller-console.repository';
import { insertSellerBilling } from './support/billings';
import { productWithLink } from './support/conversion-fixtures';
import { createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// The exports page by keyset (platform/export.ts csvPages): each reader, paged two rows at a time
// after the previous page's last row, gives every row once and in the order one read of all of
// them gives, ties on the leading key (same time to the microsecond, same name, same month)
// included.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every row, read the way csvPages reads them, two at a time. */
async function pagedTwoByTwo<Row>(pageAfter: (last: Row | undefined, limit: number) => Promise<Row[]>) {
  const all: Row[] = [];
  let rows = await pageAfter(undefined, 2);
  for (;;) {
    all.push(...rows);
    if (rows.length < 2) {
      return all;
    }
    rows = await pageAfter(rows[rows.length - 1], 2);
  }
}

/** Gives these users one creation time, to the microsecond, so only the id orders them. */
async function sameCreatedAt(ids: string[]) {
  await t.database.db
    .update(users)
    .set({ createdAt: sql`'2026-05-01 10:00:00.123456+00'::timestamptz` })
    .where(inArray(users.id, ids));
}

describe('keyset export readers', () => {
  it('publishers: every row once, newest first, ties at the same microsecond included', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push((await createUser(t, 'publisher')).user.id);
    }
    await sameCreatedAt(made.slice(0, 4));
    const whole = await publisherExportPage(t.database.db, {}, { limit: 1000 });
    const paged = await pagedTwoByTwo((last: { id: string } | undefined, limit) =>
      publisherExportPage(t.database.db, {}, { limit, afterId: last?.id }),
    );
    expect(whole.length).toBeGreaterThanOrEqual(7);
    expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(new Set(paged.map((r) => r.id)).size).toBe(paged.length);
    expect(paged.map((r) => r.id)).toEqual(expect.arrayContaining(made));
  });

  it('sellers: every row once, newest first and by name, ties included', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push((await createUser(t, 'seller')).user.id);
    }
    await sameCreatedAt(made.slice(2, 6));
    await t.database.db
      .update(users)
      .set({ name: 'Same Name' })
      .where(inArray(users.id, made.slice(0, 4)));
    for (const sort of ['newest', 'name'] as const) {
      const whole = await listSellerRows(t.database.db, { sort }, { limit: 1000 });
      const paged = await pagedTwoByTwo((last: { id: string } | undefined, limit) =>
        listSellerRows(t.database.db, { sort }, { limit, afterId: last?.id }),
      );
      expect(whole).toHaveLength(7);
      expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    }
  });

  it("a seller's billings, one billing's items and every seller's items: every row once, in order", async () => {
    const seller = (await createUser(t, 'seller')).user.id;
    const other = (await createUser(t, 'seller')).user.id;
    const item = (publisherId: string, asin: string) => ({
      publisherId,
      asin,
      commissionMinor: 100,
      platformFeeMinor: 30,
    });
    const billings = [];
    for (const [month, countryCode] of [
      ['2026-08-01', 'US'],
      ['2026-09-01', 'US'],
      ['2026-09-01', 'CA'],
      ['2026-09-01', 'DE'],
      ['2026-10-01', 'UK'],
    ] as const) {
      billings.push(
        await insertSellerBilling(t, seller, {
          month,
          countryCode,
          items: [item('usr_p1', 'B0000000A1'), item('usr_p2', 'B0000000A1'), item('usr_p1', 'B0000000B2')],
        }),
      );
    }
    await insertSellerBilling(t, other, { month: '2026-09-01', countryCode: 'FR' });
    const biggest = billings[4]!;
    // restated months of earlier days land in the same billing
    await t.database.db.insert(sellerBillingItems).values(
      ['usr_p1', 'usr_p2', 'usr_p3'].map((publisherId) => ({
        billingId: biggest.id,
        month: '2026-09-01',
        brandName: 'Test brand',
        ...item(publisherId, 'B0000000A1'),
        totalMinor: 130,
      })),
    );
    const now = t.clock.now;

    const filter = { sellerId: seller };
    const wholeBillings = (await listSellerBillingRows(t.database.db, filter, { limit: 1000 }, now)).rows;
    const pagedBillings = await pagedTwoByTwo(
      async (last: (typeof wholeBillings)[number] | undefined, limit) =>
        (await listSellerBillingRows(t.database.db, filter, { limit, after: last }, now)).rows,
    );
    expect(wholeBillings).toHaveLength(5);
    expect(pagedBillings.map((r) => r.id)).toEqual(wholeBillings.map((r) => r.id));

    type TItem = Awaited<ReturnType<typeof listBillingItems>>['rows'][number];
    const key = (r: TItem) => `${r.month} ${r.asin} ${r.publisherId}`;
    const wholeItems = (await listBillingItems(t.database.db, biggest.id, { limit: 1000 })).rows;
    const pagedItems = await pagedTwoByTwo(
      async (last: TItem | undefined, limit) =>
        (await listBillingItems(t.database.db, biggest.id, { limit, after: last })).rows,
    );
    expect(wholeItems).toHaveLength(6);
    expect(pagedItems.map(key)).toEqual(wholeItems.map(key));

    type TAnyItem = Awaited<ReturnType<typeof allSellerItemsPage>>[number];
    const anyKey = (r: TAnyItem) => `${r.invoiceNumber} ${key(r)}`;
    const wholeAll = await allSellerItemsPage(t.database.db, {}, now, { limit: 1000 });
    const pagedAll = await pagedTwoByTwo((last: TAnyItem | undefined, limit) =>
      allSellerItemsPage(t.database.db, {}, now, { limit, after: last }),
    );
    expect(wholeAll).toHaveLength(5 * 3 + 3 + 1);
    expect(pagedAll.map(anyKey)).toEqual(wholeAll.map(anyKey));
    expect(new Set(pagedAll.map(anyKey)).size).toBe(pagedAll.length);
  });

  it('commission reports: every conversion row once, newest day first', async () => {
    const fixed = createFixedAttribution();
    const links = [await productWithLink(t), await productWithLink(t), await productWithLink(t)];
    for (const day of ['2026-04-10', '2026-04-11', '2026-04-12']) {
      fixed.set(
        'US',
        day,
        links.map(({ link, product }) => ({
          kind: 'order' as const,
          linkId: link.id,
          asin: product.asin,
          detailPageViews: 10,
          addToCarts: 2,
          orders: 1,
          units: 1,
          salesMinor: 1999,
        })),
      );
      await importAttributionDay(t.app.deps, 'US', day, 'test', { source: fixed.source });
    }
    const filter = { countryCode: 'US' as const, startDate: '2026-04-01', endDate: '2026-04-30' };
    const whole = await commissionReportPage(t.database.db, filter, { limit: 1000 });
    const paged = await pagedTwoByTwo((last: (typeof whole)[number] | undefined, limit) =>
      commissionReportPage(t.database.db, filter, { limit, after: last }),
    );
    expect(whole).toHaveLength(9);
    expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
  });
});
