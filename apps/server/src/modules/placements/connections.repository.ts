import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { brands, campaigns, placements, products, trackingLinks, users } from '../../db/schema';
import { containing } from '../../platform/like';

// The seller's connections: publishers with a campaign with it (declined ones not counted) or a
// live tracking link to one of its products or brands.

export type TConnectionRow = {
  publisherId: string;
  name: string;
  campaigns: number;
  openCampaigns: number;
  trackingLinks: number;
  onlinePlacements: number;
  lastActivityAt: Date | string | null;
};

/** A page of the seller's connections, most campaigns first, then most links, then by name. */
export async function listSellerConnections(
  db: TQueryable,
  filter: { sellerId: string; search?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: TConnectionRow[]; total: number }> {
  const cte = sql`
    camp as (
      select c.publisher_id, count(*)::int as n,
        (count(*) filter (where c.status in ('applied', 'accepted', 'in_progress')))::int as open,
        max(c.applied_at) as last
      from ${campaigns} c where c.seller_id = ${filter.sellerId} and c.status <> 'declined'
      group by c.publisher_id),
    links as (
      select l.owner_id as publisher_id, count(*)::int as n, max(l.created_at) as last
      from ${trackingLinks} l
      left join ${products} p on p.id = l.product_id
      left join ${brands} b on b.id = l.brand_id
      where l.deleted_at is null and (p.seller_id = ${filter.sellerId} or b.seller_id = ${filter.sellerId})
      group by l.owner_id),
    related as (select publisher_id from camp union select publisher_id from links)`;
  const search = filter.search ? sql`and u.name ilike ${containing(filter.search)}` : sql``;
  const body = sql`
    from related x
    join ${users} u on u.id = x.publisher_id and u.role = 'publisher'
    left join camp c on c.publisher_id = x.publisher_id
    left join links l on l.publisher_id = x.publisher_id
    where true ${search}`;
  const [rows, total] = await Promise.all([
    db.execute<TConnectionRow>(sql`
      with ${cte}
      select u.id as "publisherId", u.name,
        coalesce(c.n, 0)::int as campaigns, coalesce(c.open, 0)::int as "openCampaigns",
        coalesce(l.n, 0)::int as "trackingLinks",
        (select count(*)::int from ${placements} pl
          where pl.publisher_id = u.id and pl.status = 'online' and pl.deleted_at is null) as "onlinePlacements",
        greatest(c.last, l.last) as "lastActivityAt"
      ${body}
      order by coalesce(c.n, 0) desc, coalesce(l.n, 0) desc, u.name, u.id
      limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`with ${cte} select count(*)::int as n ${body}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
