import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader's copy would give it (pdf.js through unpdf), pages joined: what
 * a person can select and search. A PDF must start with its header to be read at all.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`not a PDF: ${JSON.stringify(bytes.subarray(0, 16).toString('latin1'))}`);
  }
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
