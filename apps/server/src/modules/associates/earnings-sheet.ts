import { Readable } from 'node:stream';
import { ErrorCode, type TAssociateReportFormat } from '@atlas/shared';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { looksLikeFormula } from '../../platform/csv-read';
import { AppError } from '../../platform/errors';
import { decodeReportText } from './earnings-text';
import { isWorkbook, unpackReport, zipEntries } from './earnings-zip';

// Reads an uploaded earnings report into lines of cells, one at a time (csv-parse's and
// exceljs's streaming readers), so a 200 000-line file is never held as one array of arrays.
// What the file is comes from its bytes, never from its name or declared type; a ZIP that is no
// workbook is the download of Associates Central, and its one report is read the same way.

/** A cell as read: text from a CSV; text, a number or a date from a workbook. */
export type TCell = string | number | Date;
export type TSheetLine = { line: number; cells: TCell[] };
export type TSheet = { format: TAssociateReportFormat; lines: AsyncIterable<TSheetLine> };

export const reportFileError = (message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path: 'file', message }] });

const exportHint =
  'upload the earnings report as the marketplace exports it: CSV, XLSX or the ZIP they come in';

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The file's kind by its first bytes: a ZIP is a workbook or holds the report (read again here,
 * `inZip` naming it); else text that must decode as CSV or TSV.
 */
export function openSheet(bytes: Uint8Array, inZip?: string): TSheet {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const entries = zipEntries(bytes);
    if (isWorkbook(entries)) {
      return { format: 'xlsx', lines: workbookLines(bytes) };
    }
    if (inZip) {
      throw reportFileError(`"${inZip}" in the ZIP is a ZIP itself: upload the report inside it`);
    }
    const report = unpackReport(bytes, entries);
    return openSheet(report.bytes, report.name);
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw reportFileError(`This is an old Excel .xls workbook: save it as .xlsx or CSV, or ${exportHint}`);
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    throw reportFileError(`This is a PDF, not a report file: ${exportHint}`);
  }
  return { format: 'csv', lines: csvLines(decodeReportText(bytes)) };
}

/** Spreadsheets in France or Germany write ';': the header line (the one naming ASIN) tells. */
function delimiterOf(text: string): string {
  const head = text.slice(0, 64 * 1024).split(/\r?\n/);
  const header = head.find((line) => /asin/i.test(line)) ?? head[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const best = counts.reduce((x, y) => (y[1] > x[1] ? y : x));
  return best[1] > 0 ? best[0] : ',';
}

const csvChunk = 1024 * 1024;

/** A cell a spreadsheet would run; a signed amount ("-1,234.56") or a lone dash is a value. */
function isCsvFormula(raw: string): boolean {
  const cell = raw.trim();
  if (/^[=@]/.test(cell)) {
    return true;
  }
  return looksLikeFormula(cell) && !/^[+-]([\d.,\s()]|[+-]*$)/.test(cell);
}

async function* csvLines(text: string): AsyncIterable<TSheetLine> {
  // No `info` and no `trim` (together they cost csv-parse half its time on 200 000 lines): each
  // record takes one line plus the line breaks inside its cells, empty lines included, so the
  // line number is counted here; cells are trimmed where they are read.
  const parser = parse({
    delimiter: delimiterOf(text),
    relax_column_count: true,
    relax_quotes: true,
  });
  // Fed in pieces as the parser drains, so its records are never all in memory at once.
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < text.length; at += csvChunk) {
        yield text.slice(at, at + csvChunk);
      }
    })(),
  );
  source.pipe(parser);
  let next = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = next;
      next +=
        1 + record.reduce((n, cell) => n + (cell.includes('\n') ? (cell.match(/\n/g)?.length ?? 0) : 0), 0);
      if (record.every((cell) => cell.trim() === '')) {
        continue;
      }
      const formula = record.findIndex(isCsvFormula);
      if (formula >= 0) {
        throw reportFileError(
          `Line ${line}, column ${formula + 1}: "${String(record[formula]).trim().slice(0, 40)}" is a spreadsheet formula; ${exportHint}`,
        );
      }
      yield { line, cells: record };
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const line = (error as { lines?: number }).lines;
    throw reportFileError(`Line ${line ?? '?'}: the file's quoting is broken; ${exportHint}`);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

function columnName(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A workbook cell as a value; a formula refuses the whole file (its result is not the report's). */
function cellValue(value: unknown, where: string): TCell {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) {
    return value;
  }
  if (typeof value === 'boolean') {
    return String(value);
  }
  const object = value as Record<string, unknown>;
  if ('formula' in object || 'sharedFormula' in object) {
    throw reportFileError(`Cell ${where} holds a formula: ${exportHint}, without formulas`);
  }
  if (Array.isArray(object.richText)) {
    return object.richText.map((part: { text?: string }) => part.text ?? '').join('');
  }
  if ('text' in object) {
    return String(object.text ?? '');
  }
  if ('error' in object) {
    return String(object.error);
  }
  return '';
}

async function* workbookLines(bytes: Uint8Array): AsyncIterable<TSheetLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'ignore',
    },
  );
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      if (sheets > 1) {
        continue; // the report is the first sheet; later ones are drained, not read
      }
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: TCell[] = [];
        for (let i = 1; i < values.length; i += 1) {
          cells.push(cellValue(values[i], `${columnName(i)}${row.number}`));
        }
        if (cells.some((cell) => cell !== '')) {
          yield { line: row.number, cells };
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw reportFileError(`The file is not a readable .xlsx workbook: ${exportHint}`);
  }
  if (sheets === 0) {
    throw reportFileError(`The workbook has no sheet: ${exportHint}`);
  }
}
