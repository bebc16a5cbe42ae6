import { Readable } from 'node:stream';
import { csvHeaderLine, type TCsvColumn, toCsvLines } from '../../platform/export';

// Billing exports stream a page of rows at a time (PGlite answers one query at a time, so a long
// export never holds the database or its whole result). Money is written in major units: an
// integer of minor units over 100 prints exactly as its two decimals.

export const billingExportPageRows = 1000;

export const major = (minor: number) => minor / 100;

/**
 * A CSV stream of pages read one after the other; the first page is read before the file
 * starts, so a failure still answers as an error.
 */
export async function csvPages<Row>(
  columns: TCsvColumn<Row>[],
  pageAt: (offset: number, limit: number) => Promise<Row[]>,
): Promise<Readable> {
  let rows = await pageAt(0, billingExportPageRows);
  async function* chunks() {
    yield `\uFEFF${csvHeaderLine(columns)}`;
    for (let offset = 0; ; ) {
      yield toCsvLines(columns, rows);
      if (rows.length < billingExportPageRows) {
        return;
      }
      offset += billingExportPageRows;
      rows = await pageAt(offset, billingExportPageRows);
    }
  }
  return Readable.from(chunks());
}
