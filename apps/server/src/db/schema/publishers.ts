import {
  accountTypes,
  associateStatuses,
  publisherReviewStatuses,
  publisherTaxForms as publisherTaxFormKinds,
  type TTrackingTags,
} from '@atlas/shared';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { operators, users } from './auth';

/** A saved bank account's review; `missing` (in the answers) is no row at all. */
const bankReviewStatuses = publisherReviewStatuses;

/**
 * What a publisher account has beyond the user row (whose `profile` holds what it promotes,
 * where and how). A publisher starts `pending`; an operator approves it, or rejects it with a
 * reason, before it may browse the catalogue and create links (docs/domain.md).
 */
export const publisherProfiles = pgTable(
  'publisher_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewStatus: text('review_status', { enum: publisherReviewStatuses }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    /** When the profile last went to review: the queue shows the longest-waiting first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The publisher's own marketplace associates tag per marketplace. */
    trackingTags: jsonb('tracking_tags').$type<TTrackingTags>().notNull().default({}),
    /** The operator's associate standing of the publisher (docs/domain.md, "Operator console"). */
    associateStatus: text('associate_status', { enum: associateStatuses }).notNull().default('unverified'),
    /** The operators' own note on the publisher; never shown to the publisher. */
    operatorNote: text('operator_note'),
    operatorNoteAt: timestamp('operator_note_at', { withTimezone: true }),
    operatorNoteBy: text('operator_note_by').references(() => operators.id, { onDelete: 'set null' }),
    /** When the publisher dismissed its first-run checklist (POST publisher/onboardingCompleted). */
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('publisher_profiles', t.reviewStatus, publisherReviewStatuses),
    oneOf('publisher_profiles', t.associateStatus, associateStatuses),
    // the operator's review queue: by status, longest waiting first
    index('publisher_profiles_review_idx').on(t.reviewStatus, t.submittedAt),
  ],
);

/**
 * A publisher's tax details, one form at a time (W-9, W-8BEN or W-8BEN-E). The whole form is
 * sealed (`platform/secret.ts`); only what the screens show is in clear, the tax numbers masked.
 * The signed PDF is kept in object storage under a random key, never served by a public URL.
 */
export const publisherTaxForms = pgTable(
  'publisher_tax_forms',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form', { enum: publisherTaxFormKinds }).notNull(),
    name: text('name').notNull(),
    businessName: text('business_name'),
    citizenshipCountry: text('citizenship_country'),
    incorporationCountry: text('incorporation_country'),
    residenceCountry: text('residence_country').notNull(),
    maskedUsTin: text('masked_us_tin'),
    maskedForeignTin: text('masked_foreign_tin'),
    signatureName: text('signature_name').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    detailsSealed: text('details_sealed').notNull(),
    pdfStorageKey: text('pdf_storage_key'),
    pdfFileName: text('pdf_file_name'),
    pdfSizeBytes: integer('pdf_size_bytes'),
    pdfUploadedAt: timestamp('pdf_uploaded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [oneOf('publisher_tax_forms', t.form, publisherTaxFormKinds)],
);

/** The routing fields a bank account's country asks for that are not secret, shown in clear. */
export type TBankRouting = {
  routingNumber?: string;
  institutionNumber?: string;
  transitNumber?: string;
  sortCode?: string;
  bic?: string;
};

/**
 * The account a publisher is paid to, with its own review: `pending` when saved or changed,
 * then approved or rejected (with a reason) by an operator. The account number or IBAN is
 * sealed and kept masked for the screens; `fingerprint` (a keyed hash of what was sent) tells
 * a resent form from a change, so saving the same details again keeps the review.
 */
export const publisherBankAccounts = pgTable(
  'publisher_bank_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankCountry: text('bank_country').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    currency: text('currency').notNull(),
    accountType: text('account_type', { enum: accountTypes }),
    routing: jsonb('routing').$type<TBankRouting>().notNull(),
    accountSealed: text('account_sealed').notNull(),
    accountMasked: text('account_masked').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: bankReviewStatuses }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    oneOf('publisher_bank_accounts', t.status, bankReviewStatuses),
    oneOf('publisher_bank_accounts', t.accountType, accountTypes),
    // the console's bank review queue: by status, longest waiting first
    index('publisher_bank_accounts_review_idx').on(t.status, t.submittedAt),
  ],
);
