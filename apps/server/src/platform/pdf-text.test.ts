import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/support/pdf-text';
import { createPdfText } from './pdf-text';

describe('the PDFs the server makes', () => {
  it('print every character the product prints, as text a reader can select', async () => {
    const pdf = createPdfText('Invoice AA-S-000001', 'Affiliate Atlas');
    pdf.line('Paid to •••• 6789', 10, 'bold');
    pdf.line('Invoice Total: €1,234.50 – Müller GmbH, Łódź, Straße');
    pdf.row([
      { text: '£12.00', x: 0 },
      { text: 'C$3.10', x: 40, align: 'right' },
    ]);
    const text = await pdfText(pdf.output());
    expect(text).toContain('Paid to •••• 6789');
    expect(text).toContain('Invoice Total: €1,234.50 – Müller GmbH, Łódź, Straße');
    expect(text).toContain('£12.00');
    expect(text).not.toContain('?');
  });

  it('wraps a long line and goes on to a new page when one is full', async () => {
    const pdf = createPdfText('Long', 'Affiliate Atlas');
    for (let i = 1; i <= 80; i++) {
      pdf.line(`Line ${i} of a document long enough for two pages`);
    }
    const bytes = pdf.output();
    expect((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(2);
    expect(await pdfText(bytes)).toContain('Line 80 of a document');
  });
});
