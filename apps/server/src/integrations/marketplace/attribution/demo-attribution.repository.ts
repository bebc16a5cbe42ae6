import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { clickDays, products, trackingLinks } from '../../../db/schema';
import { codeUnitOrder } from '../../../platform/text-order';
import type { TDemoProduct } from './demo-derivation';

/**
 * Human clicks per link and day from `from` to `to`, for the links named, summed over sub-ids;
 * days without any are left out. Read by the primary key of `click_days`, led by link and day
 * (no scan of other links' days); the sum is made here, which PGlite took longer to do.
 */
export async function findHumanClicksByLink(
  db: TDb,
  linkIds: string[],
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const { rows } = await db.execute<{ link_id: string; day: string; clicks: number }>(sql`
    select cd.link_id, cd.day::text as day, cd.clicks
    from unnest(${sql.param(linkIds)}::text[]) as i(id)
      join ${clickDays} cd on cd.link_id = i.id and cd.day between ${from}::date and ${to}::date
    where cd.clicks > 0`);
  const byLink = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let days = byLink.get(row.link_id);
    if (!days) {
      days = new Map();
      byLink.set(row.link_id, days);
    }
    days.set(row.day, (days.get(row.day) ?? 0) + row.clicks);
  }
  return byLink;
}

/** How many of a brand's priced products (by ASIN) a demo brand link sells. */
export const demoBrandProducts = 50;

/**
 * What each link can sell in the demo: a product link its product (by its primary key); a brand
 * link the first 50 priced products of its brand in the link's marketplace, by ASIN.
 */
export async function findDemoProducts(
  db: TDb,
  linkIds: string[],
): Promise<{ linkId: string; linkAsin: string; products: TDemoProduct[] }[]> {
  const { rows } = await db.execute<{
    link_id: string;
    link_asin: string;
    asin: string | null;
    price_minor: number | null;
  }>(sql`
    with asked as (
      select l.id, l.link_type, l.product_id, l.brand_id, l.country_code, coalesce(l.asin, '') as link_asin
      from unnest(${sql.param(linkIds)}::text[]) as i(id) join ${trackingLinks} l on l.id = i.id
    )
    select a.id as link_id, a.link_asin, p.asin, p.price_minor
    from asked a left join ${products} p on p.id = a.product_id
    where a.link_type <> 'brand'
    union all
    select a.id, a.link_asin, p.asin, p.price_minor
    from asked a left join lateral (
      select asin, price_minor from ${products}
      where brand_id = a.brand_id and country_code = a.country_code and price_minor is not null
      order by asin limit ${demoBrandProducts}) p on true
    where a.link_type = 'brand'`);
  const byLink = new Map<string, { linkId: string; linkAsin: string; products: TDemoProduct[] }>();
  for (const row of rows) {
    let link = byLink.get(row.link_id);
    if (!link) {
      link = { linkId: row.link_id, linkAsin: row.link_asin, products: [] };
      byLink.set(row.link_id, link);
    }
    if (row.asin !== null) {
      link.products.push({ asin: row.asin, priceMinor: row.price_minor });
    }
  }
  // A brand link's products in ASIN order (the derivation picks among them by position),
  // sorted here rather than the whole answer in the database.
  for (const link of byLink.values()) {
    if (link.products.length > 1) {
      link.products.sort((a, b) => codeUnitOrder(a.asin, b.asin));
    }
  }
  return [...byLink.values()];
}
