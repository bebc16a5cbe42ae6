import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  brands,
  commissionConfigs,
  commissionHistory,
  deals,
  products,
  trackingLinks,
} from '../../db/schema';
import type { TAttributionLink } from '../../integrations/marketplace/attribution/types';
import type { TLinkFacts } from './conversion-rows';
import type { TRateFacts } from './rate-in-effect';

// The attribution import's reads (docs/architecture.md "Conversions: the attribution import");
// its one write is conversion-day.repository.ts. Every statement is set-based: arrays go in as
// single parameters, so a 100 000-link day is a handful of statements.

export type TMarketplaceLink = TAttributionLink & TLinkFacts;

/**
 * The marketplace's links, deleted ones too (the marketplace still attributes orders to a link
 * taken down within its 14 days), with the dimensions copied into conversions as the click
 * shipper copies them into report_days.
 */
export async function findMarketplaceLinks(db: TDb, countryCode: string): Promise<TMarketplaceLink[]> {
  const { rows } = await db.execute<{
    id: string;
    code: string;
    asin: string | null;
    owner_id: string;
    seller_id: string | null;
    brand_id: string | null;
    brand_name: string;
    tracking_id_id: string | null;
  }>(sql`
    select l.id, l.code, l.asin, l.owner_id, coalesce(p.seller_id, b.seller_id) as seller_id,
      coalesce(p.brand_id, l.brand_id) as brand_id, l.brand_name, l.tracking_id_id
    from ${trackingLinks} l
      left join ${products} p on p.id = l.product_id
      left join ${brands} b on b.id = l.brand_id
    where l.country_code = ${countryCode}`);
  return rows.map((r) => ({
    linkId: r.id,
    code: r.code,
    asin: r.asin,
    countryCode: countryCode as TMarketplaceLink['countryCode'],
    publisherId: r.owner_id,
    sellerId: r.seller_id,
    brandId: r.brand_id,
    brandName: r.brand_name,
    trackingIdId: r.tracking_id_id,
  }));
}

export type TProductRateFacts = TRateFacts & {
  sellerId: string;
  asin: string;
  productId: string | null;
  brandId: string | null;
  /** The seller's platform fee rate; null when it has no configuration of its own. */
  platformFeeBp: number | null;
};

/**
 * For each (seller, ASIN) bought: the seller's product of that ASIN in the marketplace (its
 * unique key), the settings of the product that carries the commission (a variation's parent),
 * its last change before the day ended and the deals that overlap the day, and the seller's fee
 * configuration. History and deals are read once for the whole set and joined by hash: a
 * look-up per pair cost two thirds of the read on PGlite, where most products have neither.
 */
export async function findRateFacts(
  db: TDb,
  countryCode: string,
  pairs: { sellerId: string; asin: string }[],
  day: { start: Date; end: Date },
): Promise<TProductRateFacts[]> {
  if (pairs.length === 0) {
    return [];
  }
  const { rows } = await db.execute<{
    seller_id: string;
    asin: string;
    product_id: string | null;
    brand_id: string | null;
    status: string | null;
    commission_bp: number | null;
    change_at_ms: number | null;
    change_bp: number | null;
    change_status: string | null;
    deals: [number, number, number | null][] | null;
    platform_fee_bp: number | null;
  }>(sql`
    with bought as (
      select i.seller_id, i.asin, p.id as product_id, p.brand_id, coalesce(p.parent_id, p.id) as setting_id,
        case when p.parent_id is null then p.status else s.status end as status,
        case when p.parent_id is null then p.commission_bp else s.commission_bp end as commission_bp
      from unnest(${sql.param(pairs.map((p) => p.sellerId))}::text[], ${sql.param(pairs.map((p) => p.asin))}::text[])
          as i(seller_id, asin)
        left join ${products} p on p.seller_id = i.seller_id and p.asin = i.asin and p.country_code = ${countryCode}
        left join ${products} s on s.id = p.parent_id
    ), last_change as (
      select distinct on (product_id) product_id, created_at, new_commission_bp, new_status
      from ${commissionHistory}
      where product_id in (select setting_id from bought) and created_at < ${day.end.toISOString()}::timestamptz
      order by product_id, created_at desc
    ), day_deals as (
      select product_id, json_agg(json_build_array(extract(epoch from starts_at)::float8 * 1000,
          extract(epoch from ends_at)::float8 * 1000, extra_commission_bp)) as deals
      from ${deals}
      where product_id in (select setting_id from bought) and starts_at < ${day.end.toISOString()}::timestamptz
        and ends_at > ${day.start.toISOString()}::timestamptz
      group by product_id
    )
    select b.seller_id, b.asin, b.product_id, b.brand_id, b.status, b.commission_bp,
      extract(epoch from h.created_at)::float8 * 1000 as change_at_ms, h.new_commission_bp as change_bp,
      h.new_status as change_status, d.deals, c.platform_fee_bp
    from bought b
      left join last_change h on h.product_id = b.setting_id
      left join day_deals d on d.product_id = b.setting_id
      left join ${commissionConfigs} c on c.seller_id = b.seller_id`);
  return rows.map((r) => ({
    sellerId: r.seller_id,
    asin: r.asin,
    productId: r.product_id,
    brandId: r.brand_id,
    product: r.status === null ? null : { commissionBp: r.commission_bp, status: r.status },
    changes:
      r.change_at_ms === null
        ? []
        : [{ at: new Date(r.change_at_ms), commissionBp: r.change_bp, status: r.change_status }],
    deals: (r.deals ?? []).map(([startsAt, endsAt, extra]) => ({
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      extraCommissionBp: extra,
    })),
    platformFeeBp: r.platform_fee_bp,
  }));
}
