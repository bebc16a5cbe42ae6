import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutItems, payoutRuns, publisherTaxForms, users } from '../../db/schema';

// What each publisher was paid in a calendar year, per currency, with its tax form's columns.

export type TPaidRow = {
  publisher_id: string;
  email: string;
  currency: string;
  amount: string | number;
  form: string | null;
  name: string | null;
  business_name: string | null;
  residence_country: string | null;
  citizenship_country: string | null;
  incorporation_country: string | null;
  signed_on: string | null;
  details_sealed: string | null;
};

/** Payouts of runs approved in the year (UTC) that were not returned, one row per publisher and currency. */
export async function paidInYearRows(db: TQueryable, year: number): Promise<TPaidRow[]> {
  const { rows } = await db.execute<TPaidRow>(sql`
    select i.publisher_id, u.email, i.currency, sum(i.amount_minor) as amount,
      t.form, t.name, t.business_name, t.residence_country, t.citizenship_country,
      t.incorporation_country, t.signed_on::text as signed_on, t.details_sealed
    from ${payoutItems} i
    join ${payoutRuns} r on r.id = i.run_id
    join ${users} u on u.id = i.publisher_id
    left join ${publisherTaxForms} t on t.user_id = i.publisher_id
    where i.status in ('sent', 'paid')
      and r.approved_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
      and r.approved_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')
    group by i.publisher_id, u.email, i.currency, t.form, t.name, t.business_name, t.residence_country,
      t.citizenship_country, t.incorporation_country, t.signed_on, t.details_sealed
    order by t.name, i.publisher_id`);
  return rows;
}
