import {
  displayDay,
  marketplaceOf,
  statementServiceName,
  type TPublisherStatement,
  statementTexts as words,
} from '@atlas/shared';
import { createPdfText } from '../../platform/pdf-text';
import { moneyText } from '../campaigns/campaign-view';

// The publisher statement as a PDF made on the server (platform/pdf-text.ts): every element of
// the Statement PDF screen (spec 2.2) as text that can be selected and searched.

/** An amount prefixed with the marketplace's currency symbol (spec 2.2). */
function money(minor: number, s: TPublisherStatement): string {
  return `${marketplaceOf(s.marketplace).symbol}${moneyText(minor, '').trim()}`;
}

export function statementPdf(s: TPublisherStatement, productName: string): Buffer {
  const c = s.company;
  const bank = s.publisherBankInformationVO;
  const pdf = createPdfText(`${words.title} ${s.invoiceNo}`, productName);
  pdf.line(words.title, 20, 'bold', 9);
  pdf.line(productName, 12, 'bold');
  pdf.line(c.name);
  pdf.line(c.address);
  pdf.line(`Phone: ${c.phone}   Website: ${c.website}   E-mail: ${c.supportEmail}`);
  pdf.space(3);
  pdf.line(`Number: ${s.invoiceNo}`, 10, 'bold');
  pdf.line(`Date: ${displayDay(s.billingDate)}`, 10, 'bold');
  for (const note of words.notes) {
    pdf.line(note, 9);
  }
  pdf.space(3);
  pdf.line(words.billingAddress, 11, 'bold');
  pdf.line(bank.accountName || '--');
  pdf.line(bank.bankAccountNumber || '--');
  pdf.line(bank.bankCountry || '--');
  pdf.space(3);
  const [service, qty, unit, net] = words.columns;
  pdf.row(
    [
      { text: service, x: 0 },
      { text: qty, x: 105, align: 'right' },
      { text: unit, x: 140, align: 'right' },
      { text: net, x: 170, align: 'right' },
    ],
    9,
    'bold',
  );
  pdf.rule();
  pdf.row([
    { text: `1.  ${statementServiceName(s.billingDate, s.marketplace)}`, x: 0 },
    { text: '1', x: 105, align: 'right' },
    { text: money(s.unitPriceMinor, s), x: 140, align: 'right' },
    { text: money(s.netValueMinor, s), x: 170, align: 'right' },
  ]);
  pdf.rule();
  pdf.row([
    { text: words.netTotal, x: 140, align: 'right' },
    { text: money(s.netTotalMinor, s), x: 170, align: 'right' },
  ]);
  pdf.row(
    [
      { text: words.invoiceTotal, x: 140, align: 'right' },
      { text: money(s.invoiceTotalMinor, s), x: 170, align: 'right' },
    ],
    10,
    'bold',
  );
  pdf.space(4);
  for (const line of words.instructions) {
    pdf.line(line, 9);
  }
  pdf.space(2);
  pdf.line('US ACH payment', 10, 'bold');
  pdf.line(`Bank: ${c.ach.bankName}   Routing number: ${c.ach.routingNumber}`, 9);
  pdf.line(`Account number: ${c.ach.accountNumber}   Account name: ${c.ach.accountName}`, 9);
  pdf.line('Check', 10, 'bold');
  pdf.line(`Payable to ${c.check.payee}, mailed to ${c.check.mailingAddress}`, 9);
  pdf.line(`Write the invoice number ${s.invoiceNo} in the memo.`, 9);
  pdf.line('PayPal', 10, 'bold');
  pdf.line(`Account: ${c.paypal.email}`, 9);
  pdf.line(words.walletFee.replace('–', '-'), 9);
  pdf.line('International Wire Payment', 10, 'bold');
  pdf.line(`Bank: ${c.wire.bankName}   SWIFT/BIC: ${c.wire.swift}`, 9);
  pdf.line(`IBAN / account: ${c.wire.account}   Bank address: ${c.wire.bankAddress}`, 9);
  pdf.space(4);
  pdf.line(words.refund, 8);
  return pdf.output();
}
