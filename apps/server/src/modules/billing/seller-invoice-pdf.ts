import { displayDay, displayMonth, type TSellerInvoice } from '@atlas/shared';
import { createPdfText, pdfTextWidth } from '../../platform/pdf-text';
import { moneyText } from '../campaigns/campaign-view';

// A seller billing's invoice as a PDF (platform/pdf-text.ts), dates as spec 9 writes them.

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
/** The widest a product's cell may be, in characters. */
const productWidth = 38;

/** '1,250.00': the amount without its currency, in integer arithmetic. */
const amount = (minor: number) => moneyText(minor, '').trim();

/**
 * A line's product cell: the product, and the month it restates when it is not the billing's.
 * The restatement is never cut (a restated line and the month's own must not look alike): the
 * title gives way to it.
 */
export function productCell(
  line: Pick<TSellerInvoice['lines'][number], 'productTitle' | 'brandName' | 'month'>,
  billingMonth: string,
): string {
  const restated = line.month === billingMonth ? '' : ` (${displayMonth(line.month)} restated)`;
  return `${clip(line.productTitle ?? line.brandName, productWidth - restated.length)}${restated}`;
}

export function sellerInvoicePdf(productName: string, invoice: TSellerInvoice): Buffer {
  const { billing, company, seller } = invoice;
  const money = (minor: number) => moneyText(minor, billing.currency);
  const pdf = createPdfText(`Invoice ${billing.invoiceLabel}`, productName);
  pdf.line(company.name, 11, 'bold');
  pdf.line(company.address, 8, 'normal', 4);
  pdf.line(`${company.phone}   ${company.website}   ${company.supportEmail}`, 8, 'normal', 4);
  pdf.space(4);
  pdf.line(`Invoice ${billing.invoiceLabel}`, 18, 'bold', 8);
  pdf.line(`Date: ${displayDay(billing.billingDate)}   Due: ${displayDay(billing.dueAt)}`);
  pdf.line(
    `Commissions of ${displayMonth(billing.month)} on ${invoice.marketplace.site} (${billing.countryCode})`,
  );
  pdf.space(3);
  pdf.line('Billed to', 10, 'bold');
  pdf.line(seller.company ? `${seller.company} (${seller.name})` : seller.name);
  pdf.line(seller.email);
  pdf.space(3);
  pdf.line(`Amounts in ${billing.currency} (${invoice.currencySymbol})`, 8);
  const right = (text: string, x: number) => ({ text, x, align: 'right' as const });
  pdf.row(
    [
      { text: 'ASIN', x: 0 },
      { text: 'Product', x: 24 },
      right('Units', 98),
      right('Sales', 120),
      right('Commission', 140),
      right('Fee', 155),
      right('Total', pdfTextWidth),
    ],
    8,
    'bold',
  );
  for (const line of invoice.lines) {
    pdf.row(
      [
        { text: line.asin, x: 0 },
        { text: productCell(line, billing.month), x: 24 },
        right(String(line.units), 98),
        right(amount(line.salesMinor), 120),
        right(amount(line.commissionMinor), 140),
        right(amount(line.platformFeeMinor), 155),
        right(amount(line.totalMinor), pdfTextWidth),
      ],
      8,
    );
  }
  pdf.rule();
  pdf.line(`Commission: ${money(billing.commissionMinor)}`);
  pdf.line(`Platform fee: ${money(billing.platformFeeMinor)}`);
  pdf.line(`Invoice Total: ${money(billing.totalMinor)}`, 13, 'bold', 7);
  pdf.space(3);
  for (const instruction of invoice.paymentInstructions) {
    pdf.line(instruction, 9);
  }
  pdf.line(`PayPal or Payoneer from the Billings page, or a bank transfer:`, 9);
  pdf.line(
    `US ACH: ${company.ach.bankName}, routing ${company.ach.routingNumber}, account ${company.ach.accountNumber} (${company.ach.accountName})`,
    8,
  );
  pdf.line(
    `International wire: ${company.wire.bankName}, SWIFT ${company.wire.swift}, account ${company.wire.account}, ${company.wire.bankAddress}`,
    8,
  );
  return pdf.output();
}
