import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TTx } from '../../db/client';
import { conversions, reportDays } from '../../db/schema';
import type { TConversionRow } from './conversion-rows';
import { chunksByReportKey, reportKey, type TReportKey } from './report-chunks';

// The attribution import's one write: a marketplace day's conversions and their part of
// report_days, in the caller's transaction (docs/architecture.md "Conversions: the attribution
// import"). The reads before it are in conversions.repository.ts.

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
function updateIfChanged(table: PgTable, columns: readonly string[], alsoSet: string[] = []) {
  const set = [...columns.map((c) => `${c} = excluded.${c}`), ...alsoSet].join(', ');
  const held = columns.map((c) => `${getTableName(table)}.${c}`).join(', ');
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
 * deleted (but those of `unread` links, which the marketplace was not asked about), and their
 * report rows cleared (deleted when they hold no clicks either). Only those
 * rows are visited (`conversions_day_key`, then report_days' primary key), never the whole rollup.
 */
export async function replaceConversionDay(
  tx: TTx,
  target: { countryCode: string; day: string; currency: string; runId: string; unread?: ReadonlySet<string> },
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
        ${updateIfChanged(conversions, conversionColumns, ['run_id = excluded.run_id', 'imported_at = now()'])}`;
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
      on conflict (link_id, day, asin) ${updateIfChanged(reportDays, reportFigureColumns)}`);
  }
  // links the marketplace could not be asked about this time keep what they had
  const unread = target.unread ?? new Set<string>();
  await clearStaleRows(
    tx,
    { countryCode, day },
    held.filter((r) => !unread.has(r.link_id)),
    rows,
  );
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
