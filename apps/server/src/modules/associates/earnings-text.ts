import { isUtf8 } from 'node:buffer';
import { ErrorCode } from '@atlas/shared';
import { decodeCp1252 } from '../../platform/cp1252';
import { decodeCsv } from '../../platform/csv-read';
import { fileError } from '../../platform/multipart';

// The text of a CSV or TSV report: UTF-8 or UTF-16, as the other uploads read it, but a report
// opened in Excel on a German or French Windows and saved again as "CSV" comes back in the
// Windows code page, Windows-1252 ("CSV: An Encoding Nightmare", donatstudios.com: Excel's plain
// CSV uses the locale's Windows code page). That is read too, so Küche and Poêle keep their
// letters instead of refusing the file.

// Bytes Windows-1252 leaves undefined, and control characters no report holds (tab, line feed and
// carriage return aside): their presence means binary data, not a text in that code page.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const notText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0081\u008d\u008f\u0090\u009d]/;

const hasBom = (bytes: Uint8Array) =>
  (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
  (bytes[0] === 0xff && bytes[1] === 0xfe) ||
  (bytes[0] === 0xfe && bytes[1] === 0xff);

/**
 * UTF-8 (BOM or not) and UTF-16 as `decodeCsv` reads them; otherwise, bytes that are not UTF-8 and
 * hold no zero byte (UTF-16 without a BOM has them) are read as Windows-1252. Binary data is
 * refused as a whole with 400/1001 on `file`.
 */
export function decodeReportText(bytes: Uint8Array): string {
  if (bytes.length === 0 || hasBom(bytes) || isUtf8(bytes) || bytes.includes(0)) {
    return decodeCsv(bytes).text;
  }
  const text = decodeCp1252(bytes);
  if (notText.test(text)) {
    throw fileError(
      ErrorCode.validation,
      'The file is not UTF-8, UTF-16 or Windows-1252 text: upload the earnings report as the marketplace exports it',
    );
  }
  return text;
}
