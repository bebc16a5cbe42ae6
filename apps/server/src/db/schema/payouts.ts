import { payoutLedgerKinds } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';

// Publisher payouts (docs/domain.md "Publisher payouts"): what each publisher is owed, as the
// lines of a ledger. Money in minor units of the marketplace's currency.

/**
 * One movement of a publisher's commission (`@atlas/shared` payoutLedgerKinds). The lines that
 * follow a seller billing (earned, held, released) name it and are written once each, whoever
 * writes them and however often (`ledger_billing_key`); a balance is a sum of lines, never stored.
 */
export const payoutLedgerLines = pgTable(
  'payout_ledger_lines',
  {
    id: text('id').primaryKey(),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: payoutLedgerKinds }).notNull(),
    /** Signed: a month of returns earns a negative amount; a payout is a negative `paid`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The seller billing the commission was billed in (earned, held, released). */
    sellerBillingId: text('seller_billing_id'),
    /** When a `held` line's commission may be paid out: the close plus the holding period. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    oneOf('payout_ledger_lines', t.kind, payoutLedgerKinds),
    uniqueIndex('ledger_billing_key')
      .on(t.sellerBillingId, t.publisherId, t.kind)
      .where(sql`${t.sellerBillingId} is not null`),
    // a publisher's balance, per marketplace
    index('ledger_publisher_idx').on(t.publisherId, t.countryCode, t.kind),
    // the held lines still to release, by day
    index('ledger_held_idx').on(t.availableAt).where(sql`${t.kind} = 'held'`),
  ],
);
