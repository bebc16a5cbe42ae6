import type { TAchFile } from './nacha';
import { achProblems, achRecords, entrySide, field } from './nacha-check';
import {
  abaCheckDigit,
  alpha,
  closeFile,
  fileHeaderRecord,
  num,
  record,
  type TBatchTotals,
  yymmdd,
} from './nacha-records';

// An ACH credit is not final when the file is sent: for days after, a receiving bank can send an
// entry back (closed account, wrong number, refused) in a return file. Each returned entry carries
// an addenda record of type 99 with the reason code and the trace number of the entry we sent,
// which is how a returned payout is found and its money put back on the publisher's balance.

export type TAchReturn = {
  originalTrace: string;
  returnCode: string;
  reason: string;
  amountMinor: number;
  /** The bank details are wrong: paying them again would come back too. */
  accountClosed: boolean;
};

const reasons: Record<string, string> = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account, or the account could not be located',
  R04: 'Invalid account number',
  R05: 'Unauthorized debit to a consumer account',
  R06: "Returned at the originating bank's request",
  R07: 'Authorization revoked by the customer',
  R08: 'Payment stopped',
  R09: 'Uncollected funds',
  R10: 'The customer does not know or did not authorize the originator',
  R16: 'Account frozen',
  R20: 'The account cannot receive payments',
  R23: 'Payment refused by the receiver',
  R29: 'The business says the payment was not authorized',
};

// The codes that say the account itself cannot take money, as opposed to a one-off refusal.
const wrongAccountCodes = new Set(['R02', 'R03', 'R04', 'R20']);

// A return travels as the "return or notification" code of the original's account type and side.
const returnCodes: Record<string, string> = { '22': '21', '32': '31', '27': '26', '37': '36' };

export function achReturnReason(returnCode: string): string {
  return reasons[returnCode] ?? `Returned by the bank (${returnCode})`;
}

export function parseAchReturns(text: string): TAchReturn[] {
  const problems = achProblems(text);
  if (problems.length > 0) {
    throw new Error(`The ACH return file is not a sound NACHA file: ${problems.join('; ')}`);
  }
  const lines = achRecords(text);
  const returns: TAchReturn[] = [];
  for (const [i, line] of lines.entries()) {
    if (line[0] !== '6') {
      continue;
    }
    const addenda = lines[i + 1] ?? '';
    const addendaType = addenda[0] === '7' ? field(addenda, 2, 3) : '';
    // A notification of change (98) says the payment arrived but a detail should be updated: it
    // returns no money, so it is not a return, and it must not stop the real returns beside it.
    if (addendaType === '98') {
      continue;
    }
    const which = `ACH return file record ${i + 1} (trace ${field(line, 80, 94)})`;
    if (addendaType !== '99') {
      throw new Error(`${which}: the entry has no return addenda (type 7, code 99) after it`);
    }
    const returnCode = field(addenda, 4, 6);
    if (!/^R\d{2}$/.test(returnCode)) {
      throw new Error(`${which}: "${returnCode}" is not a return reason code`);
    }
    returns.push({
      originalTrace: field(addenda, 7, 21),
      returnCode,
      reason: achReturnReason(returnCode),
      amountMinor: Number(field(line, 30, 39)),
      accountClosed: wrongAccountCodes.has(returnCode),
    });
  }
  return returns;
}

type TReturnGroup = {
  batchHeader: string;
  rdfi: string;
  entries: Array<{ line: string; returnCode: string }>;
};

/**
 * The return file a receiving bank would send back for some entries of a file we wrote: for the
 * sandbox bank and tests. A batch per original batch and returning bank, because a return batch's
 * header names the bank that returns (its trace numbers start with that bank's routing).
 */
export function achReturnFile(
  original: string | Pick<TAchFile, 'text'>,
  returns: Array<{ traceNumber: string; returnCode: string }>,
  createdAt: Date,
): string {
  const text = typeof original === 'string' ? original : original.text;
  const problems = achProblems(text);
  if (problems.length > 0) {
    throw new Error(`Cannot return entries of an unsound NACHA file: ${problems.join('; ')}`);
  }
  if (returns.length === 0) {
    throw new Error('A return file needs at least one returned entry');
  }
  const wanted = new Map<string, string>();
  for (const { traceNumber, returnCode } of returns) {
    if (!/^R\d{2}$/.test(returnCode)) {
      throw new Error(`Trace ${traceNumber}: "${returnCode}" is not a return reason code`);
    }
    if (wanted.has(traceNumber)) {
      throw new Error(`Trace ${traceNumber} is returned twice`);
    }
    wanted.set(traceNumber, returnCode);
  }

  const lines = achRecords(text);
  const groups = new Map<string, TReturnGroup>();
  let batchHeader = '';
  let batchIndex = 0;
  for (const line of lines) {
    if (line[0] === '5') {
      batchHeader = line;
      batchIndex += 1;
    }
    const returnCode = line[0] === '6' ? wanted.get(field(line, 80, 94)) : undefined;
    if (returnCode === undefined) {
      continue;
    }
    wanted.delete(field(line, 80, 94));
    const rdfi = field(line, 4, 11);
    const key = `${batchIndex}:${rdfi}`;
    const group = groups.get(key) ?? { batchHeader, rdfi, entries: [] };
    group.entries.push({ line, returnCode });
    groups.set(key, group);
  }
  const unknown = [...wanted.keys()];
  if (unknown.length > 0) {
    throw new Error(`Not entries of the original file: trace ${unknown.join(', ')}`);
  }

  const header = lines[0] ?? '';
  const firstReturned = [...groups.values()][0]?.entries[0]?.line ?? '';
  const records = [
    fileHeaderRecord({
      // Back to the bank that sent the payments, from the bank that returns them.
      destination: field(header, 4, 13),
      origin: ` ${field(firstReturned, 4, 12)}`,
      createdAt,
      fileIdModifier: 'A',
      destinationName: field(header, 41, 63),
      originName: 'ACH RETURNS',
    }),
  ];
  const totals: TBatchTotals[] = [];
  let traceSequence = 0;
  for (const [i, group] of [...groups.values()].entries()) {
    const batchNumber = num(i + 1, 7);
    const odfi = field(group.batchHeader, 80, 87);
    const sums: TBatchTotals = { count: 0, hash: 0, debitMinor: 0, creditMinor: 0 };
    const body: string[] = [];
    for (const { line, returnCode } of group.entries) {
      traceSequence += 1;
      const trace = group.rdfi + num(traceSequence, 7);
      const transactionCode = returnCodes[field(line, 2, 3)];
      if (transactionCode === undefined) {
        throw new Error(
          `Trace ${field(line, 80, 94)}: transaction code ${field(line, 2, 3)} has no return code`,
        );
      }
      // The return is routed to the originating bank; account, amount, id and name stay the original's.
      body.push(record('6', transactionCode, odfi, abaCheckDigit(odfi), field(line, 13, 78), '1', trace));
      body.push(
        record('7', '99', returnCode, field(line, 80, 94), alpha('', 6), group.rdfi, alpha('', 44), trace),
      );
      const amount = Number(field(line, 30, 39));
      sums.count += 2;
      sums.hash += Number(odfi);
      if (entrySide(transactionCode) === 'debit') {
        sums.debitMinor += amount;
      } else {
        sums.creditMinor += amount;
      }
    }
    const serviceClass = field(group.batchHeader, 2, 4);
    records.push(
      record(
        '5',
        field(group.batchHeader, 2, 69),
        yymmdd(createdAt),
        alpha('', 3),
        '1',
        group.rdfi,
        batchNumber,
      ),
      ...body,
      record(
        '8',
        serviceClass,
        num(sums.count, 6),
        num(sums.hash % 10_000_000_000, 10),
        num(sums.debitMinor, 12),
        num(sums.creditMinor, 12),
        field(group.batchHeader, 41, 50),
        alpha('', 25),
        group.rdfi,
        batchNumber,
      ),
    );
    totals.push(sums);
  }
  return closeFile(records, totals);
}
