import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';
import { pageSchemaOf, ZPageQueryShape } from './paging';

// Payout runs (issue 33, docs/domain.md "Publisher payouts: runs"): once a month per marketplace,
// or when an operator asks, a run takes every publisher whose payable balance the next run pays
// (payout-standing.ts), the operator reviews it, may hold a publisher with a reason, and approves.
// Approval pays each payout by its rail: an ACH file (US bank, USD), a SEPA credit transfer file
// (euro-area bank, EUR), or PayPal Payouts (any other account, to the publisher's e-mail).

/** `review`: waiting for the operator; `approved`: paid out; `discarded`: its payouts roll over. */
export const payoutRunStatuses = ['review', 'approved', 'discarded'] as const;
export type TPayoutRunStatus = (typeof payoutRunStatuses)[number];

/** `monthly`: the schedule's run (the 15th); `manual`: an operator's "run now". */
export const payoutRunKinds = ['monthly', 'manual'] as const;
export type TPayoutRunKind = (typeof payoutRunKinds)[number];

export const payoutRails = ['ach', 'sepa', 'paypal'] as const;
export type TPayoutRail = (typeof payoutRails)[number];
/** The rails paid by a file the operator takes to the bank. */
export const payoutFileRails = ['ach', 'sepa'] as const;

/**
 * One publisher's payout in a run:
 * - `included`: in review, to be paid when the run is approved;
 * - `held`: the operator held it (with a reason): not paid, its balance rolls over;
 * - `sent`: approved and handed to PayPal, waiting for its answer;
 * - `paid`: in the approved ACH or SEPA file, or PayPal says it succeeded;
 * - `failed`: returned by the bank or failed at PayPal: its amount is payable again.
 */
export const payoutItemStatuses = ['included', 'held', 'sent', 'paid', 'failed'] as const;
export type TPayoutItemStatus = (typeof payoutItemStatuses)[number];

/** The day each marketplace's monthly run is made, for the operator to review. */
export const payoutRunDayOfMonth = 15;

export const ZPayoutRunSchema = z.object({
  id: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  kind: z.enum(payoutRunKinds),
  /** The month a monthly run is for (YYYY-MM); null for a manual one. */
  month: z.string().nullable(),
  status: z.enum(payoutRunStatuses),
  createdAt: z.string(),
  /** 'schedule', or the name of the operator who asked. */
  createdBy: z.string(),
  approvedAt: z.string().nullable(),
  /** The name of the operator who approved. */
  approvedBy: z.string().nullable(),
  /** Payouts by status, and what they add up to (held ones not counted in the total). */
  counts: z.record(z.enum(payoutItemStatuses), z.number().int()),
  totalMinor: z.number().int(),
});
export type TPayoutRun = z.infer<typeof ZPayoutRunSchema>;

export const ZPayoutRunListQuerySchema = z.object({
  ...ZPageQueryShape,
  countryCode: ZCountryCodeSchema.optional(),
});
export type TPayoutRunListQuery = z.input<typeof ZPayoutRunListQuerySchema>;
export const ZPayoutRunPageSchema = pageSchemaOf(ZPayoutRunSchema);
export type TPayoutRunPage = z.infer<typeof ZPayoutRunPageSchema>;

export const ZPayoutRunRequestSchema = z.object({ countryCode: ZCountryCodeSchema });
export type TPayoutRunRequest = z.input<typeof ZPayoutRunRequestSchema>;

export const ZPayoutRunIdParamsSchema = z.object({ runId: z.string().min(1).max(64) });
export const ZPayoutItemIdParamsSchema = z.object({
  runId: z.string().min(1).max(64),
  itemId: z.string().min(1).max(64),
});

/** A file the run's approval wrote for the bank: the ACH file or the SEPA transfer file. */
export const ZPayoutFileSchema = z.object({
  id: z.string(),
  rail: z.enum(payoutFileRails),
  fileName: z.string(),
  payouts: z.number().int(),
  totalMinor: z.number().int(),
  createdAt: z.string(),
});
export type TPayoutFile = z.infer<typeof ZPayoutFileSchema>;

export const ZPayoutRunDetailSchema = ZPayoutRunSchema.extend({
  files: z.array(ZPayoutFileSchema),
  /** What approval would refuse for, in the operator's words (a missing originator account…). */
  approvalProblems: z.array(z.string()),
});
export type TPayoutRunDetail = z.infer<typeof ZPayoutRunDetailSchema>;

export const ZPayoutItemSchema = z.object({
  id: z.string(),
  runId: z.string(),
  publisherId: z.string(),
  publisherName: z.string(),
  publisherEmail: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  rail: z.enum(payoutRails),
  status: z.enum(payoutItemStatuses),
  /** The operator's reason for a hold, or the bank's or PayPal's for a failure. */
  reason: z.string().nullable(),
  /** The bank account it is paid to, masked (…6789), or the PayPal e-mail. */
  destination: z.string(),
  updatedAt: z.string(),
});
export type TPayoutItem = z.infer<typeof ZPayoutItemSchema>;

export const ZPayoutItemListQuerySchema = z.object({
  ...ZPageQueryShape,
  status: z.enum(payoutItemStatuses).optional(),
  /** Part of the publisher's name or e-mail. */
  q: z.string().trim().max(100).optional(),
});
export type TPayoutItemListQuery = z.input<typeof ZPayoutItemListQuerySchema>;
export const ZPayoutItemPageSchema = pageSchemaOf(ZPayoutItemSchema);
export type TPayoutItemPage = z.infer<typeof ZPayoutItemPageSchema>;

const reason = (what: string) =>
  z
    .string({ error: `Give the reason for the ${what}` })
    .trim()
    .min(3, `Give the reason for the ${what} (3 to 500 characters)`)
    .max(500, `Give the reason for the ${what} (3 to 500 characters)`);

export const ZPayoutHoldRequestSchema = z.object({ reason: reason('hold') });
export type TPayoutHoldRequest = z.input<typeof ZPayoutHoldRequestSchema>;

/** A payout the bank returned outside an ACH return file (a SEPA return on the statement). */
export const ZPayoutReturnRequestSchema = z.object({ reason: reason('return') });
export type TPayoutReturnRequest = z.input<typeof ZPayoutReturnRequestSchema>;

/** The bank's ACH return file, as text (NACHA records of 94 characters). */
export const ZAchReturnFileRequestSchema = z.object({
  text: z
    .string({ error: 'Choose the ACH return file' })
    .min(94, 'This is not an ACH file: its records have 94 characters')
    // under the server's 1 MiB body limit once sent as JSON
    .max(1_000_000, 'An ACH return file is at most 1 MB'),
});
export type TAchReturnFileRequest = z.input<typeof ZAchReturnFileRequestSchema>;

export const ZAchReturnResultSchema = z.object({
  /** Entries of this product's payouts the file returned, now failed and payable again. */
  returned: z.number().int(),
  /** Entries already returned by an earlier upload of the same file. */
  alreadyReturned: z.number().int(),
  /** Trace numbers the file returns that no payout of this product has. */
  unknownTraces: z.array(z.string()),
});
export type TAchReturnResult = z.infer<typeof ZAchReturnResultSchema>;

/** What a PayPal status refresh changed. */
export const ZPayoutRefreshResultSchema = z.object({ paid: z.number().int(), failed: z.number().int() });
export type TPayoutRefreshResult = z.infer<typeof ZPayoutRefreshResultSchema>;

const usRouting = z.string().regex(/^\d{9}$/, 'A US routing number has 9 digits');

/**
 * The operator's payout settings: the rules (holding period, minimum per currency) and the
 * accounts the money leaves from, which the ACH and SEPA files name.
 */
export const ZPayoutSettingsSchema = z.object({
  holdDays: z.coerce
    .number({ error: 'Enter the holding period in days' })
    .int('The holding period is whole days')
    .min(0, 'The holding period is 0 to 180 days')
    .max(180, 'The holding period is 0 to 180 days'),
  /** The least payout per currency, in its minor unit. */
  minimums: z.record(
    z.string().regex(/^[A-Z]{3}$/),
    z.coerce
      .number()
      .int('A minimum is in cents')
      .min(100, 'A minimum payout is 1.00 to 10,000.00')
      .max(1_000_000, 'A minimum payout is 1.00 to 10,000.00'),
  ),
  /** The US bank account ACH files debit; null until set (US payouts cannot be approved). */
  ach: z
    .object({
      companyName: z.string().trim().min(1, 'Enter the company name').max(16, 'At most 16 characters'),
      /** The Company Identification the bank gave (often 1 + the EIN). */
      companyId: z
        .string()
        .trim()
        .regex(/^[0-9A-Z ]{10}$/, 'The company identification has 10 characters'),
      /** The bank's (ODFI's) routing number, also the file's immediate destination. */
      bankRouting: usRouting,
      bankName: z.string().trim().min(1, "Enter the bank's name").max(23, 'At most 23 characters'),
    })
    .nullable(),
  /** The euro account SEPA files debit; null until set (euro payouts cannot be approved). */
  sepa: z
    .object({
      debtorName: z.string().trim().min(1, 'Enter the account name').max(70, 'At most 70 characters'),
      iban: z
        .string()
        .trim()
        .transform((v) => v.replace(/\s+/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'Enter a valid IBAN')),
      bic: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Enter a valid BIC'),
    })
    .nullable(),
});
export type TPayoutSettings = z.infer<typeof ZPayoutSettingsSchema>;
export type TPayoutSettingsInput = z.input<typeof ZPayoutSettingsSchema>;

/** One line of a payout as its publisher sees it: what the payout is made of. */
export const ZPayoutLineSchema = z.object({
  kind: z.enum(['released', 'reversed']),
  amountMinor: z.number().int(),
  /** The month and seller the commission was billed in (released lines). */
  month: z.string().nullable(),
  sellerName: z.string().nullable(),
  /** For a reversed line: the earlier payout that failed. */
  note: z.string().nullable(),
});
export type TPayoutLine = z.infer<typeof ZPayoutLineSchema>;

export const ZPublisherPayoutSchema = z.object({
  id: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  rail: z.enum(payoutRails),
  status: z.enum(['sent', 'paid', 'failed']),
  reason: z.string().nullable(),
  destination: z.string(),
  approvedAt: z.string(),
  lines: z.array(ZPayoutLineSchema),
});
export type TPublisherPayout = z.infer<typeof ZPublisherPayoutSchema>;

export const ZPublisherPayoutListQuerySchema = z.object({ ...ZPageQueryShape });
export type TPublisherPayoutListQuery = z.input<typeof ZPublisherPayoutListQuerySchema>;
export const ZPublisherPayoutPageSchema = pageSchemaOf(ZPublisherPayoutSchema);
export type TPublisherPayoutPage = z.infer<typeof ZPublisherPayoutPageSchema>;

export const ZTaxYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Choose the tax year' })
    .int('Choose the tax year')
    .min(2020, 'Choose a tax year from 2020')
    .max(2100, 'Choose a tax year from 2020'),
});
export type TTaxYearQuery = z.input<typeof ZTaxYearQuerySchema>;
