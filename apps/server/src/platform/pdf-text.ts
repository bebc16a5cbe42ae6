import { jsPDF } from 'jspdf';

// Documents the server makes as PDFs (invoices, statements): A4, jsPDF's built-in Helvetica,
// uncompressed so their text can be searched and tested. The built-in fonts speak Latin-1 only:
// other letters lose their accents or, when there is no Latin-1 form, print as '?'.

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

const pageHeight = 297;
const margin = 20;
/** The writable width in millimetres. */
export const pdfTextWidth = 210 - 2 * margin;

type TStyle = 'normal' | 'bold';

/** One cell of a table row: its text, its left edge (mm from the margin) and its alignment. */
export type TPdfCell = { text: string; x: number; align?: 'left' | 'right' };

/** A top-to-bottom writer: lines wrap, rows of cells, rules, and a new page when one is full. */
export type TPdfText = {
  line(text: string, size?: number, style?: TStyle, gap?: number): void;
  row(cells: TPdfCell[], size?: number, style?: TStyle, gap?: number): void;
  space(mm: number): void;
  rule(): void;
  output(): Buffer;
};

export function createPdfText(title: string, creator: string): TPdfText {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  doc.setProperties({ title: latin1(title), creator: latin1(creator) });
  let y = margin;
  const room = (gap: number) => {
    if (y + gap > pageHeight - margin) {
      doc.addPage();
      y = margin;
    }
  };
  return {
    line(text, size = 10, style = 'normal', gap = 5) {
      doc.setFont('helvetica', style).setFontSize(size);
      for (const part of doc.splitTextToSize(latin1(text), pdfTextWidth) as string[]) {
        room(gap);
        doc.text(part, margin, y);
        y += gap;
      }
    },
    row(cells, size = 9, style = 'normal', gap = 5) {
      doc.setFont('helvetica', style).setFontSize(size);
      room(gap);
      for (const cell of cells) {
        doc.text(latin1(cell.text), margin + cell.x, y, { align: cell.align ?? 'left' });
      }
      y += gap;
    },
    space(mm) {
      y += mm;
    },
    rule() {
      room(7);
      doc.setDrawColor(200).line(margin, y, margin + pdfTextWidth, y);
      y += 7;
    },
    output: () => Buffer.from(doc.output('arraybuffer')),
  };
}
