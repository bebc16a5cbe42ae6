import { maxAssociateReportBytes } from '@atlas/shared';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { parseEarningsReport } from './earnings-parse';
import { unpackReport, zipEntries } from './earnings-zip';
import { finderZip, fixtureBytes, forgeSize, plainZip } from './fixtures/earnings-zips';

// The ZIP Associates Central downloads: its one report is read as if uploaded itself.

const us = fixtureBytes('earnings-us.csv');

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await parseEarningsReport(bytes, 'US').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).fields).toMatchObject([{ path: 'file' }]);
  return (error as AppError).message;
}

describe('a ZIP holding the report', () => {
  it('reads the CSV of a Finder ZIP (folder, __MACOSX fork, .DS_Store) line for line as the CSV', async () => {
    const direct = await parseEarningsReport(us, 'US');
    const zipped = await parseEarningsReport(finderZip({ 'Fee-Earnings.csv': us }), 'US');
    expect(zipped).toEqual(direct);
    expect(zipped.lines).toHaveLength(5);
  });

  it('reads a TSV (Partenaires, French) and a stored (uncompressed) entry', async () => {
    const tsv = fixtureBytes('earnings-fr-partenaires.tsv');
    for (const zip of [finderZip({ 'rapport.tsv': tsv }), plainZip({ 'rapport.tsv': tsv }, true)]) {
      const report = await parseEarningsReport(zip, 'FR');
      expect(report.problems).toEqual([]);
      expect(report.lines.map((l) => [l.day, l.revenueMinor])).toEqual([
        ['2026-10-03', 5598],
        ['2026-10-14', 105900],
        ['2026-10-31', -1999],
      ]);
    }
  });

  it('reads an XLSX inside the ZIP as a workbook', async () => {
    const report = await parseEarningsReport(
      plainZip({ 'Fee-Earnings.xlsx': fixtureBytes('earnings-de.xlsx') }),
      'DE',
    );
    expect(report.format).toBe('xlsx');
    expect(report.lines.map((l) => l.revenueMinor)).toEqual([8397, 123450, -1999]);
  });

  it('still reads an .xlsx upload (a ZIP with workbook parts) as the workbook', async () => {
    const report = await parseEarningsReport(fixtureBytes('earnings-de.xlsx'), 'DE');
    expect(report.format).toBe('xlsx');
  });
});

describe('ZIPs refused as a whole, naming what they hold', () => {
  it.each([
    [
      'two reports',
      finderZip({ 'October.csv': us, 'November.csv': us }),
      'The ZIP holds 2 report files ("Fee-Earnings/October.csv" and "Fee-Earnings/November.csv")',
    ],
    [
      'no report',
      finderZip({ 'Fee-Earnings.pdf': strToU8('%PDF-1.7') }),
      'The ZIP holds no report file (.csv, .tsv, .txt or .xlsx); it holds "Fee-Earnings/Fee-Earnings.pdf"',
    ],
    [
      'an empty folder',
      finderZip({}),
      'The ZIP holds no report file (.csv, .tsv, .txt or .xlsx); it is empty',
    ],
    ['a ZIP in the ZIP', plainZip({ 'inner.zip': plainZip({ 'a.csv': us }) }), 'no report file'],
    [
      'a ZIP named .csv in the ZIP',
      plainZip({ 'a.csv': plainZip({ 'b.csv': us }) }),
      '"a.csv" in the ZIP is a ZIP itself',
    ],
    ['a cut-off ZIP', finderZip({ 'a.csv': us }).subarray(0, 200), 'The ZIP file is damaged'],
    [
      'ZIP-looking garbage',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
      'The ZIP file is damaged',
    ],
  ])('%s', async (_name, bytes, words) => {
    expect(await refusal(bytes)).toContain(words);
  });
});

describe('zip bombs', () => {
  const zeros = (size: number) => new Uint8Array(size);

  it('refuses an entry whose header declares more than an upload may be, inflating nothing', async () => {
    const declared = forgeSize(
      plainZip({ 'bomb.csv': strToU8('ASIN,Revenue\n') }),
      maxAssociateReportBytes + 1,
    );
    expect(await refusal(declared)).toBe(
      '"bomb.csv" in the ZIP unpacks to more than 80 MB, the most an upload may be: upload the period in several files',
    );
  });

  it('stops inflating past the limit when the header understates the size', () => {
    const forged = forgeSize(plainZip({ 'bomb.csv': zeros(3 * 1024 * 1024) }), 1000);
    const entries = zipEntries(forged);
    expect(entries[0]?.originalSize).toBe(1000);
    expect(() => unpackReport(forged, entries, 1024 * 1024)).toThrow('unpacks to more than 1 MB');
  });

  it('the same at the real limit, through the upload reader', async () => {
    const forged = forgeSize(plainZip({ 'bomb.csv': zeros(maxAssociateReportBytes + 1) }), 1000);
    expect(forged.length).toBeLessThan(200_000);
    expect(await refusal(forged)).toContain('unpacks to more than 80 MB');
  }, 30_000);

  it('refuses an entry whose bytes are not the size its header says, as damaged', () => {
    const forged = forgeSize(plainZip({ 'a.csv': us }), 100);
    expect(() => unpackReport(forged, zipEntries(forged))).toThrow('The ZIP file is damaged');
  });
});
