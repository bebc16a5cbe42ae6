import { ErrorCode } from '@atlas/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from './errors';

/**
 * A column of a CSV upload; headers match ignoring case, spaces and punctuation. An `optional`
 * column may be left out of the file (its cells read as empty), but not all of them: a file
 * must name at least one of a spec's optional columns.
 */
export type TCsvColumnSpec<K extends string> = { key: K; header: string; optional?: boolean };

/** One data row: its line in the file (the header is line 1), its cells by key, what is wrong. */
export type TCsvRecord<K extends string> = { line: number; cells: Record<K, string>; errors: string[] };

export type TCsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export type TCsvReadResult<K extends string> = { records: TCsvRecord<K>[]; encoding: TCsvEncoding };

const fileError = (message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path: 'file', message }] });

const saveAsCsvHint = 'save it from your spreadsheet as "CSV UTF-8" and upload that file';

function swapBytePairs(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    out[i] = bytes[i + 1] as number;
    out[i + 1] = bytes[i] as number;
  }
  return out;
}

function guessEncoding(bytes: Uint8Array): { encoding: TCsvEncoding; skip: number } {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    return { encoding: 'utf-8', skip: 3 };
  }
  if (a === 0xff && b === 0xfe) {
    return { encoding: 'utf-16le', skip: 2 };
  }
  if (a === 0xfe && b === 0xff) {
    return { encoding: 'utf-16be', skip: 2 };
  }
  // No BOM: a header starts with ASCII letters, so UTF-16 shows as a zero byte beside each one.
  if (bytes.length >= 4 && a !== 0 && b === 0 && bytes[3] === 0) {
    return { encoding: 'utf-16le', skip: 0 };
  }
  if (bytes.length >= 4 && a === 0 && b !== 0 && bytes[2] === 0) {
    return { encoding: 'utf-16be', skip: 0 };
  }
  return { encoding: 'utf-8', skip: 0 };
}

/**
 * The file's text: UTF-8 with or without a BOM, or UTF-16 (LE/BE, what spreadsheets write as
 * "Unicode text"). Anything else is refused as a whole with what to do instead, rather than
 * read with the wrong letters.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: TCsvEncoding } {
  if (bytes.length === 0) {
    throw fileError('The file is empty');
  }
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const isOle = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (isZip || isOle) {
    throw fileError(`This is a spreadsheet workbook, not a CSV file: ${saveAsCsvHint}`);
  }
  const { encoding, skip } = guessEncoding(bytes);
  const body = bytes.subarray(skip);
  let text: string;
  try {
    text =
      encoding === 'utf-8'
        ? new TextDecoder('utf-8', { fatal: true }).decode(body)
        : new TextDecoder('utf-16le', { fatal: true }).decode(
            encoding === 'utf-16be' ? swapBytePairs(body) : body,
          );
  } catch {
    throw fileError(`The file is not UTF-8 or UTF-16 text: ${saveAsCsvHint}`);
  }
  if (text.includes('\u0000')) {
    throw fileError(`The file holds binary data, not text: ${saveAsCsvHint}`);
  }
  return { text, encoding };
}

/** Spreadsheets in France or Germany write ';', "Unicode text" writes tabs: the header line tells. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((x, y) => (y[1] > x[1] ? y : x));
  return best[1] > 0 ? best[0] : ',';
}

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

// OWASP CSV injection: a cell a spreadsheet would run. A signed plain number ("-5") is a value.
const formulaStart = /^[=@\t\r]|^[+-](?!\d+(?:[.,]\d*)?\s*%?$)/;

/** True when the cell would run as a spreadsheet formula. */
export function looksLikeFormula(cell: string): boolean {
  return formulaStart.test(cell);
}

function mapHeader<K extends string>(
  header: string[],
  columns: readonly TCsvColumnSpec<K>[],
): Map<K, number> {
  const positions = new Map<K, number>();
  const normalized = header.map(normalizeHeader);
  const missing: string[] = [];
  for (const column of columns) {
    const index = normalized.indexOf(normalizeHeader(column.header));
    if (index < 0) {
      if (!column.optional) {
        missing.push(column.header);
      }
    } else if (normalized.indexOf(normalizeHeader(column.header), index + 1) >= 0) {
      throw fileError(`The column "${column.header}" appears twice in the header line`);
    } else {
      positions.set(column.key, index);
    }
  }
  const optional = columns.filter((c) => c.optional);
  if (optional.length > 0 && !optional.some((c) => positions.has(c.key))) {
    missing.push(optional.map((c) => c.header).join(' or '));
  }
  if (missing.length > 0) {
    const expected = columns.map((c) => (c.optional ? `${c.header} (optional)` : c.header)).join(', ');
    throw fileError(
      `The header line must name the columns ${expected}; missing: ${missing.join(', ')}. Start from the template.`,
    );
  }
  return positions;
}

/**
 * Reads an uploaded CSV into rows of the given columns. Whole-file problems (encoding, empty,
 * header, broken quoting, too many rows) throw 1001 on the field `file`; a row's own problems
 * (formulas) are listed on the row, so the caller reports every line and applies nothing
 * half-way. Extra columns are ignored; rows whose cells are all empty are skipped.
 */
export function readCsv<K extends string>(
  bytes: Uint8Array,
  columns: readonly TCsvColumnSpec<K>[],
  options: { maxRows: number },
): TCsvReadResult<K> {
  const { text, encoding } = decodeCsv(bytes);
  if (text.trim() === '') {
    throw fileError('The file is empty');
  }
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (5" mug) is text; an unclosed quoted cell still fails.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw fileError(`Line ${line ?? '?'}: the file's quoting is broken (${error.message.split(':')[0]})`);
    }
    throw error;
  }
  const [header, ...rows] = parsed;
  if (!header) {
    throw fileError('The file is empty');
  }
  const positions = mapHeader(header.record, columns);
  const records: TCsvRecord<K>[] = [];
  for (const { record, info } of rows) {
    if (record.every((cell) => cell === '')) {
      continue;
    }
    if (records.length === options.maxRows) {
      throw fileError(
        `The file has more than ${options.maxRows.toLocaleString('en-US')} rows: split it into several uploads`,
      );
    }
    const cells = {} as Record<K, string>;
    const errors: string[] = [];
    for (const column of columns) {
      const position = positions.get(column.key);
      const cell = position === undefined ? '' : (record[position] ?? '');
      cells[column.key] = cell;
      if (looksLikeFormula(cell)) {
        errors.push(`${column.header}: "${cell.slice(0, 40)}" is a spreadsheet formula; enter a plain value`);
      }
    }
    // info.lines is where the record ends; a quoted cell may span lines.
    const newlines = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    records.push({ line: info.lines - newlines, cells, errors });
  }
  if (records.length === 0) {
    throw fileError('The file has a header line but no rows');
  }
  return { records, encoding };
}
