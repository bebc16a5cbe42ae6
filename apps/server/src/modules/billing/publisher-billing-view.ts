import { billingDisplayStatus, invoiceLabel, type TPublisherBillingRow } from '@atlas/shared';
import type { TPublisherBillingRecord } from './publisher-billings.repository';

/** A stored statement as the calls answer it: its printed number, shown tag and payment method. */
export function toPublisherBillingRow(row: TPublisherBillingRecord, now: Date): TPublisherBillingRow {
  return {
    id: row.id,
    invoiceNo: invoiceLabel('publisher', row.invoiceNumber),
    countryCode: row.countryCode,
    currency: row.currency,
    month: row.month,
    billingDate: row.billingDate,
    dueAt: row.dueAt.toISOString(),
    campaigns: row.campaigns,
    grossMinor: row.grossMinor,
    commissionBp: row.commissionBp,
    amountMinor: row.amountMinor,
    status: row.status,
    displayStatus: billingDisplayStatus(row.status, row.dueAt, now),
    paymentMethod: row.paymentMethod,
    paymentReference: row.paymentReference,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
