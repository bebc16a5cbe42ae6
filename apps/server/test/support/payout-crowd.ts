import { sql } from 'drizzle-orm';
import type { TConfig } from '../../src/config';
import type { TQueryable } from '../../src/db/client';
import { seal } from '../../src/platform/secret';

// Many publishers the next US payout run pays, written in a few statements (the SIGKILL test and
// bench/payout-run.ts): each active, with a signed W-9 and its PDF, an approved bank account and
// a released commission of 50.00 to 149.99. One in ten banks in Britain (paid by PayPal), the
// others in the US (ACH). Ids are `usr_pc_000001`…; e-mails `payee1@crowd.test`….

export async function seedPayoutCrowd(db: TQueryable, config: TConfig, count: number): Promise<void> {
  const account = seal(config, 'publisher-bank-account', '000123456789');
  const details = seal(config, 'publisher-tax-form', '{}');
  const id = sql.raw(`'usr_pc_' || lpad(i::text, 6, '0')`);
  const britain = sql.raw('i % 10 = 0');
  await db.execute(sql`
    insert into users (id, email, password_hash, role, name, referral_code, status)
    select ${id}, 'payee' || i || '@crowd.test', 'x', 'publisher', 'Payee ' || i, 'PC' || i, 'active'
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into publisher_tax_forms (user_id, form, name, residence_country, signature_name, signed_on,
      details_sealed, pdf_storage_key, pdf_file_name, pdf_size_bytes, pdf_uploaded_at, updated_at)
    select ${id}, 'W9', 'Payee ' || i, 'US', 'Payee ' || i, '2026-01-02', ${details}, 'crowd/' || i,
      'w9.pdf', 1000, now(), now()
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into publisher_bank_accounts (user_id, bank_country, account_holder_name, bank_name, currency,
      account_type, routing, account_sealed, account_masked, fingerprint, status, submitted_at, updated_at)
    select ${id},
      case when ${britain} then 'GB' else 'US' end, 'Payee ' || i,
      case when ${britain} then 'Barclays' else 'Puget Sound Credit Union' end,
      case when ${britain} then 'GBP' else 'USD' end,
      case when ${britain} then null else 'checking' end,
      case when ${britain} then '{"bic":"NWBKGB2L"}'::jsonb else '{"routingNumber":"011000015"}'::jsonb end,
      ${account}, '…6789', 'crowd', 'approved', now(), now()
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into payout_ledger_lines (id, publisher_id, country_code, currency, kind, amount_minor, created_at)
    select 'released:crowd:' || ${id}, ${id}, 'US', 'USD', 'released', 5000 + i % 10000, now()
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into payout_settings (id, hold_days, minimums, ach, updated_at)
    values ('payouts', 30, '{}'::jsonb,
      '{"companyName":"Affiliate Atlas","companyId":"1987654320","bankRouting":"021000021","bankName":"JPMorgan Chase"}'::jsonb,
      now())
    on conflict (id) do nothing`);
}

/** What the crowd is owed in all: Σ (5000 + i mod 10000) for i = 1…count. */
export function crowdTotalMinor(count: number): number {
  let total = 0;
  for (let i = 1; i <= count; i += 1) {
    total += 5000 + (i % 10000);
  }
  return total;
}
