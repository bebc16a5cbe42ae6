import {
  payoutFileRails,
  payoutItemStatuses,
  payoutLedgerKinds,
  payoutRails,
  payoutRunKinds,
  payoutRunStatuses,
  type TPayoutSettings,
} from '@atlas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';

import { operators, users } from './auth';

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
    /**
     * The payout that pays a `released` or `reversed` line (and its `paid` line); null while the
     * line is payable. Set when a run takes the line, cleared when its payout is held or its run
     * discarded. No foreign key: a run marks its lines before it writes its payouts, in one
     * transaction (payout-runs.repository.ts).
     */
    payoutItemId: text('payout_item_id'),
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
    // a payout's lines; the payable lines no payout has taken yet
    index('ledger_payout_item_idx').on(t.payoutItemId),
    index('ledger_unpaid_idx')
      .on(t.countryCode, t.publisherId)
      .where(sql`${t.payoutItemId} is null and ${t.kind} in ('released', 'reversed')`),
  ],
);

/** A payout run of one marketplace (`@atlas/shared` payout-runs.ts). */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: payoutRunKinds }).notNull(),
    /** A monthly run's month (its first day); null for a manual run. */
    month: date('month', { mode: 'string' }),
    status: text('status', { enum: payoutRunStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 'schedule', or the operator's id. */
    createdBy: text('created_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => operators.id, { onDelete: 'set null' }),
    /** The PayPal Payouts batch PayPal answered for this run's PayPal payouts. */
    paypalBatchId: text('paypal_batch_id'),
  },
  (t) => [
    oneOf('payout_runs', t.kind, payoutRunKinds),
    oneOf('payout_runs', t.status, payoutRunStatuses),
    // one run in review per marketplace: "run now" twice answers the same run
    uniqueIndex('payout_runs_open_key').on(t.countryCode).where(sql`${t.status} = 'review'`),
    // one monthly run per marketplace and month, whoever makes it
    uniqueIndex('payout_runs_month_key').on(t.countryCode, t.month).where(sql`${t.kind} = 'monthly'`),
    index('payout_runs_created_idx').on(t.createdAt),
  ],
);

/** One publisher's payout in a run. Its amount is the sum of the ledger lines it takes. */
export const payoutItems = pgTable(
  'payout_items',
  {
    /** Short enough for a SEPA EndToEndId (35) and an ACH individual id's reference. */
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'cascade' }),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    rail: text('rail', { enum: payoutRails }).notNull(),
    status: text('status', { enum: payoutItemStatuses }).notNull(),
    reason: text('reason'),
    /** The bank account masked, or the PayPal e-mail, as it was when the run was made. */
    destination: text('destination').notNull(),
    /** The ACH entry's trace number, which the bank's return file names. */
    traceNumber: text('trace_number'),
    payoutFileId: text('payout_file_id'),
    paypalItemId: text('paypal_item_id'),
    /** When the remittance e-mail was queued. */
    remittedAt: timestamp('remitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    oneOf('payout_items', t.rail, payoutRails),
    oneOf('payout_items', t.status, payoutItemStatuses),
    uniqueIndex('payout_items_run_publisher_key').on(t.runId, t.publisherId),
    index('payout_items_run_status_idx').on(t.runId, t.status),
    index('payout_items_publisher_idx').on(t.publisherId, t.createdAt),
    uniqueIndex('payout_items_trace_key').on(t.traceNumber),
  ],
);

/** A bank file an approved run wrote, kept as written so every download is the same bytes. */
export const payoutFiles = pgTable(
  'payout_files',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'cascade' }),
    rail: text('rail', { enum: payoutFileRails }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
    payouts: integer('payouts').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    oneOf('payout_files', t.rail, payoutFileRails),
    uniqueIndex('payout_files_run_rail_key').on(t.runId, t.rail),
  ],
);

/** The operator's payout settings: one row, absent until first saved (the defaults apply). */
export const payoutSettings = pgTable('payout_settings', {
  id: text('id').primaryKey(),
  holdDays: integer('hold_days').notNull(),
  minimums: jsonb('minimums').$type<Record<string, number>>().notNull(),
  ach: jsonb('ach').$type<TPayoutSettings['ach']>(),
  sepa: jsonb('sepa').$type<TPayoutSettings['sepa']>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by'),
});
