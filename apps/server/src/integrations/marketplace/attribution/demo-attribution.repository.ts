import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { clickDays, products, trackingLinks } from '../../../db/schema';
import type { TDemoProduct } from './demo-derivation';

/**
 * Human clicks per link and day from `from` to `to`, for the links named (by the primary key of
 * `click_days`, led by link and day: no scan of other links' days).
 */
export async function findHumanClickDays(
  db: TDb,
  linkIds: string[],
  from: string,
  to: string,
): Promise<{ linkId: string; day: string; clicks: number }[]> {
  const { rows } = await db.execute<{ link_id: string; day: string; clicks: number }>(sql`
    select cd.link_id, cd.day::text as day, sum(cd.clicks)::int as clicks
    from unnest(${sql.param(linkIds)}::text[]) as i(id)
      join ${clickDays} cd on cd.link_id = i.id and cd.day between ${from}::date and ${to}::date
    group by cd.link_id, cd.day
    having sum(cd.clicks) > 0`);
  return rows.map((r) => ({ linkId: r.link_id, day: r.day, clicks: r.clicks }));
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
    where a.link_type = 'brand'
    order by 1, 3`);
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
  return [...byLink.values()];
}
