import { jsPDF } from 'jspdf';

// The campaign invoice as a PDF (A4, jsPDF's built-in Helvetica, uncompressed so the text can be
// searched). The built-in fonts speak Latin-1 only: other letters lose their accents or, when
// there is no Latin-1 form, print as '?'.

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

/** Latin-1 text: accents kept where Latin-1 has the letter, dropped where not, anything else '?'. */
export function latin1(text: string): string {
  return [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff) {
        return ch;
      }
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain.length > 0 && [...plain].every((c) => c.charCodeAt(0) <= 0xff) ? plain : '?';
    })
    .join('');
}

const margin = 20;
const width = 210 - 2 * margin;

export function invoicePdf(data: TInvoiceData): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  doc.setProperties({ title: `Invoice ${data.invoiceLabel}`, creator: latin1(data.productName) });
  let y = margin;
  const line = (text: string, size = 10, style: 'normal' | 'bold' = 'normal', gap = 5) => {
    doc.setFont('helvetica', style).setFontSize(size);
    for (const part of doc.splitTextToSize(latin1(text), width) as string[]) {
      if (y > 297 - margin) {
        doc.addPage();
        y = margin;
      }
      doc.text(part, margin, y);
      y += gap;
    }
  };
  line(data.productName, 11, 'bold');
  y += 4;
  line(`Invoice ${data.invoiceLabel}`, 18, 'bold', 8);
  line(`Date: ${data.date}`);
  line(`Campaign: ${data.campaignId}`);
  y += 4;
  line('Billed to (seller)', 10, 'bold');
  line(`${data.seller.name} <${data.seller.email}>`);
  y += 2;
  line('Promotion by (publisher)', 10, 'bold');
  line(`${data.publisher.name} <${data.publisher.email}>`);
  y += 4;
  line('Placement', 10, 'bold');
  line(data.placementTitle);
  line(`Format: ${data.format}   Marketplace: ${data.marketplace}   Brand: ${data.brandName}`);
  y += 4;
  line(`Products promoted (${data.products.length})`, 10, 'bold');
  for (const p of data.products) {
    line(`${p.asin}  ${p.title}`, 9, 'normal', 4.5);
  }
  y += 4;
  doc.setDrawColor(200).line(margin, y, margin + width, y);
  y += 7;
  line(`Total: ${data.price}`, 13, 'bold', 7);
  line('The price of the placement in this marketplace when the campaign was applied for.', 8);
  return Buffer.from(doc.output('arraybuffer'));
}
