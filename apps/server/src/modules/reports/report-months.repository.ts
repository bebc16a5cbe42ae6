import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { reportDays, reportMonthStates, reportMonths, reportOwnerDays, trackingLinks } from '../../db/schema';
import { addMonths } from '../../platform/zoned-day';

// The build of report_months: a marketplace's closed months summed per link from report_days,
// a chunk of links per short transaction, then marked built at the version it started from
// (docs/architecture.md "Reports read closed months whole").

/**
 * Gives every closed month since the marketplace's first report day a state (a month closes
 * with no statement touching it, so nothing else names it): new ones are waiting for a build.
 */
export async function recordClosedMonths(
  db: TQueryable,
  countryCode: string,
  openMonth: string,
): Promise<void> {
  await db.execute(sql`
    insert into ${reportMonthStates} (country_code, month)
    select ${countryCode}, m::date
    from generate_series(
      (select date_trunc('month', min(day)) from ${reportOwnerDays}
        where side = 'publisher' and country_code = ${countryCode}),
      ${openMonth}::date - interval '1 month', interval '1 month') m
    on conflict (country_code, month) do nothing`);
}

/**
 * The first month still open somewhere on Earth by the database's clock (UTC+14): the states'
 * trigger (migration 0025) counts the writes of the months before it only, so a build takes no
 * month from here on, whatever the server's clock says.
 */
const openAtUtcPlus14 = sql`date_trunc('month', (now() at time zone 'UTC') + interval '14 hours')::date`;

/** Closed months changed since their last build (or never built), oldest first. */
export function findStaleMonths(
  db: TQueryable,
  countryCode: string,
  openMonth: string,
): Promise<{ month: string; version: number }[]> {
  return db
    .select({ month: reportMonthStates.month, version: reportMonthStates.version })
    .from(reportMonthStates)
    .where(
      and(
        eq(reportMonthStates.countryCode, countryCode),
        lt(reportMonthStates.month, openMonth),
        lt(reportMonthStates.month, openAtUtcPlus14),
        or(
          isNull(reportMonthStates.builtVersion),
          ne(reportMonthStates.builtVersion, reportMonthStates.version),
        ),
      ),
    )
    .orderBy(asc(reportMonthStates.month));
}

/**
 * Sums one month of the marketplace's links after `afterLinkId` (at most `size`, in id order)
 * into report_months in place of their rows there, in one transaction behind the month's lock
 * (two builds of a month take turns chunk by chunk). Answers the last link done, or null past
 * the last link.
 */
export async function buildMonthChunk(
  db: TDb,
  target: { countryCode: string; month: string },
  afterLinkId: string,
  size: number,
): Promise<string | null> {
  const { countryCode, month } = target;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-months:${countryCode}:${month}`}))`);
    const links = await tx
      .select({ id: trackingLinks.id })
      .from(trackingLinks)
      .where(and(eq(trackingLinks.countryCode, countryCode), gt(trackingLinks.id, afterLinkId)))
      .orderBy(asc(trackingLinks.id))
      .limit(size);
    const last = links.at(-1)?.id;
    if (!last) {
      return null;
    }
    const ids = sql.param(links.map((link) => link.id));
    await tx.execute(sql`
      delete from ${reportMonths}
      where country_code = ${countryCode} and month = ${month} and link_id = any(${ids}::text[])`);
    await tx.execute(sql`
      insert into ${reportMonths} (link_id, month, asin, country_code, publisher_id, seller_id, product_id,
        brand_id, brand_name, tracking_id_id, clicks, detail_page_views, add_to_carts, orders, units,
        returned_units, sales_minor, commission_minor, platform_fee_minor, cost_minor)
      select link_id, ${month}::date, asin, country_code, publisher_id, seller_id, product_id, brand_id,
        brand_name, tracking_id_id, sum(clicks), sum(detail_page_views), sum(add_to_carts), sum(orders),
        sum(units), sum(returned_units), sum(sales_minor), sum(commission_minor), sum(platform_fee_minor),
        sum(cost_minor)
      from ${reportDays}
      where link_id = any(${ids}::text[]) and day >= ${month}::date and day < ${addMonths(month, 1)}::date
      group by link_id, asin, country_code, publisher_id, seller_id, product_id, brand_id, brand_name,
        tracking_id_id`);
    return last;
  });
}

/**
 * Ends a month's build: drops the rows of links gone meanwhile (their report_days went with
 * them), then marks the month built at `version`, unless a statement changed it since the build
 * began (then it stays waiting, and the next build takes it again). Answers whether it was marked.
 */
export async function finishMonth(
  db: TQueryable,
  target: { countryCode: string; month: string },
  version: number,
): Promise<boolean> {
  const { countryCode, month } = target;
  await db.execute(sql`
    delete from ${reportMonths} m
    where m.country_code = ${countryCode} and m.month = ${month}
      and not exists (select 1 from ${trackingLinks} l where l.id = m.link_id)`);
  const marked = await db
    .update(reportMonthStates)
    .set({ builtVersion: version, builtAt: sql`now()` })
    .where(
      and(
        eq(reportMonthStates.countryCode, countryCode),
        eq(reportMonthStates.month, month),
        eq(reportMonthStates.version, version),
      ),
    )
    .returning({ month: reportMonthStates.month });
  return marked.length > 0;
}
