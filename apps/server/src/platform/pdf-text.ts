import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';

// Documents the server makes as PDFs (invoices, statements): A4, in DejaVu Sans (regular and
// bold), embedded, so every letter, the euro sign and a masked account's bullets print as
// written, and the text can be selected, searched and copied (a ToUnicode map goes with the font;
// jsPDF embeds only the glyphs a document uses). The built-in Helvetica spoke Latin-1 only:
// "•••• 6789" printed as "???? 6789".

const fontFiles = { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
const fontName = 'DejaVuSans';
const require = createRequire(import.meta.url);
let fonts: Record<keyof typeof fontFiles, string> | undefined;

/** The two font files as base64, read once (from the `dejavu-fonts-ttf` package). */
function fontData(): Record<keyof typeof fontFiles, string> {
  fonts ??= {
    normal: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${fontFiles.normal}`)).toString('base64'),
    bold: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${fontFiles.bold}`)).toString('base64'),
  };
  return fonts;
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
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  for (const [style, file] of Object.entries(fontFiles)) {
    doc.addFileToVFS(file, fontData()[style as keyof typeof fontFiles]);
    doc.addFont(file, fontName, style);
  }
  doc.setProperties({ title, creator });
  let y = margin;
  const room = (gap: number) => {
    if (y + gap > pageHeight - margin) {
      doc.addPage();
      y = margin;
    }
  };
  return {
    line(text, size = 10, style = 'normal', gap = 5) {
      doc.setFont(fontName, style).setFontSize(size);
      for (const part of doc.splitTextToSize(text, pdfTextWidth) as string[]) {
        room(gap);
        doc.text(part, margin, y);
        y += gap;
      }
    },
    row(cells, size = 9, style = 'normal', gap = 5) {
      doc.setFont(fontName, style).setFontSize(size);
      room(gap);
      for (const cell of cells) {
        doc.text(cell.text, margin + cell.x, y, { align: cell.align ?? 'left' });
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
