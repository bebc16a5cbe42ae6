import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { parseEarningsReport } from './earnings-parse';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const text = (lines: string[]) => Buffer.from(lines.join('\r\n'));
const header =
  'Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group';

async function refusal(bytes: Uint8Array, countryCode: 'US' | 'DE' = 'US'): Promise<string> {
  const error = await parseEarningsReport(bytes, countryCode).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Fee-Earnings');
  for (const row of rows) {
    sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('each marketplace as it exports', () => {
  it('US: BOM, title, quoted names with commas and quotes, thousands, ISO and US dates, totals', async () => {
    const report = await parseEarningsReport(fixture('earnings-us.csv'), 'US');
    expect(report).toMatchObject({
      format: 'csv',
      currency: 'USD',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    expect(report.problems).toEqual([]);
    expect(report.lines.map((l) => [l.lineNo, l.day, l.asin, l.revenueMinor])).toEqual([
      [3, '2026-10-03', 'B0SKILLET1', 5998],
      [4, '2026-10-04', 'B0PRESS001', 3999],
      [5, '2026-10-15', 'B0OVEN0001', 105999],
      [6, '2026-10-20', 'B0TENT0001', 0],
      [7, '2026-10-31', 'B0UNKNOWN1', 3600],
    ]);
    expect(report.lines[1]).toMatchObject({
      title: 'French Press, 34 oz "Glass"',
      category: 'Kitchen',
      trackingTag: 'ivyreviews-20',
      priceMinor: 3999,
      itemsShipped: 1,
      adFeesMinor: 160,
    });
    expect(report.lines[3]).toMatchObject({ itemsShipped: 1, itemsReturned: 1 });
  });

  it('DE: semicolons, decimal commas, dotted dates, a return with negative amounts, "Gesamt"', async () => {
    const report = await parseEarningsReport(fixture('earnings-de.csv'), 'DE');
    expect(report.problems).toEqual([]);
    expect(report.currency).toBe('EUR');
    expect(report.lines.map((l) => [l.day, l.title, l.revenueMinor, l.adFeesMinor])).toEqual([
      ['2026-10-03', 'Gusseisenpfanne; 25 cm', 8397, 252],
      ['2026-10-05', 'Gusseisenpfanne, 25 cm', 123450, 3704],
      ['2026-10-30', 'Gartenschlauch 20 m', -1999, -60],
    ]);
  });

  it('FR: quoted decimal commas with spaces between thousands, day-first dates', async () => {
    const report = await parseEarningsReport(fixture('earnings-fr.csv'), 'FR');
    expect(report.problems).toEqual([]);
    expect(report.lines.map((l) => [l.day, l.priceMinor, l.revenueMinor])).toEqual([
      ['2026-10-03', 2799, 5598],
      ['2026-10-14', 105900, 105900],
    ]);
  });

  it('UK: pounds, day-first dates, a return line', async () => {
    const report = await parseEarningsReport(fixture('earnings-uk.csv'), 'UK');
    expect(report.problems).toEqual([]);
    expect(report.currency).toBe('GBP');
    expect(report.lines[1]).toMatchObject({
      day: '2026-10-28',
      itemsShipped: 0,
      itemsReturned: 1,
      revenueMinor: -14999,
    });
  });

  it('CA: CDN$ columns, month-first dates with dashes in the title', async () => {
    const report = await parseEarningsReport(fixture('earnings-ca.csv'), 'CA');
    expect(report).toMatchObject({ currency: 'CAD', periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect(report.problems).toEqual([]);
    expect(report.lines.map((l) => l.revenueMinor)).toEqual([3999, 129900]);
  });

  it('DE as XLSX: date cells, numeric cells, the totals row', async () => {
    const report = await parseEarningsReport(fixture('earnings-de.xlsx'), 'DE');
    expect(report.format).toBe('xlsx');
    expect(report.problems).toEqual([]);
    expect(report.lines.map((l) => [l.lineNo, l.day, l.revenueMinor])).toEqual([
      [3, '2026-10-03', 8397],
      [4, '2026-10-05', 123450],
      [5, '2026-10-30', -1999],
    ]);
  });
});

describe('lines with problems', () => {
  it('leaves bad lines out with line, column and message, and checks the totals', async () => {
    const report = await parseEarningsReport(
      text([
        header,
        'Kitchen,Pan,B0SKILLET1,Amazon.com,t-20,10/03/2026,29.99,2,0,59.98,2.40,DESKTOP',
        'Kitchen,Pan,B0SKILL,Amazon.com,t-20,13/45/2026,29.99,two,0,"59,98",2.40,DESKTOP',
        'Total,,,,,,,4,0,100.00,2.40,',
      ]),
      'US',
    );
    expect(report.lines).toHaveLength(1);
    expect(report.periodStart).toBe('2026-10-03');
    expect(report.problems).toEqual([
      { line: 3, field: 'ASIN', message: 'ASIN "B0SKILL" is not 10 letters and digits' },
      { line: 3, field: 'Date Shipped', message: expect.stringContaining('is not a date') },
      { line: 3, field: 'Items Shipped', message: 'Items Shipped: "two" is not a whole number' },
      { line: 3, field: 'Revenue($)', message: expect.stringContaining('is not an amount like 1,234.56') },
      {
        line: 4,
        field: 'Items Shipped',
        message: expect.stringContaining('says 4 for Items Shipped but the lines read add up to 2'),
      },
      { line: 4, field: 'Revenue($)', message: expect.stringContaining('USD 100.00') },
    ]);
    expect(report.problemCount).toBe(6);
  });

  it('counts lines in the file: a name over two lines, an empty line', async () => {
    const report = await parseEarningsReport(
      text([
        header,
        'Kitchen,"Pan,\nlarge",B0SKILLET1,Amazon.com,t-20,10/03/2026,29.99,2,0,59.98,2.40,DESKTOP',
        '',
        'Kitchen,Pan,B0SKILLET1,Amazon.com,t-20,10/03/2026,29.99,x,0,59.98,2.40,DESKTOP',
      ]),
      'US',
    );
    expect(report.lines[0]).toMatchObject({ lineNo: 2, title: 'Pan,\nlarge' });
    expect(report.problems.map((p) => p.line)).toEqual([5]);
  });

  it("refuses lines outside the title's period", async () => {
    const report = await parseEarningsReport(
      text([
        'Fee-Earnings reports from 2026-10-01 to 2026-10-31',
        header,
        'Kitchen,Pan,B0SKILLET1,Amazon.com,t-20,10/03/2026,29.99,2,0,59.98,2.40,DESKTOP',
        'Kitchen,Pan,B0SKILLET1,Amazon.com,t-20,11/01/2026,29.99,2,0,59.98,2.40,DESKTOP',
      ]),
      'US',
    );
    expect(report.lines).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({
      line: 4,
      message: expect.stringContaining('outside the report'),
    });
  });
});

describe('whole files refused', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'PDF'],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), '.xls'],
    ['binary bytes', Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x80]), 'not UTF-8'],
    ['another CSV', text(['ASIN,Country,Commission (%)', 'B0SKILLET1,US,12']), 'header'],
    ['a CSV formula', text([header, '=HYPERLINK("x"),Pan,B0SKILLET1,A,t,10/03/2026,1,1,0,1,1,D']), 'formula'],
    ['no lines', text([header, 'Total,,,,,,,0,0,0,0,']), 'no lines'],
    [
      'no readable line',
      text([header, 'K,Pan,BAD,A,t,10/03/2026,1,1,0,1,1,D']),
      'No line of the file could be read',
    ],
    [
      'pounds in the US',
      text([header.replaceAll('$', '£'), 'K,Pan,B0SKILLET1,A,t,10/03/2026,1,1,0,1,1,D']),
      'is in £',
    ],
  ])('%s', async (_name, bytes, words) => {
    expect(await refusal(bytes)).toContain(words);
  });

  it('a workbook with a formula', async () => {
    const bytes = await workbook([
      header.split(','),
      ['K', 'Pan', 'B0SKILLET1', 'A', 't', '10/03/2026', 1, 1, 0, { formula: 'G2*H2', result: 1 }, 1, 'D'],
    ]);
    expect(await refusal(bytes)).toContain('Cell J2 holds a formula');
  });

  it('more than 200 000 lines', async () => {
    const line = 'K,Pan,B0SKILLET1,A,t,10/03/2026,1.00,1,0,1.00,0.04,D';
    const bytes = Buffer.from(`${header}\n${`${line}\n`.repeat(200_001)}`);
    expect(await refusal(bytes)).toContain('more than 200,000 lines');
  }, 60_000);
});
