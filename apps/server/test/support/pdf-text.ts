import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

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

/**
 * The document a GET answers in the envelope (`ZFileAnswerSchema`, spec 7.1): checks the envelope
 * and the declared size, and gives the file's name, type and bytes.
 */
export function envelopedFile(response: { headers: Record<string, unknown>; json: () => unknown }) {
  expect(String(response.headers['content-type'])).toContain('application/json');
  const envelope = response.json() as {
    success: boolean;
    data: { fileName: string; contentType: string; size: number; contentBase64: string };
  };
  expect(envelope.success).toBe(true);
  const bytes = Buffer.from(envelope.data.contentBase64, 'base64');
  expect(bytes.length).toBe(envelope.data.size);
  return { fileName: envelope.data.fileName, contentType: envelope.data.contentType, bytes };
}
