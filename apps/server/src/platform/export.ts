import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export type TCsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a leading
// apostrophe, so an exported title like "=HYPERLINK(…)" stays text (OWASP CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

function cell(value: string | number | null | undefined): string {
  return typeof value === 'string' ? neutralizeFormula(value) : String(value ?? '');
}

/** CSV text with a header line, UTF-8 with BOM so spreadsheets open accents correctly. */
export function toCsv<Row>(columns: TCsvColumn<Row>[], rows: Iterable<Row>): string {
  return `\uFEFF${csvHeaderLine(columns)}${toCsvLines(columns, rows)}`;
}

/** The header line a streamed export starts with (after its BOM). */
export function csvHeaderLine<Row>(columns: TCsvColumn<Row>[]): string {
  return csvRecords([columns.map((c) => c.header)]);
}

/** CSV lines of rows without header or BOM: one chunk of an export written page by page. */
export function toCsvLines<Row>(columns: TCsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: string[][] = [];
  for (const row of rows) {
    records.push(columns.map((c) => cell(c.value(row))));
  }
  return csvRecords(records);
}

/**
 * Money for a spreadsheet: major units as a number. Exact (an integer of minor units over 100
 * prints as its two decimals), and a number, so a refund's minus is no formula.
 */
export function majorUnits(minor: number): number;
export function majorUnits(minor: number | undefined): number | undefined;
export function majorUnits(minor: number | undefined): number | undefined {
  return minor === undefined ? undefined : minor / 100;
}

/**
 * A CSV stream of pages read one after the other (PGlite answers one query at a time, so a long
 * export never holds the database or its whole result); the first page is read before the file
 * starts, so a failure still answers as an error. Pages are keyset pages: `pageAfter` gets the
 * previous page's last row (none for the first) and answers the rows after it in a total order,
 * so page 1000 of a million-row export costs what page 1 does (an OFFSET would read and drop
 * every row before it). A page shorter than `pageRows` is the last.
 */
export async function csvPages<Row>(
  columns: TCsvColumn<Row>[],
  pageAfter: (last: Row | undefined, limit: number) => Promise<Row[]>,
  pageRows = 1000,
): Promise<Readable> {
  let rows = await pageAfter(undefined, pageRows);
  async function* chunks() {
    yield `\uFEFF${csvHeaderLine(columns)}`;
    for (;;) {
      yield toCsvLines(columns, rows);
      if (rows.length < pageRows) {
        return;
      }
      rows = await pageAfter(rows[rows.length - 1], pageRows);
    }
  }
  return Readable.from(chunks());
}

/**
 * Pages by position, for a report whose rows are groups ordered by a sum (report-export.service.ts,
 * the 30-day campaign figures): every page computes every group before sorting them anyway, so a
 * keyset would save little there and need the sums in a HAVING.
 */
export function pagesByPosition<Row>(
  pageAt: (offset: number, limit: number) => Promise<Row[]>,
): (last: Row | undefined, limit: number) => Promise<Row[]> {
  let offset = 0;
  return async (last, limit) => {
    if (last === undefined) {
      offset = 0;
    }
    const rows = await pageAt(offset, limit);
    offset += rows.length;
    return rows;
  };
}

// A line break of either kind inside a cell is quoted (csv-stringify alone quotes only the
// record delimiter, so a lone \r or \n in a title would split the row in a spreadsheet).
const csvRecords = (records: string[][]) =>
  stringify(records, { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });

/** Sends a file download (EXPORT): the client takes the name from Content-Disposition. */
export function sendFile(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: string | Buffer | Readable,
): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}

export const csvContentType = 'text/csv; charset=utf-8';

/** Sends a CSV export a service made (its file name and text). */
export function sendCsv(reply: FastifyReply, file: { fileName: string; body: string }): FastifyReply {
  return sendFile(reply, file.fileName, csvContentType, file.body);
}
