import { displayDay } from '@atlas/shared';
import { createPdfText } from '../../platform/pdf-text';

// The campaign invoice as a PDF (platform/pdf-text.ts: A4, its text selectable).

export type TInvoiceData = {
  productName: string;
  invoiceLabel: string;
  /** 'YYYY-MM-DD' in the marketplace's zone. */
  date: string;
  campaignId: string;
  seller: { name: string; email: string };
  publisher: { name: string; email: string };
  placementTitle: string;
  format: string;
  marketplace: string;
  brandName: string;
  price: string;
  products: { asin: string; title: string }[];
};

export function invoicePdf(data: TInvoiceData): Buffer {
  const pdf = createPdfText(`Invoice ${data.invoiceLabel}`, data.productName);
  pdf.line(data.productName, 11, 'bold');
  pdf.space(4);
  pdf.line(`Invoice ${data.invoiceLabel}`, 18, 'bold', 8);
  pdf.line(`Date: ${displayDay(data.date)}`);
  pdf.line(`Campaign: ${data.campaignId}`);
  pdf.space(4);
  pdf.line('Billed to (seller)', 10, 'bold');
  pdf.line(`${data.seller.name} <${data.seller.email}>`);
  pdf.space(2);
  pdf.line('Promotion by (publisher)', 10, 'bold');
  pdf.line(`${data.publisher.name} <${data.publisher.email}>`);
  pdf.space(4);
  pdf.line('Placement', 10, 'bold');
  pdf.line(data.placementTitle);
  pdf.line(`Format: ${data.format}   Marketplace: ${data.marketplace}   Brand: ${data.brandName}`);
  pdf.space(4);
  pdf.line(`Products promoted (${data.products.length})`, 10, 'bold');
  for (const p of data.products) {
    pdf.line(`${p.asin}  ${p.title}`, 9, 'normal', 4.5);
  }
  pdf.space(4);
  pdf.rule();
  pdf.line(`Total: ${data.price}`, 13, 'bold', 7);
  pdf.line('The price of the placement in this marketplace when the campaign was applied for.', 8);
  return pdf.output();
}
