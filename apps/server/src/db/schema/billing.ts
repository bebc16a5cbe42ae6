import {
  billingCloseStatuses,
  billingStatuses,
  paymentProviders,
  paymentStatuses,
  statementPaymentMethods,
} from '@atlas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';
import { campaigns } from './placements';

// Billing and payment (docs/domain.md "Billing and payment"): what each account owes for a
// closed month, and the payments that settle sellers' billings. Money in minor units of the
// marketplace's currency; a month is its first day, cut in the marketplace's zone.

/**
 * One close of a marketplace's month (the job on the 1st at 00:00 in its zone, or an operator's
 * "close now"). The unique key makes a second start find the first; a close a crash interrupted
 * stays `running` and is resumed at start, the billings' own unique keys keeping it exact.
 */
export const billingCloses = pgTable(
  'billing_closes',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: billingCloseStatuses }).notNull().default('running'),
    /** Who asked: 'schedule' or an operator's user id. */
    requestedBy: text('requested_by').notNull(),
    sellerBillings: integer('seller_billings').notNull().default(0),
    publisherBillings: integer('publisher_billings').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('billing_closes', t.status, billingCloseStatuses),
    uniqueIndex('billing_closes_month_key').on(t.countryCode, t.month),
  ],
);

/** Seller invoice numbers: taken once, never reused (a rolled-back close leaves a gap). */
export const sellerInvoiceNumbers = pgSequence('seller_invoice_numbers', { startWith: 1 });
/** Publisher statement numbers, apart from the sellers'. */
export const publisherInvoiceNumbers = pgSequence('publisher_invoice_numbers', { startWith: 1 });

/**
 * What a seller owes for one marketplace and month: the commission its products earned
 * publishers plus the platform's fee, per product and publisher in `seller_billing_items`.
 * `status` is `processing` while `paymentId` names the payment holding it; `overdue` is read
 * from `dueAt`, never stored.
 */
export const sellerBillings = pgTable(
  'seller_billings',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }).notNull(),
    /** The close's day in the marketplace's zone (the 1st of the next month): the invoice date. */
    billingDate: date('billing_date', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
    platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull(),
    /** What the seller pays: commission plus platform fee. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: billingStatuses }).notNull().default('unpaid'),
    /** The payment holding or having paid this billing. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('seller_billings', t.status, billingStatuses),
    // exactly once per seller, marketplace and month, whoever closes and however often
    uniqueIndex('seller_billings_month_key').on(t.sellerId, t.countryCode, t.month),
    uniqueIndex('seller_billings_invoice_key').on(t.invoiceNumber),
    // the seller's list, newest month first
    index('seller_billings_seller_idx').on(t.sellerId, t.month, t.id),
    // the payment's billings (release on failure, mark paid on capture)
    // the console summary's unpaid billings per currency, overdue or not
    index('seller_billings_unpaid_idx').on(t.currency, t.dueAt).where(sql`${t.status} = 'unpaid'`),
    index('seller_billings_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);

/** One line of a seller billing: what one product earned one publisher that month. */
export const sellerBillingItems = pgTable(
  'seller_billing_items',
  {
    billingId: text('billing_id')
      .notNull()
      .references(() => sellerBillings.id, { onDelete: 'cascade' }),
    publisherId: text('publisher_id').notNull(),
    asin: text('asin').notNull(),
    /** The month the figures belong to: the billing's own, or an earlier closed one restated after its close. */
    month: date('month', { mode: 'string' }).notNull(),
    productId: text('product_id'),
    brandName: text('brand_name').notNull(),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
    platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.billingId, t.publisherId, t.asin, t.month] })],
);

/**
 * A publisher's monthly statement for one marketplace: the platform's commission
 * (`commissionBp` when closed) on the campaigns sellers confirmed that month. The publisher pays
 * by one of the statement's methods and submits the payment reference (`processing`); an
 * operator confirms (`paid`).
 */
export const publisherBillings = pgTable(
  'publisher_billings',
  {
    id: text('id').primaryKey(),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }).notNull(),
    billingDate: date('billing_date', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    campaigns: integer('campaigns').notNull(),
    /** What the month's confirmed campaigns were worth. */
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    commissionBp: integer('commission_bp').notNull(),
    /** The statement's net value: the commission on the gross, rounded half away from zero. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: billingStatuses }).notNull().default('unpaid'),
    /** How the publisher says it paid: one of the statement's four methods. */
    paymentMethod: text('payment_method', { enum: statementPaymentMethods }),
    paymentReference: text('payment_reference'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The operator who confirmed the payment. */
    confirmedBy: text('confirmed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('publisher_billings', t.status, billingStatuses),
    oneOf('publisher_billings', t.paymentMethod, statementPaymentMethods),
    uniqueIndex('publisher_billings_month_key').on(t.publisherId, t.countryCode, t.month),
    uniqueIndex('publisher_billings_invoice_key').on(t.invoiceNumber),
    // the publisher's list, newest month first
    index('publisher_billings_publisher_idx').on(t.publisherId, t.month, t.id),
    // the operator's queue of submitted references
    index('publisher_billings_submitted_idx').on(t.submittedAt).where(sql`${t.status} = 'processing'`),
  ],
);

/** The confirmed campaigns a publisher statement charges for. A campaign is charged once. */
export const publisherBillingItems = pgTable(
  'publisher_billing_items',
  {
    billingId: text('billing_id')
      .notNull()
      .references(() => publisherBillings.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.billingId, t.campaignId] }),
    uniqueIndex('publisher_billing_items_campaign_key').on(t.campaignId),
  ],
);

/**
 * A seller's payment of one or several billings (merged) of one currency. `requestId` is the
 * client's key: the same request twice finds the first payment. The provider's order and
 * capture ids are unique, so a retried capture or a webhook that arrives twice books once.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    requestId: text('request_id').notNull(),
    /** Several billings in one payment, its provider order made in the background (`payment/merge`). */
    merged: boolean('merged').notNull().default(false),
    currency: text('currency').notNull(),
    /** The billings' total. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The provider's fee the seller pays on top, shown before paying. */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    /** What the provider charges the seller: amount plus fee. */
    chargeMinor: bigint('charge_minor', { mode: 'number' }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerCaptureId: text('provider_capture_id'),
    /** Where the buyer approves the order (the provider's page, or the built-in sandbox's). */
    approveUrl: text('approve_url'),
    /** A bank transfer's reference, as the seller submitted it. */
    reference: text('reference'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('payments', t.provider, paymentProviders),
    oneOf('payments', t.status, paymentStatuses),
    uniqueIndex('payments_request_key').on(t.sellerId, t.requestId),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_capture_key').on(t.provider, t.providerCaptureId),
    // the seller's payments, newest first; the pending-order check
    index('payments_seller_idx').on(t.sellerId, t.createdAt),
    // payments to reconcile at start, and the operator's bank-transfer queue
    index('payments_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('queued', 'created', 'capturing', 'submitted')`),
  ],
);

/** The billings a payment covers, at the amount each had then: kept after the payment ends. */
export const paymentBillings = pgTable(
  'payment_billings',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    billingId: text('billing_id')
      .notNull()
      .references(() => sellerBillings.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.billingId] }),
    // a billing's payment history
    index('payment_billings_billing_idx').on(t.billingId),
  ],
);

/**
 * Every provider event received (webhooks, and the answers of capture lookups booked), unique by
 * the provider's event id: the same event twice is booked once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('payment_events', t.provider, paymentProviders),
    primaryKey({ columns: [t.provider, t.eventId] }),
  ],
);
