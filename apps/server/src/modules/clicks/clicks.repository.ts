import { marketplaceOf } from '@atlas/shared';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  brands,
  catalogueEntries,
  clickDays,
  clickLogCheckpoints,
  clicks,
  products,
  reportDays,
  trackingLinks,
} from '../../db/schema';
import { dayInZone } from '../../platform/zoned-day';
import type { TClickRecord } from './click-record';

/** What the redirect needs of a link, kept in the link cache. */
export type TLinkTarget = {
  linkId: string;
  destinationUrl: string;
  countryCode: string;
  /** The sub-id saved with the link: a click without a valid `?sub=` counts under it. */
  subId: string | null;
  /** The product is still in the catalogue (active, with a commission); for a brand link, the brand still has products there. */
  earning: boolean;
  deleted: boolean;
};

/**
 * The link of a short code, in one short read: the code's unique index, then one catalogue entry
 * by product id (its primary key), or for a brand link one entry of the brand's name in the
 * link's marketplace (`catalogue_entries_brand_idx`, led by marketplace and brand name): a brand
 * id stands for every seller's brand of that name, as in the catalogue.
 */
export async function findLinkTarget(db: TDb, code: string): Promise<TLinkTarget | null> {
  const { rows } = await db.execute<{
    link_id: string;
    destination_url: string;
    country_code: string;
    sub_id: string | null;
    deleted: boolean;
    earning: boolean;
  }>(sql`
    select l.id as link_id, l.destination_url, l.country_code, l.sub_id, l.deleted_at is not null as deleted,
      case when l.link_type = 'brand' then exists (
          select 1 from ${catalogueEntries} e where e.country_code = l.country_code and e.brand_name = l.brand_name)
        else exists (select 1 from ${catalogueEntries} e where e.product_id = l.product_id)
      end as earning
    from ${trackingLinks} l
    where l.code = ${code}`);
  const [row] = rows;
  if (!row) {
    return null;
  }
  return {
    linkId: row.link_id,
    destinationUrl: row.destination_url,
    countryCode: row.country_code,
    subId: row.sub_id,
    earning: row.earning,
    deleted: row.deleted,
  };
}

/** How far a segment of the click log was shipped (0 when never). */
export async function findShippedBytes(db: TDb, segment: string): Promise<number> {
  const [row] = await db
    .select({ shippedBytes: clickLogCheckpoints.shippedBytes })
    .from(clickLogCheckpoints)
    .where(eq(clickLogCheckpoints.segment, segment));
  return row?.shippedBytes ?? 0;
}

export async function deleteCheckpoint(db: TDb, segment: string): Promise<void> {
  await db.delete(clickLogCheckpoints).where(eq(clickLogCheckpoints.segment, segment));
}

const quarterHour = 15 * 60 * 1000;
const days = new Map<string, string>();

/**
 * The click's day in its marketplace's zone. Every zone's midnight (daylight saving included)
 * falls on a quarter hour of UTC, so one zone look-up per marketplace and quarter hour serves
 * every click in it (the look-up costs tens of microseconds, a batch holds thousands of clicks).
 */
export function clickDay(record: TClickRecord): string {
  const quarter = Math.floor(record.at / quarterHour);
  const key = `${record.countryCode}:${quarter}`;
  let day = days.get(key);
  if (day === undefined) {
    if (days.size >= 10_000) {
      days.clear();
    }
    day = dayInZone(new Date(quarter * quarterHour), marketplaceOf(record.countryCode).timeZone);
    days.set(key, day);
  }
  return day;
}

/**
 * Writes a batch of clicks and moves the segment's checkpoint to `shippedBytes`, in one
 * statement (so one transaction): clicks are inserted by id, and only those inserted (not those a
 * crash had already shipped) are added to `click_days` (humans, bots, humans earning nothing), to
 * the reports' `report_days` (humans, under the link's ASIN, '' for a brand link) and to the
 * link's count (humans only). A click whose link is gone is dropped. Answers how many
 * clicks were new.
 */
export async function shipClicks(
  db: TDb,
  batch: TClickRecord[],
  /** How far the log segment the batch came from is shipped; none for clicks not read from the log (the demo's). */
  checkpoint?: { segment: string; shippedBytes: number },
): Promise<number> {
  const column = <T>(pick: (r: TClickRecord) => T) => sql.param(batch.map(pick));
  const { rows } = await db.execute<{ inserted: number }>(sql`
    with input as (
      select * from unnest(${column((r) => r.id)}::text[], ${column((r) => r.linkId)}::text[],
        ${column((r) => new Date(r.at).toISOString())}::timestamptz[], ${column((r) => r.subId)}::text[],
        ${column((r) => r.ipHash)}::text[], ${column((r) => r.agentClass)}::text[],
        ${column((r) => r.referrerHost)}::text[], ${column((r) => r.isBot)}::boolean[],
        ${column((r) => r.earning)}::boolean[], ${column(clickDay)}::date[])
        as t(id, link_id, clicked_at, sub_id, ip_hash, agent_class, referrer_host, is_bot, earning, day)
    ), inserted as (
      insert into ${clicks} (id, link_id, clicked_at, sub_id, ip_hash, agent_class, referrer_host, is_bot, earning)
      select i.id, i.link_id, i.clicked_at, i.sub_id, i.ip_hash, i.agent_class, i.referrer_host, i.is_bot, i.earning
      from input i join ${trackingLinks} l on l.id = i.link_id
      on conflict (id) do nothing
      returning id
    ), fresh as (
      select i.* from input i join inserted using (id)
    ), days as (
      insert into ${clickDays} (link_id, day, sub_id, clicks, bot_clicks, non_earning_clicks)
      select link_id, day, coalesce(sub_id, ''), count(*) filter (where not is_bot),
        count(*) filter (where is_bot), count(*) filter (where not is_bot and not earning)
      from fresh group by link_id, day, coalesce(sub_id, '')
      order by 1, 2, 3
      on conflict (link_id, day, sub_id) do update set
        clicks = ${clickDays}.clicks + excluded.clicks,
        bot_clicks = ${clickDays}.bot_clicks + excluded.bot_clicks,
        non_earning_clicks = ${clickDays}.non_earning_clicks + excluded.non_earning_clicks
    ), report as (
      insert into ${reportDays} (link_id, day, asin, country_code, publisher_id, seller_id, product_id,
        brand_id, brand_name, tracking_id_id, clicks)
      select f.link_id, f.day, coalesce(l.asin, ''), l.country_code, l.owner_id,
        coalesce(p.seller_id, b.seller_id), l.product_id, coalesce(p.brand_id, l.brand_id), l.brand_name,
        l.tracking_id_id, f.clicks
      from (select link_id, day, count(*)::int as clicks from fresh where not is_bot group by link_id, day) f
        join ${trackingLinks} l on l.id = f.link_id
        left join ${products} p on p.id = l.product_id
        left join ${brands} b on b.id = l.brand_id
      order by 1, 2, 3
      on conflict (link_id, day, asin) do update set clicks = ${reportDays}.clicks + excluded.clicks
    ), counts as (
      update ${trackingLinks} l set click_count = l.click_count + f.clicks,
        last_click_at = greatest(l.last_click_at, f.last_at)
      from (select link_id, count(*) as clicks, max(clicked_at) as last_at
            from fresh where not is_bot group by link_id) f
      where l.id = f.link_id
    )${
      checkpoint
        ? sql`, checkpoint as (
      insert into ${clickLogCheckpoints} (segment, shipped_bytes, updated_at)
      values (${checkpoint.segment}, ${checkpoint.shippedBytes}, now())
      on conflict (segment) do update set shipped_bytes = excluded.shipped_bytes, updated_at = now()
    )`
        : sql``
    }
    select count(*)::int as inserted from inserted`);
  return rows[0]?.inserted ?? 0;
}
