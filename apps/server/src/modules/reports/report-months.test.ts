import type { TPerformanceSortField } from '@atlas/shared';
import { sellerReportCalls } from '@atlas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { minutesFrom, shipClicksAt } from '../../../test/support/conversion-fixtures';
import { march, seedSellerMonth } from '../../../test/support/report-fixture';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { reportDays, reportMonthStates, reportMonths, trackingLinks } from '../../db/schema';
import { buildReportMonths, queueReportMonths } from './report-months.service';
import { sumReport, sumReportGroups, type TReportGrouping } from './report-rows.repository';
import { rollupSource, type TReportFilter } from './report-sources.repository';

// report_months: closed months summed per link, built in the background and read whole by
// grouped lists and drill-down totals. Whatever the range, grouping, filter or sort, a list
// read through built months must answer exactly as the same list read from its days.

let t: TTestApp;
let world: Awaited<ReturnType<typeof seedSellerMonth>>;
/** June 2026 in every zone: February to May are closed. */
const june = { db: () => t.database.db, now: () => new Date('2026-06-10T12:00:00Z') };
const build = () => buildReportMonths({ db: june.db(), now: june.now });

beforeAll(async () => {
  t = await createTestApp();
  world = await seedSellerMonth(t);
});
afterAll(() => t.close());

const ranges = [
  march,
  { startDate: '2026-02-28', endDate: '2026-04-01' },
  { startDate: '2026-02-01', endDate: '2026-04-30' },
];
const groupings: TReportGrouping[] = ['brand', 'product', 'publisher', 'trackingId', 'link'];
type TSort = { field: TPerformanceSortField; order: 'ascend' | 'descend' };
const sorts: [TSort, ...TSort[]] = [
  { field: 'commissionMinor', order: 'descend' },
  { field: 'clicks', order: 'ascend' },
  { field: 'conversionRateBp', order: 'descend' },
];

/** Every list and drill-down total the checks compare, in one answer. */
async function everyAnswer() {
  const owners: TReportFilter['owner'][] = [
    { side: 'seller', id: world.seller.user.id },
    { side: 'publisher', id: world.publisherA.user.id },
  ];
  const drillDowns: Partial<TReportFilter>[] = [
    {},
    { brandId: world.brands.kettle.id },
    { asin: 'B0SKILLET1' },
    { publisherId: world.publisherB.user.id },
    { trackingId: world.newsletter.id },
    { trackingId: null },
  ];
  const answers: unknown[] = [];
  for (const owner of owners) {
    for (const range of ranges) {
      for (const drillDown of drillDowns) {
        const filter: TReportFilter = { owner, countryCode: 'US', ...range, ...drillDown };
        answers.push(await sumReport(t.database.db, rollupSource, filter));
        for (const [index, grouping] of groupings.entries()) {
          const sort = sorts[(index + answers.length) % sorts.length] ?? sorts[0];
          answers.push(
            await sumReportGroups(t.database.db, rollupSource, filter, grouping, sort, {
              limit: 2,
              offset: 1,
            }),
          );
        }
      }
    }
  }
  return answers;
}

const unbuild = () => t.database.db.update(reportMonthStates).set({ builtVersion: null });

describe('report_months', () => {
  it('answers every list and total as the days do, and is what they read', async () => {
    expect(await build()).toBe(7);
    const built = await t.database.db
      .select({ month: reportMonthStates.month, country: reportMonthStates.countryCode })
      .from(reportMonthStates)
      .where(eq(reportMonthStates.builtVersion, reportMonthStates.version))
      .orderBy(reportMonthStates.countryCode, reportMonthStates.month);
    // each marketplace from its first report day's month to May
    expect(built.map((row) => `${row.country} ${row.month}`)).toEqual([
      'CA 2026-03-01',
      'CA 2026-04-01',
      'CA 2026-05-01',
      'US 2026-02-01',
      'US 2026-03-01',
      'US 2026-04-01',
      'US 2026-05-01',
    ]);
    const [sums] = (
      await t.database.db.execute<{ months: string; days: string }>(sql`
        select (select sum(clicks * 7 + commission_minor * 3 + units) from report_months)::text as months,
          (select sum(clicks * 7 + commission_minor * 3 + units) from report_days)::text as days`)
    ).rows;
    expect(sums?.months).toBe(sums?.days);

    const throughMonths = await everyAnswer();
    await unbuild();
    const throughDays = await everyAnswer();
    expect(throughMonths).toEqual(throughDays);

    // a list reads the month rows: one changed by hand shows, until the month is built again
    await build();
    await t.database.db
      .update(reportMonths)
      .set({ clicks: sql`${reportMonths.clicks} + 1000` })
      .where(and(eq(reportMonths.linkId, world.links.b3.id), eq(reportMonths.month, '2026-03-01')));
    const page = () =>
      callOf(t.app, sellerReportCalls.product, {
        token: world.seller.token,
        query: { ...march, sortField: 'clicks' },
      });
    expect((await page()).body.data.items[0]).toMatchObject({ asin: 'B0TENT0001', clicks: 1007 });
    await unbuild();
    await build();
    expect((await page()).body.data.items.map((r) => [r.asin, r.clicks])).toEqual([
      ['B0SKILLET1', 190],
      ['', 40],
      ['B0PRESS001', 20],
      ['B0TENT0001', 7],
    ]);
  });

  it('reads a closed month changed since its build from its days, until built again', async () => {
    await build();
    const tent = () =>
      sumReport(t.database.db, rollupSource, {
        owner: { side: 'seller', id: world.seller.user.id },
        countryCode: 'US',
        ...march,
        asin: 'B0TENT0001',
      });
    expect((await tent()).clicks).toBe(7);
    // late clicks of March 5 in Los Angeles, shipped after the month was built
    await shipClicksAt(t, world.links.b3, minutesFrom(new Date('2026-03-05T20:00:00Z'), 3));
    const [state] = await t.database.db
      .select()
      .from(reportMonthStates)
      .where(and(eq(reportMonthStates.countryCode, 'US'), eq(reportMonthStates.month, '2026-03-01')));
    expect(state?.version).toBeGreaterThan(state?.builtVersion ?? Number.POSITIVE_INFINITY);
    expect((await tent()).clicks).toBe(10);
    expect(await build()).toBe(1);
    expect((await tent()).clicks).toBe(10);
  });

  it('keeps a link’s days under the dimensions they were written with, and drops a removed link', async () => {
    // the skillet's product left the seller for the last day of March: that day has no seller
    await t.database.db
      .update(reportDays)
      .set({ sellerId: null })
      .where(and(eq(reportDays.linkId, world.links.a1.id), eq(reportDays.day, '2026-03-31')));
    await build();
    const a1March = await t.database.db
      .select({ sellerId: reportMonths.sellerId, clicks: reportMonths.clicks })
      .from(reportMonths)
      .where(and(eq(reportMonths.linkId, world.links.a1.id), eq(reportMonths.month, '2026-03-01')))
      .orderBy(reportMonths.clicks);
    expect(a1March).toEqual([
      { sellerId: null, clicks: 10 },
      { sellerId: world.seller.user.id, clicks: 150 },
    ]);
    const throughMonths = await everyAnswer();
    await unbuild();
    expect(throughMonths).toEqual(await everyAnswer());

    await build();
    await t.database.db.delete(trackingLinks).where(eq(trackingLinks.id, world.links.a2.id));
    await build();
    const left = await t.database.db
      .select()
      .from(reportMonths)
      .where(eq(reportMonths.linkId, world.links.a2.id));
    expect(left).toEqual([]);
  });

  it('never builds the open month, and a queued build runs as a job', async () => {
    await t.database.db.update(reportMonthStates).set({ builtVersion: null });
    // May 2026 in Los Angeles, already June in Berlin: May is open in the US, closed in Germany
    const mayInLosAngeles = new Date('2026-06-01T03:00:00Z');
    await buildReportMonths({ db: t.database.db, now: () => mayInLosAngeles });
    const states = await t.database.db
      .select({ month: reportMonthStates.month, built: reportMonthStates.builtVersion })
      .from(reportMonthStates)
      .where(eq(reportMonthStates.countryCode, 'US'))
      .orderBy(reportMonthStates.month);
    expect(states.map((s) => [s.month, s.built !== null])).toEqual([
      ['2026-02-01', true],
      ['2026-03-01', true],
      ['2026-04-01', true],
      ['2026-05-01', false],
    ]);

    await t.database.db.update(reportMonthStates).set({ builtVersion: null });
    await queueReportMonths(t.app.deps);
    await t.app.deps.jobs.idle();
    const waiting = await t.database.db
      .select()
      .from(reportMonthStates)
      .where(sql`${reportMonthStates.builtVersion} is distinct from ${reportMonthStates.version}`);
    expect(waiting).toEqual([]);
  });
});
