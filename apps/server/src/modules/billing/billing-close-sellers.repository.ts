import { sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { billingCloses, reportDays, sellerBillingItems, sellerBillings, users } from '../../db/schema';
import type { TBillingMonth } from './billing-month';

// The seller side of a month close, one chunk of sellers per transaction, all in SQL
// (docs/domain.md "Billing: the month close and seller billings").

type TTarget = { countryCode: string; currency: string; period: TBillingMonth };

/**
 * The sellers to bill, by id: those with report rows since the month before the marketplace's
 * latest earlier close (a month that close did not reach, or restated after it), or in the month before at least, or
 * ever when the marketplace never closed a month; and those billed for the month before (rows
 * since removed). Read once per close (ids only: a million is a few tens of megabytes), then
 * billed a chunk at a time.
 */
export async function sellersToBill(db: TTx, target: TTarget): Promise<string[]> {
  const { countryCode, period } = target;
  const { rows } = await db.execute<{ seller_id: string }>(sql`
    with since as (
      -- the month before the latest close: the nightly import restates 30 days back
      select least(coalesce((max(month) - interval '1 month')::date, '0001-01-01'::date), ${period.previousMonth}::date) as day
      from ${billingCloses}
      where country_code = ${countryCode} and month < ${period.month}::date and status = 'finished'
    )
    select s.seller_id from (
      select distinct seller_id from ${reportDays}
      where country_code = ${countryCode} and day >= (select day from since)
        and day < ${period.billingDate}::date and seller_id is not null
      union
      select seller_id from ${sellerBillings}
      where country_code = ${countryCode} and month = ${period.previousMonth}::date
    ) s
    join ${users} u on u.id = s.seller_id
    order by s.seller_id`);
  return rows.map((r) => r.seller_id);
}

/** The sums of report rows of one month, per seller, publisher and ASIN. */
const reportSums = (sellerIds: string[], countryCode: string, from: string, to: string) => sql`
  select rd.seller_id, rd.publisher_id, rd.asin, max(rd.product_id) as product_id,
    max(rd.brand_name) as brand_name, sum(rd.orders) as orders, sum(rd.units) as units,
    sum(rd.sales_minor) as sales, sum(rd.commission_minor) as commission,
    sum(rd.platform_fee_minor) as fee, sum(rd.cost_minor) as total
  from ${reportDays} rd
  where rd.seller_id = any(${sql.param(sellerIds)}::text[])
    and rd.country_code = ${countryCode} and rd.day >= ${from}::date and rd.day < ${to}::date
  group by rd.seller_id, rd.publisher_id, rd.asin`;

/**
 * Bills one chunk of sellers: a billing per seller whose month nets above zero, with one item per
 * line: the month's own lines, and per earlier month not settled by a billing (from the month
 * before the seller's latest billing, as the import restates 30 days back, or from the beginning
 * for a seller never billed) what `report_days` says now less what was billed for it.
 * A month that netted to zero or less thus comes back whole, credit included, however many
 * closes later the seller is billed again. A seller already billed
 * for the month is skipped, so a resumed or concurrent close writes each billing once.
 * Answers how many billings it wrote.
 */
export async function billSellerChunk(
  tx: TTx,
  target: TTarget,
  sellerIds: string[],
  billingIds: string[],
): Promise<number> {
  const { countryCode, currency, period } = target;
  const lineColumns = sql.raw(
    'seller_id, publisher_id, asin, month, product_id, brand_name, orders, units, sales, commission, fee, total',
  );
  const delta = (column: string) => sql.raw(`coalesce(n.${column}, 0) - coalesce(p.${column}, 0)`);
  const { rows } = await tx.execute<{ billings: number | string }>(sql`
    with chunk as (
      select * from unnest(${sql.param(sellerIds)}::text[], ${sql.param(billingIds)}::text[]) as c(seller_id, billing_id)
    ), current_month as (
      ${reportSums(sellerIds, countryCode, period.month, period.billingDate)}
    ), windows as (
      -- where each seller's unbilled past begins: the month before its latest billing (the
      -- nightly import restates 30 days back, so the days before that billing's month may have
      -- changed after its close) or, never billed, the beginning; the previous month at the latest
      select c.seller_id, least(coalesce((max(b.month) - interval '1 month')::date, '0001-01-01'::date), ${period.previousMonth}::date) as from_month
      from chunk c
      left join ${sellerBillings} b
        on b.seller_id = c.seller_id and b.country_code = ${countryCode} and b.month < ${period.month}::date
      group by c.seller_id
    ), previous_now as (
      select rd.seller_id, rd.publisher_id, rd.asin, date_trunc('month', rd.day)::date as month,
        max(rd.product_id) as product_id, max(rd.brand_name) as brand_name, sum(rd.orders) as orders,
        sum(rd.units) as units, sum(rd.sales_minor) as sales, sum(rd.commission_minor) as commission,
        sum(rd.platform_fee_minor) as fee, sum(rd.cost_minor) as total
      from ${reportDays} rd
      join windows w on w.seller_id = rd.seller_id
      where rd.country_code = ${countryCode} and rd.day >= w.from_month and rd.day < ${period.month}::date
      group by rd.seller_id, rd.publisher_id, rd.asin, date_trunc('month', rd.day)
    ), previous_billed as (
      select b.seller_id, i.publisher_id, i.asin, i.month, max(i.product_id) as product_id,
        max(i.brand_name) as brand_name, sum(i.orders) as orders, sum(i.units) as units,
        sum(i.sales_minor) as sales, sum(i.commission_minor) as commission,
        sum(i.platform_fee_minor) as fee, sum(i.total_minor) as total
      from ${sellerBillingItems} i
      join ${sellerBillings} b on b.id = i.billing_id
      join windows w on w.seller_id = b.seller_id
      where b.country_code = ${countryCode} and b.month < ${period.month}::date and i.month >= w.from_month
      group by b.seller_id, i.publisher_id, i.asin, i.month
    ), lines as (
      select seller_id, publisher_id, asin, ${period.month}::date as month, product_id, brand_name,
        orders, units, sales, commission, fee, total
      from current_month
      union all
      select coalesce(n.seller_id, p.seller_id), coalesce(n.publisher_id, p.publisher_id), coalesce(n.asin, p.asin),
        coalesce(n.month, p.month), coalesce(n.product_id, p.product_id), coalesce(n.brand_name, p.brand_name),
        ${delta('orders')}, ${delta('units')}, ${delta('sales')}, ${delta('commission')}, ${delta('fee')}, ${delta('total')}
      from previous_now n
      full join previous_billed p
        on p.seller_id = n.seller_id and p.publisher_id = n.publisher_id and p.asin = n.asin and p.month = n.month
    ), kept as (
      select ${lineColumns} from lines
      where orders <> 0 or units <> 0 or sales <> 0 or commission <> 0 or fee <> 0 or total <> 0
    ), totals as (
      select seller_id, sum(orders) as orders, sum(units) as units, sum(sales) as sales,
        sum(commission) as commission, sum(fee) as fee, sum(total) as total
      from kept group by seller_id
      having sum(total) > 0
    ), inserted as (
      insert into ${sellerBillings} (id, seller_id, country_code, currency, month, invoice_number, billing_date,
        closed_at, due_at, orders, units, sales_minor, commission_minor, platform_fee_minor, total_minor)
      select c.billing_id, t.seller_id, ${countryCode}, ${currency}, ${period.month}::date,
        nextval('seller_invoice_numbers'), ${period.billingDate}::date, ${period.closedAt.toISOString()}::timestamptz,
        ${period.dueAt.toISOString()}::timestamptz, t.orders, t.units, t.sales, t.commission, t.fee, t.total
      from totals t
      join chunk c on c.seller_id = t.seller_id
      where not exists (
        select 1 from ${sellerBillings} x
        where x.seller_id = t.seller_id and x.country_code = ${countryCode} and x.month = ${period.month}::date
      )
      order by t.seller_id
      on conflict do nothing
      returning id, seller_id
    ), items as (
      insert into ${sellerBillingItems} (billing_id, publisher_id, asin, month, product_id, brand_name, orders, units,
        sales_minor, commission_minor, platform_fee_minor, total_minor)
      select i.id, k.publisher_id, k.asin, k.month, k.product_id, k.brand_name, k.orders, k.units, k.sales,
        k.commission, k.fee, k.total
      from kept k join inserted i on i.seller_id = k.seller_id
      returning 1
    )
    select (select count(*) from inserted) as billings`);
  return Number(rows[0]?.billings ?? 0);
}
