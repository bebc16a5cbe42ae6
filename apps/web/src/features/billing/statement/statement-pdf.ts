import { saveBlob } from '../../../api/download';
import { statementWidth } from './statement-document';

// The statement drawn in the browser (spec 2.2, 9): html2canvas-pro at scale 2, a JPEG of
// quality 0.95, placed 820 px wide on A4-proportioned pages. Both libraries come only when a
// statement is drawn, so no other page's bundle carries them.

const margin = 24;
const pageWidth = statementWidth + 2 * margin;
const pageHeight = Math.round((pageWidth * 297) / 210);

export async function saveStatementPdf(node: HTMLElement, fileName: string): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([
    import('jspdf'),
    import('html2canvas-pro'),
  ]);
  const canvas = await html2canvas(node, {
    scale: 2,
    width: statementWidth,
    windowWidth: statementWidth,
    backgroundColor: '#ffffff',
  });
  const image = canvas.toDataURL('image/jpeg', 0.95);
  const imageHeight = (canvas.height / canvas.width) * statementWidth;
  const pdf = new jsPDF({ unit: 'px', format: [pageWidth, pageHeight], hotfixes: ['px_scaling'] });
  const room = pageHeight - 2 * margin;
  // A statement taller than a page goes on as many as it needs, the image moved up by a page each time.
  for (let top = 0; top < imageHeight; top += room) {
    if (top > 0) {
      pdf.addPage([pageWidth, pageHeight]);
    }
    pdf.addImage(image, 'JPEG', margin, margin - top, statementWidth, imageHeight);
  }
  saveBlob(pdf.output('blob'), fileName);
}
