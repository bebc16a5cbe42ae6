import { displayDay } from './display-dates';

// What the publisher statement prints, the same on the Statement PDF screen (spec 2.2) and the
// server's PDF, and the rule of its file name (docs/domain.md "Billing:
// publisher statements").

export const statementTexts = {
  title: 'Statement',
  notes: ['* Please pay invoice upon receipt', '** Please indicate Invoice Number along with Payment'],
  billingAddress: 'Billing Address',
  columns: ['Service Name', 'Qty', 'Unit Price', 'Net Value'],
  netTotal: 'Net Total:',
  invoiceTotal: 'Invoice Total:',
  instructions: [
    'Please Use one of the following methods to make payment',
    'Please indicate the invoice number above along with the payment.',
    'Please cover bank transfer service charge.',
  ],
  walletFee: 'Fee may apply – Upon request. Please contact your account manager.',
  refund: 'We do not accept refund request for over one-year invoice from invoice issuance date.',
} as const;

/** A billing date as `[y, m, d]` or `y-m-d` (a timestamp's day part too), as [year, month, day]; null when neither. */
export function parseBillingDate(value: readonly number[] | string): [number, number, number] | null {
  const parts =
    typeof value === 'string' ? /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value.trim())?.slice(1) : value;
  if (!parts || parts.length < 3) {
    return null;
  }
  const [year, month, day] = parts.slice(0, 3).map(Number) as [number, number, number];
  const valid = Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= 31;
  return valid ? [year, month, day] : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The billing date as 'YYYY-MM-DD', or '' when it cannot be read. */
export function billingDateIso(value: readonly number[] | string): string {
  const date = parseBillingDate(value);
  return date ? `${date[0]}-${pad(date[1])}-${pad(date[2])}` : '';
}

/**
 * The statement's file name: spec 2.2 says '{product}_Statement_YYYY/MM.pdf', but no file name
 * may hold a slash, so the slash is an underscore (what Chromium itself makes of it), the same in
 * every browser: 'AffiliateAtlas_Statement_2026_11.pdf'. The product name loses its spaces.
 */
export function statementFileName(product: string, billingDate: readonly number[] | string): string {
  const date = parseBillingDate(billingDate);
  const month = date ? `${date[0]}_${pad(date[1])}` : 'unknown';
  return `${product.replace(/\s+/g, '')}_Statement_${month}.pdf`;
}

/**
 * An invoice's file (the server's PDFs of seller invoices and publisher statements):
 * `AffiliateAtlas_Invoice_AA-S-000042.pdf`, named as the invoice it is, apart from the Statement
 * screen's picture of it (`statementFileName`).
 */
export function invoiceFileName(product: string, invoiceLabel: string): string {
  return `${product.replace(/\s+/g, '')}_Invoice_${invoiceLabel}.pdf`;
}

/** The one line's service name: '[2026.11.01][US] Campaign Commissions'. */
export function statementServiceName(billingDate: readonly number[] | string, marketplace: string): string {
  return `[${displayDay(billingDateIso(billingDate))}][${marketplace}] Campaign Commissions`;
}
