import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { demoSellerEmail, seedDemo } from './demo';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoConversions } from './demo-conversions';
import { demoHistoryDays } from './demo-history';
import { seedDemoPublishers } from './demo-publishers';
import { seedDemoTracking } from './demo-tracking';

// The demo's orders over its history: made at start, showing a living business.
let t: TTestApp;
let runs: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoCatalogue(t.app.deps, demoSellerEmail);
  await seedDemoPublishers(t.app.deps);
  await seedDemoTracking(t.app.deps);
  runs = await seedDemoConversions(t.app.deps);
}, 120_000);
afterAll(() => t.close());

describe('the demo conversions on a fresh start', () => {
  it('imports every day of the demo clicks in the links marketplace', async () => {
    expect(runs).toBe(demoHistoryDays(t.clock.now) + 1);
    const { rows } = await t.database.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from attribution_runs group by status`,
    );
    expect(rows).toEqual([{ status: 'done', n: runs }]);
  });

  it('gives orders, sales, commission and a few returns that report_days holds too', async () => {
    const { rows } = await t.database.db.execute<{
      orders: number;
      returns: number;
      sales: number;
      commission: number;
      report_sales: number;
      report_commission: number;
      report_returned: number;
      brand_orders: number;
    }>(sql`
      select (select sum(orders)::int from conversions) as orders,
        (select count(*)::int from conversions where kind = 'return') as returns,
        (select sum(sales_minor)::float8 from conversions) as sales,
        (select sum(commission_minor)::float8 from conversions) as commission,
        (select sum(sales_minor)::float8 from report_days) as report_sales,
        (select sum(commission_minor)::float8 from report_days) as report_commission,
        (select sum(returned_units)::int from report_days) as report_returned,
        (select sum(c.orders)::int from conversions c join tracking_links l on l.id = c.link_id
          where l.link_type = 'brand') as brand_orders`);
    const [totals] = rows;
    expect(totals?.orders).toBeGreaterThan(100);
    expect(totals?.returns).toBeGreaterThan(0);
    expect(totals?.commission).toBeGreaterThan(0);
    expect(totals?.brand_orders).toBeGreaterThan(0);
    expect(totals?.report_sales).toBe(totals?.sales);
    expect(totals?.report_commission).toBe(totals?.commission);
    expect(totals?.report_returned).toBeGreaterThan(0);
  });
});
