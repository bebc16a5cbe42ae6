import { describe, expect, it } from 'vitest';
import { decodeCsv, looksLikeFormula, readCsv } from './csv-read';
import { AppError } from './errors';

const columns = [
  { key: 'asin', header: 'ASIN' },
  { key: 'country', header: 'Country' },
  { key: 'commission', header: 'Commission (%)' },
] as const;

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string, bom = true) =>
  Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i < le.length; i += 2) {
    const byte = le[i] as number;
    le[i] = le[i + 1] as number;
    le[i + 1] = byte;
  }
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
};

function fileErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('1001');
    expect((error as AppError).fields?.[0]?.path).toBe('file');
    return (error as AppError).message;
  }
  throw new Error('expected a file error');
}

const sample = 'ASIN,Country,Commission (%)\r\nB000000001,US,12.5\r\nB000000002,FR,"7,5"\r\n';

describe('decodeCsv', () => {
  it.each([
    ['UTF-8', utf8(sample), 'utf-8'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(sample)]), 'utf-8'],
    ['UTF-16 LE with BOM', utf16le(sample), 'utf-16le'],
    ['UTF-16 LE without BOM', utf16le(sample, false), 'utf-16le'],
    ['UTF-16 BE with BOM', utf16be(sample), 'utf-16be'],
  ])('reads %s to the same text', (_name, bytes, encoding) => {
    expect(decodeCsv(bytes)).toEqual({ text: sample, encoding });
  });

  it('refuses Latin-1 text, saying how to save the file', () => {
    const latin1 = Buffer.from('ASIN,Title\nB000000001,Cr\xe8me\n', 'latin1');
    expect(fileErrorOf(() => decodeCsv(latin1))).toBe(
      'The file is not UTF-8 or UTF-16 text: save it from your spreadsheet as "CSV UTF-8" and upload that file',
    );
  });

  it('refuses a workbook and an empty file', () => {
    expect(fileErrorOf(() => decodeCsv(Buffer.from('PK\x03\x04rest', 'latin1')))).toMatch(
      /^This is a spreadsheet workbook, not a CSV file/,
    );
    expect(fileErrorOf(() => decodeCsv(new Uint8Array()))).toBe('The file is empty');
  });
});

describe('readCsv', () => {
  it('reads rows by header name whatever the column order, case or extra columns', () => {
    const text = 'country;Title;commission %;asin\nUS;Mug;12,5;B000000001\n;;;\n\nFR;Cup;3;B000000002\n';
    const { records } = readCsv(utf8(text), columns, { maxRows: 10 });
    expect(records).toEqual([
      { line: 2, cells: { asin: 'B000000001', country: 'US', commission: '12,5' }, errors: [] },
      { line: 5, cells: { asin: 'B000000002', country: 'FR', commission: '3' }, errors: [] },
    ]);
  });

  it('reads tab-separated UTF-16, as spreadsheets save "Unicode text"', () => {
    const { records, encoding } = readCsv(
      utf16le('ASIN\tCountry\tCommission (%)\nB000000001\tUK\t5\n'),
      columns,
      {
        maxRows: 10,
      },
    );
    expect(encoding).toBe('utf-16le');
    expect(records[0]?.cells).toEqual({ asin: 'B000000001', country: 'UK', commission: '5' });
  });

  it('numbers lines as the file does, a quoted cell spanning lines included', () => {
    const text = 'ASIN,Country,Commission (%),Note\nB000000001,US,5,"two\nlines"\nB000000002,US,6,x\n';
    const { records } = readCsv(utf8(text), columns, { maxRows: 10 });
    expect(records.map((r) => r.line)).toEqual([2, 4]);
  });

  it('flags formulas on their row, and leaves signed numbers as values', () => {
    const text =
      'ASIN,Country,Commission (%)\n=HYPERLINK("x"),US,5\nB000000002,@US,-5\nB000000003,US,+cmd|x\n';
    const { records } = readCsv(utf8(text), columns, { maxRows: 10 });
    expect(records.map((r) => r.errors)).toEqual([
      ['ASIN: "=HYPERLINK("x")" is a spreadsheet formula; enter a plain value'],
      ['Country: "@US" is a spreadsheet formula; enter a plain value'],
      ['Commission (%): "+cmd|x" is a spreadsheet formula; enter a plain value'],
    ]);
    expect(looksLikeFormula('-5')).toBe(false);
    expect(looksLikeFormula('-5+A1')).toBe(true);
  });

  it('names missing columns and asks for the template', () => {
    expect(fileErrorOf(() => readCsv(utf8('ASIN,Price\nB000000001,5\n'), columns, { maxRows: 10 }))).toBe(
      'The header line must name the columns ASIN, Country, Commission (%); missing: Country, Commission (%). Start from the template.',
    );
  });

  it('refuses a header without rows, blank text and broken quoting with its line', () => {
    expect(fileErrorOf(() => readCsv(utf8('ASIN,Country,Commission (%)\n'), columns, { maxRows: 10 }))).toBe(
      'The file has a header line but no rows',
    );
    expect(fileErrorOf(() => readCsv(utf8(' \r\n \n'), columns, { maxRows: 10 }))).toBe('The file is empty');
    const broken = 'ASIN,Country,Commission (%)\nB000000001,US,5\nB000000002,"US,5\n';
    expect(fileErrorOf(() => readCsv(utf8(broken), columns, { maxRows: 10 }))).toMatch(
      /^Line 3: the file's quoting is broken/,
    );
  });

  it('refuses more rows than allowed', () => {
    const text = `ASIN,Country,Commission (%)\n${'B000000001,US,5\n'.repeat(4)}`;
    expect(fileErrorOf(() => readCsv(utf8(text), columns, { maxRows: 3 }))).toBe(
      'The file has more than 3 rows: split it into several uploads',
    );
    expect(readCsv(utf8(text), columns, { maxRows: 4 }).records).toHaveLength(4);
  });
});
