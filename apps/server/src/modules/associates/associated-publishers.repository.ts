import { type SQL, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import {
  associateCommissions,
  associateReportRows,
  brands,
  products,
  publisherProfiles,
  trackingLinks,
  users,
} from '../../db/schema';
import { containing } from '../../platform/like';

// The seller's associated publishers: associate publishers with lines of its products in their
// uploaded reports, associate links on its products, or a rate of their own on its brands.

export type TAssociatedRow = {
  publisherId: string;
  name: string;
  trackingTags: Record<string, string>;
  associateLinks: number;
  reportRows: number;
  revenueMinor: number;
  commissionMinor: number;
  ownRates: number;
};

/** The publishers related to the seller (optionally through one brand), as a CTE body. */
function relatedPublishers(sellerId: string, brandId: string | undefined): SQL {
  const rowBrand = brandId ? sql`and r.brand_id = ${brandId}` : sql``;
  const linkBrand = brandId ? sql`and p.brand_id = ${brandId}` : sql``;
  const rateBrand = brandId ? sql`and c.brand_id = ${brandId}` : sql``;
  return sql`
    rows_by as (
      select r.publisher_id, count(*)::int as report_rows, coalesce(sum(r.revenue_minor), 0)::bigint as revenue,
        coalesce(sum(r.commission_minor), 0)::bigint as commission
      from ${associateReportRows} r where r.seller_id = ${sellerId} ${rowBrand} group by r.publisher_id),
    links_by as (
      select l.owner_id as publisher_id, count(*)::int as links
      from ${trackingLinks} l join ${products} p on p.id = l.product_id
      where l.link_type = 'associate' and l.deleted_at is null and p.seller_id = ${sellerId} ${linkBrand}
      group by l.owner_id),
    rates_by as (
      select c.publisher_id, count(*)::int as own_rates from ${associateCommissions} c
      where c.seller_id = ${sellerId} and c.publisher_id is not null ${rateBrand} group by c.publisher_id),
    related as (
      select publisher_id from rows_by union select publisher_id from links_by union select publisher_id from rates_by)`;
}

/** A page of the seller's associated publishers, the highest associate commission first. */
export async function listAssociatedPublishers(
  db: TTx,
  filter: { sellerId: string; brandId?: string; search?: string },
  page: { limit: number; offset: number },
): Promise<{ items: TAssociatedRow[]; total: number }> {
  const search = filter.search ? sql`where u.name ilike ${containing(filter.search)}` : sql``;
  const body = sql`
    from related x
    join ${users} u on u.id = x.publisher_id
    join ${publisherProfiles} pp on pp.user_id = u.id
    left join rows_by rb on rb.publisher_id = x.publisher_id
    left join links_by lb on lb.publisher_id = x.publisher_id
    left join rates_by cb on cb.publisher_id = x.publisher_id
    ${search}`;
  const cte = relatedPublishers(filter.sellerId, filter.brandId);
  const [items, total] = await Promise.all([
    db.execute<TAssociatedRow>(sql`
      with ${cte}
      select u.id as "publisherId", u.name, pp.tracking_tags as "trackingTags",
        coalesce(lb.links, 0)::int as "associateLinks", coalesce(rb.report_rows, 0)::int as "reportRows",
        coalesce(rb.revenue, 0)::float8 as "revenueMinor", coalesce(rb.commission, 0)::float8 as "commissionMinor",
        coalesce(cb.own_rates, 0)::int as "ownRates"
      ${body}
      order by coalesce(rb.commission, 0) desc, u.name, u.id
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`with ${cte} select count(*)::int as n ${body}`),
  ]);
  return { items: items.rows, total: total.rows[0]?.n ?? 0 };
}

/** The seller's brands (by name, optionally searched), a page of them. */
export async function listSellerBrands(
  db: TTx,
  sellerId: string,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = search
    ? sql`seller_id = ${sellerId} and marketplace_brand_name ilike ${containing(search)}`
    : sql`seller_id = ${sellerId}`;
  const [items, total] = await Promise.all([
    db.execute<{ id: string; name: string }>(sql`
      select id, marketplace_brand_name as name from ${brands} where ${where}
      order by marketplace_brand_name, id limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${brands} where ${where}`),
  ]);
  return { items: items.rows, total: total.rows[0]?.n ?? 0 };
}
