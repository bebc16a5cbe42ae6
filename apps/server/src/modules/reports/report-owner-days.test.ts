import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesFrom, productWithLink, shipClicksAt } from '../../../test/support/conversion-fixtures';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { trackingLinks } from '../../db/schema';
import { createFixedAttribution } from '../../integrations/marketplace/attribution/fixed-attribution';
import { importAttributionDay } from '../conversions/import.service';

// report_owner_days is report_days summed per owner, kept by statement triggers: after each
// writer (the click shipper, an import, an import of the same day again, a link removed), the
// two must agree to the cent, for the seller's side and the publisher's.

let t: TTestApp;
const fixed = createFixedAttribution();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const figures = `sum(clicks)::bigint as clicks, sum(detail_page_views)::bigint as views,
  sum(add_to_carts)::bigint as carts, sum(orders)::bigint as orders, sum(units)::bigint as units,
  sum(returned_units)::bigint as returned, sum(sales_minor)::bigint as sales,
  sum(commission_minor)::bigint as commission, sum(platform_fee_minor)::bigint as fee, sum(cost_minor)::bigint as cost`;

/** Owner days with any figure, and report_days grouped the same way. */
async function bothSides() {
  const fromRollup = await t.database.db.execute(
    sql.raw(`select side, owner_id, country_code, day::text, ${figures} from report_owner_days
      group by 1, 2, 3, 4 having sum(abs(clicks) + abs(orders) + abs(units) + abs(sales_minor) + abs(commission_minor)
        + abs(detail_page_views) + abs(returned_units) + abs(cost_minor)) > 0
      order by 1, 2, 3, 4`),
  );
  const fromLinks = await t.database.db.execute(
    sql.raw(`select o.side, o.owner_id, d.country_code, d.day::text, ${figures.replace(/\(/g, '(d.').replace(/\(d\.\(/g, '((')}
      from report_days d cross join lateral (values ('seller', d.seller_id), ('publisher', d.publisher_id)) o(side, owner_id)
      where o.owner_id is not null
      group by 1, 2, 3, 4 having sum(abs(d.clicks) + abs(d.orders) + abs(d.units) + abs(d.sales_minor)
        + abs(d.commission_minor) + abs(d.detail_page_views) + abs(d.returned_units) + abs(d.cost_minor)) > 0
      order by 1, 2, 3, 4`),
  );
  return { fromRollup: fromRollup.rows, fromLinks: fromLinks.rows };
}

const order = (linkId: string, asin: string, units: number, salesMinor: number) => ({
  kind: 'order' as const,
  linkId,
  asin,
  detailPageViews: 30,
  addToCarts: 4,
  orders: 2,
  units,
  salesMinor,
});

describe('report_owner_days', () => {
  it('follows every writer of report_days', async () => {
    const first = await productWithLink(t);
    const second = await productWithLink(t, { countryCode: 'DE' });
    await shipClicksAt(t, first.link, minutesFrom(new Date('2026-04-10T07:00:00Z'), 30));
    await shipClicksAt(t, second.link, minutesFrom(new Date('2026-04-10T07:00:00Z'), 12));
    let sides = await bothSides();
    expect(sides.fromRollup).toHaveLength(4);
    expect(sides.fromRollup).toEqual(sides.fromLinks);

    fixed.set('US', '2026-04-10', [order(first.link.id, first.product.asin, 3, 5997)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-10', 'test', { source: fixed.source });
    // the same day again, with other figures, and a return: replaced, never added
    fixed.set('US', '2026-04-10', [
      order(first.link.id, first.product.asin, 2, 3998),
      {
        kind: 'return' as const,
        linkId: first.link.id,
        asin: first.product.asin,
        orderDay: '2026-04-09',
        units: 1,
        salesMinor: 1999,
      },
    ]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-10', 'test', { source: fixed.source });
    sides = await bothSides();
    expect(sides.fromRollup).toEqual(sides.fromLinks);
    const publisherDay = sides.fromRollup.find((r) => r.owner_id === first.publisher.user.id);
    expect(publisherDay).toMatchObject({ clicks: '30', units: '1', sales: '1999' });

    // a day with conversions but no clicks, emptied by a later import: its rows go
    fixed.set('US', '2026-04-11', [order(first.link.id, first.product.asin, 1, 1999)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-11', 'test', { source: fixed.source });
    fixed.set('US', '2026-04-11', []);
    await importAttributionDay(t.app.deps, 'US', '2026-04-11', 'test', { source: fixed.source });
    sides = await bothSides();
    expect(sides.fromRollup).toEqual(sides.fromLinks);

    // a link removed with its account's data takes its figures from both owners
    await t.database.db.delete(trackingLinks).where(eq(trackingLinks.id, second.link.id));
    sides = await bothSides();
    expect(sides.fromRollup).toEqual(sides.fromLinks);
    expect(sides.fromRollup.filter((r) => r.country_code === 'DE')).toEqual([]);
  });
});
