import { sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { campaigns, publisherBillingItems, publisherBillings } from '../../db/schema';
import { shareOf } from '../conversions/commission-math';
import type { TBillingMonth } from './billing-month';

// The publisher side of a month close: a statement per publisher of the platform's commission on
// the campaigns sellers confirmed that month in that marketplace, one chunk per transaction.

type TTarget = { countryCode: string; currency: string; period: TBillingMonth; commissionBp: number };

/**
 * The month's confirmed campaigns of the marketplace. A campaign belongs to the month it was
 * confirmed in, so only that month's statement charges it: a publisher without a statement for
 * the month has none of them charged (and `publisher_billing_items_campaign_key` would refuse a
 * second charge, failing the close rather than charging twice).
 */
const monthCampaigns = (target: TTarget) => sql`
  c.status = 'confirmed' and c.country_code = ${target.countryCode}
  and c.confirmed_at >= ${target.period.startsAt.toISOString()}::timestamptz
  and c.confirmed_at < ${target.period.closedAt.toISOString()}::timestamptz`;

/** Publishers without a statement for the month: a chunk's and the list's filter. */
const notStated = (target: TTarget) => sql`not exists (
  select 1 from ${publisherBillings} b
  where b.publisher_id = c.publisher_id and b.country_code = ${target.countryCode}
    and b.month = ${target.period.month}::date
)`;

/** The publishers with campaigns confirmed in the month and no statement for it, by id (read once per close). */
export async function publishersToBill(tx: TTx, target: TTarget): Promise<string[]> {
  const { rows } = await tx.execute<{ publisher_id: string }>(sql`
    select distinct c.publisher_id from ${campaigns} c
    where ${monthCampaigns(target)} and ${notStated(target)}
    order by c.publisher_id`);
  return rows.map((r) => r.publisher_id);
}

/**
 * Writes the statements of one chunk of publishers with their campaigns: the commission on the
 * month's gross rounded half away from zero (`shareOf`, as the campaign earnings). A publisher
 * already stated for the month is skipped. Answers how many statements it wrote.
 */
export async function billPublisherChunk(
  tx: TTx,
  target: TTarget,
  publisherIds: string[],
  newIds: (count: number) => string[],
): Promise<number> {
  const { countryCode, currency, period, commissionBp } = target;
  const { rows: sums } = await tx.execute<{
    publisher_id: string;
    campaigns: number | string;
    gross: string;
  }>(sql`
    select c.publisher_id, count(*) as campaigns, sum(c.price_minor) as gross
    from ${campaigns} c
    where c.publisher_id = any(${sql.param(publisherIds)}::text[]) and ${monthCampaigns(target)}
      and ${notStated(target)}
    group by c.publisher_id
    having sum(c.price_minor) > 0
    order by c.publisher_id`);
  if (sums.length === 0) {
    return 0;
  }
  const column = <T>(pick: (r: (typeof sums)[number]) => T) => sql.param(sums.map(pick));
  const { rows } = await tx.execute<{ statements: number | string }>(sql`
    with v as (
      select * from unnest(${sql.param(newIds(sums.length))}::text[], ${column((r) => r.publisher_id)}::text[],
        ${column((r) => Number(r.campaigns))}::int[], ${column((r) => Number(r.gross))}::bigint[],
        ${column((r) => shareOf(Number(r.gross), commissionBp))}::bigint[])
        as t(id, publisher_id, campaigns, gross, amount)
    ), inserted as (
      insert into ${publisherBillings} (id, publisher_id, country_code, currency, month, invoice_number, billing_date,
        closed_at, due_at, campaigns, gross_minor, commission_bp, amount_minor)
      select id, publisher_id, ${countryCode}, ${currency}, ${period.month}::date, nextval('publisher_invoice_numbers'),
        ${period.billingDate}::date, ${period.closedAt.toISOString()}::timestamptz,
        ${period.dueAt.toISOString()}::timestamptz, campaigns, gross, ${commissionBp}, amount
      from v
      order by publisher_id
      on conflict do nothing
      returning id, publisher_id
    ), items as (
      insert into ${publisherBillingItems} (billing_id, campaign_id, price_minor)
      select i.id, c.id, c.price_minor
      from ${campaigns} c join inserted i on i.publisher_id = c.publisher_id
      where c.publisher_id = any(${sql.param(publisherIds)}::text[]) and ${monthCampaigns(target)}
      returning 1
    )
    select (select count(*) from inserted) as statements`);
  return Number(rows[0]?.statements ?? 0);
}
