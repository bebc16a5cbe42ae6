// The words of billing and payment (spec 3: Seller and publisher billings, Payment; spec 4),
// stored by the server and shown by the client (docs/domain.md "Billing and payment").

/**
 * A billing's stored state: `unpaid` → `processing` (a payment or a submitted payment reference
 * in flight) → `paid`; a failed or cancelled payment puts it back to `unpaid`. `overdue` is not
 * stored: it is an `unpaid` billing past its due date (15 days after the close), see
 * `billingDisplayStatuses`.
 */
export const billingStatuses = ['unpaid', 'processing', 'paid'] as const;
export type TBillingStatus = (typeof billingStatuses)[number];

/** What a billing's tag says: its stored state, or `overdue` for an unpaid one past its due date. */
export const billingDisplayStatuses = ['unpaid', 'overdue', 'processing', 'paid'] as const;
export type TBillingDisplayStatus = (typeof billingDisplayStatuses)[number];

/** Days after the close at which an unpaid billing becomes overdue. */
export const billingDueDays = 15;

/** A month close of one marketplace: one run at a time per marketplace and month. */
export const billingCloseStatuses = ['running', 'finished', 'failed'] as const;
export type TBillingCloseStatus = (typeof billingCloseStatuses)[number];

/**
 * How a seller pays: PayPal (the wallet provider), Payoneer (the second provider), or a bank
 * transfer whose reference the seller submits and an operator confirms.
 */
export const paymentProviders = ['paypal', 'payoneer', 'bank_transfer'] as const;
export type TPaymentProvider = (typeof paymentProviders)[number];

/**
 * A payment's life:
 * - `queued`: a merged payment accepted, its provider order being made in the background;
 * - `created`: the provider's order exists, waiting for the buyer's approval;
 * - `capturing`: the capture was sent and its answer is not booked yet (reconciled at start);
 * - `submitted`: a bank transfer reference, waiting for an operator;
 * - `completed`: paid, its billings `paid`;
 * - `failed` or `cancelled`: final, its billings back to `unpaid`.
 */
export const paymentStatuses = [
  'queued',
  'created',
  'capturing',
  'submitted',
  'completed',
  'failed',
  'cancelled',
] as const;
export type TPaymentStatus = (typeof paymentStatuses)[number];

/** A payment still holding its billings. */
export const openPaymentStatuses = ['queued', 'created', 'capturing', 'submitted'] as const;

/** The tag a billing shows: `overdue` for an unpaid one whose due date has passed. */
export function billingDisplayStatus(
  status: TBillingStatus,
  dueAt: Date | string,
  now: Date,
): TBillingDisplayStatus {
  if (status === 'unpaid' && new Date(dueAt).getTime() <= now.getTime()) {
    return 'overdue';
  }
  return status;
}

/**
 * An invoice number as printed: the side's letter and the sequence's number, six digits at
 * least (`AA-S-000042` for a seller billing, `AA-P-000042` for a publisher statement), so the
 * two sequences never print the same number.
 */
export function invoiceLabel(side: 'seller' | 'publisher', invoiceNumber: number): string {
  return `AA-${side === 'seller' ? 'S' : 'P'}-${String(invoiceNumber).padStart(6, '0')}`;
}
