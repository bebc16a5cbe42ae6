import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import {
  brands,
  commissionConfigs,
  commissionHistory,
  conversions,
  deals,
  products,
  reportDays,
  trackingLinks,
} from '../../db/schema';
import type { TAttributionLink } from '../../integrations/marketplace/attribution/types';
import type { TConversionRow, TLinkFacts } from './conversion-rows';
import type { TRateFacts } from './rate-in-effect';
import { chunksByReportKey, reportKey, type TReportKey } from './report-chunks';

// The attribution import's reads and its one write transaction (docs/architecture.md
// "Conversions: the attribution import"). Every statement is set-based: arrays go in as single
// parameters, so a 100 000-link day is a handful of statements.

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

/** The columns an import sets on a conversion row it finds (a day imported again). */
const conversionColumns = [
  'currency',
  'publisher_id',
  'seller_id',
  'product_id',
  'brand_id',
  'brand_name',
  'tracking_id_id',
  'detail_page_views',
  'add_to_carts',
  'orders',
  'units',
  'sales_minor',
  'commission_bp',
  'commission_minor',
  'platform_fee_minor',
  'cost_minor',
] as const;

/** The conversion figures of a report_days row (its clicks are the click shipper's). */
const reportFigureColumns = [
  'detail_page_views',
  'add_to_carts',
  'orders',
  'units',
  'returned_units',
  'sales_minor',
  'commission_minor',
  'platform_fee_minor',
  'cost_minor',
] as const;

/**
 * `do update set …` for an upsert that leaves a row alone when it already holds these values:
 * a day imported again mostly brings the same numbers, and a row left alone costs no new row
 * version, no new index entries and, on report_days, no work for the owner rollup's triggers.
 * `alsoSet` is set with the values, never compared. Column names are this file's constants.
 */
function updateIfChanged(table: string, columns: readonly string[], alsoSet: string[] = []) {
  const set = [...columns.map((c) => `${c} = excluded.${c}`), ...alsoSet].join(', ');
  const held = columns.map((c) => `${table}.${c}`).join(', ');
  const brought = columns.map((c) => `excluded.${c}`).join(', ');
  return sql.raw(`do update set ${set} where (${held}) is distinct from (${brought})`);
}

const conversionKey = (row: { linkId: string; asin: string; kind: string }) =>
  `${reportKey(row)}\u0000${row.kind}`;

/**
 * Replaces a marketplace day's conversions and their part of report_days, in the caller's
 * transaction. Each conversion row (link, ASIN, kind) is inserted, or set where its figures
 * changed (it keeps its id; `run_id` names the run that last changed it); each (link, day, ASIN)
 * row of report_days they sum to has its conversion figures set where they changed (its clicks,
 * the click shipper's, stay). Conversions the last import wrote and this one did not are
 * deleted, and their report rows cleared (deleted when they hold no clicks either). Only those
 * rows are visited (`conversions_day_key`, then report_days' primary key), never the whole rollup.
 */
export async function replaceConversionDay(
  tx: TTx,
  target: { countryCode: string; day: string; currency: string; runId: string },
  rows: TConversionRow[],
  newIds: (count: number) => string[],
): Promise<void> {
  const { countryCode, day } = target;
  // Two imports of one day (a retry beside a "run now") write one after the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversions:${countryCode}:${day}`}))`);
  const { rows: held } = await tx.execute<{ link_id: string; asin: string; kind: string }>(sql`
    select link_id, asin, kind from ${conversions} where country_code = ${countryCode} and day = ${day}::date`);
  // A day imported the first time finds no row of its own (the day's lock keeps another import
  // out), and a plain insert skips the check for one.
  const onHeldRow =
    held.length === 0
      ? sql``
      : sql`on conflict (country_code, day, link_id, asin, kind)
        ${updateIfChanged('conversions', conversionColumns, ['run_id = excluded.run_id', 'imported_at = now()'])}`;
  for (const chunk of chunksByReportKey(rows)) {
    const column = <T>(pick: (r: TConversionRow) => T) => sql.param(chunk.map(pick));
    // One statement a chunk: the rows into conversions, and their sums set on report_days,
    // without reading conversions back.
    await tx.execute(sql`
      with v as (
        select * from unnest(${sql.param(newIds(chunk.length))}::text[], ${column((r) => r.linkId)}::text[],
          ${column((r) => r.asin)}::text[], ${column((r) => r.kind)}::text[], ${column((r) => r.publisherId)}::text[],
          ${column((r) => r.sellerId)}::text[], ${column((r) => r.productId)}::text[], ${column((r) => r.brandId)}::text[],
          ${column((r) => r.brandName)}::text[], ${column((r) => r.trackingIdId)}::text[],
          ${column((r) => r.detailPageViews)}::int[], ${column((r) => r.addToCarts)}::int[], ${column((r) => r.orders)}::int[],
          ${column((r) => r.units)}::int[], ${column((r) => r.salesMinor)}::bigint[], ${column((r) => r.commissionBp)}::int[],
          ${column((r) => r.commissionMinor)}::bigint[], ${column((r) => r.platformFeeMinor)}::bigint[],
          ${column((r) => r.costMinor)}::bigint[])
          as t(id, link_id, asin, kind, publisher_id, seller_id, product_id, brand_id, brand_name, tracking_id_id,
            views, carts, orders, units, sales, bp, commission, fee, cost)
      ), written as (
        insert into ${conversions} (id, link_id, day, asin, kind, country_code, currency, publisher_id, seller_id,
          product_id, brand_id, brand_name, tracking_id_id, detail_page_views, add_to_carts, orders, units,
          sales_minor, commission_bp, commission_minor, platform_fee_minor, cost_minor, run_id)
        select id, link_id, ${day}::date, asin, kind, ${countryCode}, ${target.currency}, publisher_id, seller_id,
          product_id, brand_id, brand_name, tracking_id_id, views, carts, orders, units, sales, bp, commission, fee,
          cost, ${target.runId}
        from v
        ${onHeldRow}
      )
      insert into ${reportDays} (link_id, day, asin, country_code, publisher_id, seller_id, product_id, brand_id,
        brand_name, tracking_id_id, detail_page_views, add_to_carts, orders, units, returned_units, sales_minor,
        commission_minor, platform_fee_minor, cost_minor)
      select link_id, ${day}::date, asin, ${countryCode}, min(publisher_id), min(seller_id), min(product_id),
        min(brand_id), min(brand_name), min(tracking_id_id), sum(views), sum(carts), sum(orders), sum(units),
        coalesce(-sum(units) filter (where kind = 'return'), 0), sum(sales), sum(commission), sum(fee), sum(cost)
      from v
      group by link_id, asin
      order by 1, 3
      on conflict (link_id, day, asin) ${updateIfChanged('report_days', reportFigureColumns)}`);
  }
  await clearStaleRows(tx, { countryCode, day }, held, rows);
}

/**
 * The conversions the last import of the day wrote and this one did not, deleted; and the report
 * rows of (link, ASIN) pairs left with no conversion, cleared.
 */
async function clearStaleRows(
  tx: TTx,
  target: { countryCode: string; day: string },
  held: { link_id: string; asin: string; kind: string }[],
  fresh: TConversionRow[],
) {
  const freshRows = new Set(fresh.map(conversionKey));
  const freshPairs = new Set(fresh.map(reportKey));
  const staleRows = held
    .map((r) => ({ linkId: r.link_id, asin: r.asin, kind: r.kind }))
    .filter((r) => !freshRows.has(conversionKey(r)));
  if (staleRows.length === 0) {
    return;
  }
  await tx.execute(sql`
    delete from ${conversions} c
    using unnest(${sql.param(staleRows.map((r) => r.linkId))}::text[], ${sql.param(staleRows.map((r) => r.asin))}::text[],
      ${sql.param(staleRows.map((r) => r.kind))}::text[]) as s(link_id, asin, kind)
    where c.country_code = ${target.countryCode} and c.day = ${target.day}::date and c.link_id = s.link_id
      and c.asin = s.asin and c.kind = s.kind`);
  const stalePairs = new Map<string, TReportKey>();
  for (const row of staleRows) {
    if (!freshPairs.has(reportKey(row))) {
      stalePairs.set(reportKey(row), { linkId: row.linkId, asin: row.asin });
    }
  }
  await clearReportRows(tx, target.day, [...stalePairs.values()]);
}

/** The conversion figures of these report rows of the day, cleared (a row holding no clicks deleted). */
async function clearReportRows(tx: TTx, day: string, keys: TReportKey[]) {
  if (keys.length === 0) {
    return;
  }
  await tx.execute(sql`
    with stale as (
      select * from unnest(${sql.param(keys.map((k) => k.linkId))}::text[], ${sql.param(keys.map((k) => k.asin))}::text[])
        as s(link_id, asin)
    ), emptied as (
      delete from ${reportDays} r using stale
      where r.link_id = stale.link_id and r.day = ${day}::date and r.asin = stale.asin and r.clicks = 0
    )
    update ${reportDays} r set detail_page_views = 0, add_to_carts = 0, orders = 0, units = 0, returned_units = 0,
      sales_minor = 0, commission_minor = 0, platform_fee_minor = 0, cost_minor = 0
    from stale
    where r.link_id = stale.link_id and r.day = ${day}::date and r.asin = stale.asin and r.clicks <> 0`);
}
