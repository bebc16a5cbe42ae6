import { describe, expect, it } from 'vitest';
import { achFile, type TAchEntry, type TAchFileInput } from './nacha';
import { achProblems, achRecords } from './nacha-check';

// The ACH payout file read back at the positions the NACHA record layouts give, with every
// expected value written out by hand (never computed by the code under test): a bank rejects a
// file for one shifted field or one wrong total, and the publishers are then not paid.

/** A field at its 1-based, inclusive NACHA positions. */
const at = (line: string | undefined, start: number, end: number) => (line ?? '').slice(start - 1, end);

const originator = {
  companyName: 'Affiliate Atlas Inc.',
  companyId: '1987654321',
  bankRouting: '021000021',
  bankName: 'JPMorgan Chase',
};

const threeEntries: TAchEntry[] = [
  {
    payoutId: 'pyo_ivy',
    name: 'Zoë Müller-Ångström',
    routing: '011000015',
    account: '12345678',
    accountType: 'checking',
    amountMinor: 12345,
  },
  {
    payoutId: 'pyo_otto_with_a_long_id',
    name: 'Jean-Baptiste Émile Łukasz de la Fontaine',
    routing: '121000248',
    account: '99887766554433221',
    accountType: 'savings',
    amountMinor: 500000,
  },
  {
    payoutId: 'pyo_ana',
    name: 'Ana (Núñez) 🙂',
    routing: '026009593',
    account: '0042',
    accountType: 'checking',
    amountMinor: 1,
  },
];

const input = (entries: TAchEntry[] = threeEntries, more: Partial<TAchFileInput> = {}): TAchFileInput => ({
  originator,
  entries,
  effectiveDate: '2025-03-05',
  createdAt: new Date('2025-03-04T21:07:59Z'),
  fileIdModifier: 'A',
  entryDescription: 'payout',
  ...more,
});

const many = (count: number, amountMinor: number): TAchEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    payoutId: `pyo_${i}`,
    name: `Publisher ${i}`,
    routing: '322271627',
    account: String(1000 + i),
    accountType: 'checking' as const,
    amountMinor,
  }));

describe('achFile', () => {
  const file = achFile(input());
  const lines = achRecords(file.text);
  const [header, batchHeader, first, second, third, batchControl, fileControl] = lines;

  it('writes 94-character records, blocked by 10 with 9-padding, ending in a newline', () => {
    expect(file.text.endsWith('\n')).toBe(true);
    expect(file.text.includes('\r')).toBe(false);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.length === 94)).toBe(true);
    expect(lines.map((line) => line[0]).join('')).toBe('1566689999');
    expect(lines.slice(7)).toEqual(Array(3).fill('9'.repeat(94)));
  });

  it('writes the file header: destination bank, origin company, creation time in UTC', () => {
    expect(at(header, 1, 3)).toBe('101');
    expect(at(header, 4, 13)).toBe(' 021000021');
    expect(at(header, 14, 23)).toBe('1987654321');
    expect(at(header, 24, 29)).toBe('250304');
    expect(at(header, 30, 33)).toBe('2107');
    expect(at(header, 34, 40)).toBe('A094101');
    expect(at(header, 41, 63)).toBe('JPMORGAN CHASE         ');
    expect(at(header, 64, 86)).toBe('AFFILIATE ATLAS INC.   ');
  });

  it('writes one PPD credit batch header with the effective date and the ODFI', () => {
    expect(at(batchHeader, 1, 4)).toBe('5220');
    expect(at(batchHeader, 5, 20)).toBe('AFFILIATE ATLAS ');
    expect(at(batchHeader, 41, 50)).toBe('1987654321');
    expect(at(batchHeader, 51, 63)).toBe('PPDPAYOUT    ');
    expect(at(batchHeader, 70, 75)).toBe('250305');
    expect(at(batchHeader, 79, 94)).toBe('1021000020000001');
  });

  it('writes each entry at its positions: code, RDFI and check digit, account, amount, id, name, trace', () => {
    expect(at(first, 1, 3)).toBe('622');
    expect(at(first, 4, 11)).toBe('01100001');
    expect(at(first, 12, 12)).toBe('5');
    expect(at(first, 13, 29)).toBe('12345678         ');
    expect(at(first, 30, 39)).toBe('0000012345');
    expect(at(first, 40, 54)).toBe('pyo_ivy        ');
    expect(at(first, 55, 76)).toBe('ZOE MULLER-ANGSTROM   ');
    expect(at(first, 79, 94)).toBe('0021000020000001');

    expect(at(second, 1, 3)).toBe('632');
    expect(at(second, 4, 12)).toBe('121000248');
    expect(at(second, 13, 29)).toBe('99887766554433221');
    expect(at(second, 30, 39)).toBe('0000500000');
    expect(at(second, 40, 54)).toBe('pyo_otto_with_a');
    expect(at(second, 55, 76)).toBe('JEAN-BAPTISTE EMILE LU');
    expect(at(second, 80, 94)).toBe('021000020000002');

    expect(at(third, 55, 76)).toBe('ANA NUNEZ             ');
    expect(at(third, 30, 39)).toBe('0000000001');
    expect(file.entries).toEqual([
      { payoutId: 'pyo_ivy', traceNumber: '021000020000001' },
      { payoutId: 'pyo_otto_with_a_long_id', traceNumber: '021000020000002' },
      { payoutId: 'pyo_ana', traceNumber: '021000020000003' },
    ]);
  });

  it('totals the batch and the file: count, hash of the RDFI routing numbers, debit 0, credits', () => {
    // 01100001 + 12100024 + 02600959 = 15800984; 123.45 + 5000.00 + 0.01 = 5123.46
    expect(file.entryHash).toBe('0015800984');
    expect(file.totalMinor).toBe(512346);
    expect(at(batchControl, 1, 4)).toBe('8220');
    expect(at(batchControl, 5, 10)).toBe('000003');
    expect(at(batchControl, 11, 20)).toBe('0015800984');
    expect(at(batchControl, 21, 32)).toBe('000000000000');
    expect(at(batchControl, 33, 44)).toBe('000000512346');
    expect(at(batchControl, 45, 54)).toBe('1987654321');
    expect(at(batchControl, 80, 94)).toBe('021000020000001');
    expect(at(fileControl, 1, 7)).toBe('9000001');
    expect(at(fileControl, 8, 13)).toBe('000001');
    expect(at(fileControl, 14, 21)).toBe('00000003');
    expect(at(fileControl, 22, 31)).toBe('0015800984');
    expect(at(fileControl, 32, 55)).toBe('000000000000000000512346');
    expect(achProblems(file.text)).toEqual([]);
  });

  it('keeps the last 10 digits of an entry hash that outgrows them', () => {
    // 400 × 32227162 = 12890864800: the leading 1 is dropped, as the spec says.
    const big = achFile(input(many(400, 250)));
    const records = achRecords(big.text);
    expect(big.entryHash).toBe('2890864800');
    expect(at(records[402], 11, 20)).toBe('2890864800');
    expect(at(records[403], 22, 31)).toBe('2890864800');
    expect(at(records[403], 8, 13)).toBe('000041');
    expect(at(records[403], 44, 55)).toBe('000000100000');
    expect(records).toHaveLength(410);
    expect(achProblems(big.text)).toEqual([]);
  });

  it('pads only what the last block lacks: none at 10 records, 9 at 11', () => {
    const full = achRecords(achFile(input(many(6, 100))).text);
    expect(full).toHaveLength(10);
    expect(full[9]?.startsWith('9000001000001')).toBe(true);
    const spilled = achRecords(achFile(input(many(7, 100))).text);
    expect(spilled).toHaveLength(20);
    expect(at(spilled[10], 1, 13)).toBe('9000001000002');
    expect(spilled.slice(11)).toEqual(Array(9).fill('9'.repeat(94)));
  });

  it('gives the same bytes for the same input, and continues a trace sequence when asked', () => {
    expect(achFile(input()).text).toBe(file.text);
    const later = achFile(input(threeEntries, { traceStart: 41, fileIdModifier: 'B' }));
    expect(later.entries.map((entry) => entry.traceNumber)).toEqual([
      '021000020000041',
      '021000020000042',
      '021000020000043',
    ]);
    expect(later.fileName).toBe('ach-20250304-B.txt');
    expect(file.fileName).toBe('ach-20250304-A.txt');
  });

  it('refuses bad input, naming the entry', () => {
    const entry = (change: Partial<TAchEntry>) => [threeEntries[0]!, { ...threeEntries[1]!, ...change }];
    expect(() => achFile(input(entry({ routing: '121000249' })))).toThrow(
      /entry 2 \(payout pyo_otto_with_a_long_id\): routing number "121000249"/,
    );
    expect(() => achFile(input(entry({ routing: '12100024' })))).toThrow(/entry 2 .*routing/);
    expect(() => achFile(input(entry({ amountMinor: 0 })))).toThrow(/entry 2 .*amount 0/);
    expect(() => achFile(input(entry({ amountMinor: -500 })))).toThrow(/entry 2 .*amount -500/);
    expect(() => achFile(input(entry({ amountMinor: 12.5 })))).toThrow(/entry 2 .*amount 12.5/);
    expect(() => achFile(input(entry({ amountMinor: 10_000_000_000 })))).toThrow(/entry 2 .*amount/);
    expect(() => achFile(input(entry({ account: '123456789012345678' })))).toThrow(/entry 2 .*account/);
    expect(() => achFile(input(entry({ name: '🙂 ✓' })))).toThrow(/entry 2 .*name/);
    expect(() => achFile(input(entry({ payoutId: 'pyo_ivy' })))).toThrow(
      /entry 2 \(payout pyo_ivy\): .*twice/,
    );
    expect(() => achFile(input([]))).toThrow(/at least one entry/);
    expect(() => achFile(input(threeEntries, { effectiveDate: '2025-02-30' }))).toThrow(/effective date/);
    expect(() => achFile(input(threeEntries, { fileIdModifier: 'a' }))).toThrow(/file ID modifier/);
    expect(() => achFile(input(threeEntries, { traceStart: 9_999_998 }))).toThrow(/7 digits/);
    expect(() => achFile({ ...input(), originator: { ...originator, bankRouting: '021000022' } })).toThrow(
      /originating bank routing/,
    );
    expect(() => achFile({ ...input(), originator: { ...originator, companyId: '98765432' } })).toThrow(
      /company ID/,
    );
  });
});

describe('achProblems', () => {
  const text = achFile(input()).text;
  const lines = achRecords(text);
  const rewrite = (index: number, start: number, value: string) =>
    lines.map((line, i) =>
      i === index ? line.slice(0, start - 1) + value + line.slice(start - 1 + value.length) : line,
    );
  const joined = (records: string[]) => `${records.join('\n')}\n`;

  it('finds an entry amount changed after the controls were written', () => {
    expect(achProblems(joined(rewrite(2, 30, '0000012346')))).toEqual([
      'batch 1: total credit 000000512346 in the control, 000000512347 from the entries',
    ]);
  });

  it('finds a wrong entry hash in the batch control, and the file control that no longer adds up', () => {
    expect(achProblems(joined(rewrite(5, 11, '0015800985')))).toEqual([
      'batch 1: entry hash 0015800985 in the control, 0015800984 from the entries',
      'file control: entry hash 0015800984 in the control, 0015800985 from the batches',
    ]);
  });

  it('finds a record one character short', () => {
    const short = lines.map((line, i) => (i === 2 ? line.slice(0, 93) : line));
    expect(achProblems(joined(short))).toEqual(['record 3: 93 characters, not 94']);
  });

  it('finds missing padding, and a wrong block count', () => {
    expect(achProblems(joined(lines.slice(0, 9)))).toEqual([
      '9 records, not a multiple of 10: the last block is not filled with 9-records',
    ]);
    expect(achProblems(joined([...lines, ...Array(10).fill('9'.repeat(94))]))).toEqual([
      'file control: block count 000001 in the control, 000002 in the file',
    ]);
  });

  it('finds records out of order and a missing file control', () => {
    const swapped = [lines[0]!, lines[2]!, lines[1]!, ...lines.slice(3)];
    expect(achProblems(joined(swapped))).toContain('record 2: a type "6" record cannot stand here');
    const noControl = [...lines.slice(0, 6), ...Array(4).fill('8'.repeat(94))];
    expect(achProblems(joined(noControl))).toContain('the file has no file control record (type 9)');
    expect(achProblems('')).toEqual(['the file is empty']);
  });
});
