import { describe, expect, it } from 'vitest';
import { achFile, type TAchEntry } from './nacha';
import { achProblems, achRecords } from './nacha-check';
import { achReturnFile, parseAchReturns } from './nacha-returns';

// A payout file goes to the bank; days later the bank's return file says which payouts came back
// and why. The round trip must give back exactly the traces, codes and amounts that were returned,
// in a file that passes the same checks as the one we sent.

const at = (line: string | undefined, start: number, end: number) => (line ?? '').slice(start - 1, end);

const entries: TAchEntry[] = [
  {
    payoutId: 'pyo_a',
    name: 'Ivy Adams',
    routing: '011000015',
    account: '111',
    accountType: 'checking',
    amountMinor: 7500,
  },
  {
    payoutId: 'pyo_b',
    name: 'Otto Berg',
    routing: '121000248',
    account: '222',
    accountType: 'savings',
    amountMinor: 12034,
  },
  {
    payoutId: 'pyo_c',
    name: 'Ana Cruz',
    routing: '026009593',
    account: '333',
    accountType: 'checking',
    amountMinor: 99999,
  },
];

const sent = achFile({
  originator: {
    companyName: 'Affiliate Atlas',
    companyId: '1987654321',
    bankRouting: '021000021',
    bankName: 'Chase',
  },
  entries,
  effectiveDate: '2025-03-05',
  createdAt: new Date('2025-03-04T21:07:00Z'),
  fileIdModifier: 'A',
  entryDescription: 'PAYOUT',
});
const trace = (payoutId: string) =>
  sent.entries.find((entry) => entry.payoutId === payoutId)?.traceNumber ?? '';
const returnedAt = new Date('2025-03-07T14:30:00Z');

describe('ACH returns round trip', () => {
  const returnText = achReturnFile(
    sent,
    [
      { traceNumber: trace('pyo_c'), returnCode: 'R03' },
      { traceNumber: trace('pyo_b'), returnCode: 'R01' },
    ],
    returnedAt,
  );
  const lines = achRecords(returnText);

  it('gives back the traces, codes and amounts of the returned payouts only', () => {
    expect(parseAchReturns(returnText)).toEqual([
      {
        originalTrace: '021000020000002',
        returnCode: 'R01',
        reason: 'Insufficient funds',
        amountMinor: 12034,
        accountClosed: false,
      },
      {
        originalTrace: '021000020000003',
        returnCode: 'R03',
        reason: 'No account, or the account could not be located',
        amountMinor: 99999,
        accountClosed: true,
      },
    ]);
  });

  it('writes a sound NACHA file: a batch per returning bank, entries 31/21 with their 99 addenda', () => {
    expect(achProblems(returnText)).toEqual([]);
    // Ten records exactly: one block, no padding.
    expect(lines.map((line) => line[0]).join('')).toBe('1567856789');
    expect(at(lines[0], 4, 13)).toBe(' 021000021');
    expect(at(lines[0], 24, 33)).toBe('2503071430');
    // Batch 1: Otto's savings credit comes back from Wells Fargo (12100024) as a 31.
    expect(at(lines[1], 1, 4)).toBe('5220');
    expect(at(lines[1], 41, 63)).toBe('1987654321PPDPAYOUT    ');
    expect(at(lines[1], 70, 75)).toBe('250307');
    expect(at(lines[1], 80, 94)).toBe('121000240000001');
    expect(at(lines[2], 1, 12)).toBe('631021000021');
    expect(at(lines[2], 13, 29)).toBe('222              ');
    expect(at(lines[2], 30, 39)).toBe('0000012034');
    expect(at(lines[2], 79, 94)).toBe('1121000240000001');
    expect(at(lines[3], 1, 35)).toBe(`799R01${'021000020000002'}${' '.repeat(6)}12100024`);
    expect(at(lines[3], 80, 94)).toBe('121000240000001');
    // One entry and one addenda, hashed on the ODFI the return is routed to, credited back.
    expect(at(lines[4], 1, 44)).toBe(
      ['8220', '000002', '0002100002', '0'.repeat(12), '000000012034'].join(''),
    );
    expect(at(lines[6], 1, 3)).toBe('621');
    expect(at(lines[7], 4, 6)).toBe('R03');
    // 2 batches, 1 block, 4 records; 2 × 02100002; 120.34 + 999.99 credited back.
    expect(at(lines[9], 1, 55)).toBe(
      ['9', '000002', '000001', '00000004', '0004200004', '0'.repeat(12), '000000112033'].join(''),
    );
  });

  it('refuses traces that are not in the original file, and bad return codes', () => {
    expect(() =>
      achReturnFile(sent, [{ traceNumber: '021000020000009', returnCode: 'R01' }], returnedAt),
    ).toThrow(/021000020000009/);
    expect(() =>
      achReturnFile(sent, [{ traceNumber: trace('pyo_a'), returnCode: '01' }], returnedAt),
    ).toThrow(/return reason code/);
    expect(() => achReturnFile(sent, [], returnedAt)).toThrow(/at least one/);
  });
});

describe('parseAchReturns', () => {
  const returnText = achReturnFile(
    sent.text,
    [
      { traceNumber: trace('pyo_a'), returnCode: 'R17' },
      { traceNumber: trace('pyo_b'), returnCode: 'R20' },
    ],
    returnedAt,
  );

  it('names uncommon codes plainly and marks the codes that mean the account is wrong', () => {
    expect(
      parseAchReturns(returnText).map(({ reason, accountClosed }) => ({ reason, accountClosed })),
    ).toEqual([
      { reason: 'Returned by the bank (R17)', accountClosed: false },
      { reason: 'The account cannot receive payments', accountClosed: true },
    ]);
  });

  it('refuses a file whose controls do not add up', () => {
    const tampered = returnText.replace('0000007500', '0000007501');
    expect(() => parseAchReturns(tampered)).toThrow(/not a sound NACHA file: batch 1: total credit/);
  });

  it('refuses an entry without its return addenda, such as the payout file itself', () => {
    expect(() => parseAchReturns(sent.text)).toThrow(
      /record 3 \(trace 021000020000001\): the entry has no return addenda/,
    );
  });

  it('reads a return file that went through Windows (CR LF line ends) the same way', () => {
    expect(parseAchReturns(returnText.replaceAll('\n', '\r\n'))).toEqual(parseAchReturns(returnText));
    expect(parseAchReturns(returnText)).toHaveLength(2);
  });

  it('passes over a notification of change, which returns no money', () => {
    const withNoc = returnText.replace('799R17', '798C01');
    expect(achProblems(withNoc)).toEqual([]);
    expect(parseAchReturns(withNoc).map((item) => item.returnCode)).toEqual(['R20']);
  });
});
