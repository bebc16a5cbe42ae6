import { blockingFactor, recordLength } from './nacha-records';

// Reads any NACHA file back the way a bank's intake does before it accepts one: our payout file
// before the operator can download it, and the bank's return file before we believe what it says.
// A bank rejects the whole file for one wrong control total, so every problem is listed, not just
// the first, each naming the record or batch it is in.

/** The file's records; a CR before each newline (files that went through Windows) is allowed. */
export function achRecords(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') {
    lines.pop();
  }
  return lines;
}

/** A field by the 1-based, inclusive positions the NACHA record layouts are written in. */
export function field(line: string, start: number, end: number): string {
  return line.slice(start - 1, end);
}

/** Credit or debit, from the transaction code's second digit (22 checking credit, 27 debit, 21 return). */
export function entrySide(transactionCode: string): 'credit' | 'debit' | undefined {
  const kind = transactionCode[1] ?? '';
  if (/^\d{2}$/.test(transactionCode) && '1234'.includes(kind)) {
    return 'credit';
  }
  if (/^\d{2}$/.test(transactionCode) && '56789'.includes(kind)) {
    return 'debit';
  }
  return undefined;
}

type TBatchSums = {
  header: string;
  number: number;
  count: number;
  hash: number;
  debit: number;
  credit: number;
};
type TControlSums = { count: number; hash: number; debit: number; credit: number };

const padding = '9'.repeat(recordLength);

export function achProblems(text: string): string[] {
  const lines = achRecords(text);
  if (lines.length === 0) {
    return ['the file is empty'];
  }
  const problems: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.length !== recordLength) {
      problems.push(`record ${i + 1}: ${line.length} characters, not ${recordLength}`);
    }
  }
  if (lines.length % blockingFactor !== 0) {
    problems.push(
      `${lines.length} records, not a multiple of ${blockingFactor}: the last block is not filled with 9-records`,
    );
  }

  const controls: TControlSums[] = [];
  let batch: TBatchSums | undefined;
  let previous = '';
  let fileControlSeen = false;
  for (const [i, line] of lines.entries()) {
    const at = `record ${i + 1}`;
    const type = line[0] ?? '';
    if (fileControlSeen) {
      if (line !== padding) {
        problems.push(`${at}: only 9-padding records may follow the file control`);
      }
      continue;
    }
    if (i === 0 || type === '1') {
      problems.push(...(i === 0 ? headerProblems(line) : [`${at}: a second file header`]));
    } else if (type === '5') {
      if (batch) {
        problems.push(`${at}: batch ${batch.number} has no batch control before the next batch header`);
      }
      batch = { header: line, number: controls.length + 1, count: 0, hash: 0, debit: 0, credit: 0 };
    } else if (type === '6' && batch) {
      batch.count += 1;
      batch.hash += numeric(field(line, 4, 11), `${at}: receiving DFI id`, problems);
      const amount = numeric(field(line, 30, 39), `${at}: amount`, problems);
      const side = entrySide(field(line, 2, 3));
      if (side === undefined) {
        problems.push(`${at}: transaction code "${field(line, 2, 3)}" is neither a credit nor a debit`);
      } else {
        batch[side] += amount;
      }
    } else if (type === '7' && batch && (previous === '6' || previous === '7')) {
      batch.count += 1;
    } else if (type === '8' && batch) {
      controls.push(batchControlProblems(line, batch, problems));
      batch = undefined;
    } else if (type === '9') {
      if (batch) {
        problems.push(`${at}: batch ${batch.number} has no batch control before the file control`);
      }
      fileControlProblems(line, controls, Math.ceil(lines.length / blockingFactor), problems);
      fileControlSeen = true;
    } else {
      problems.push(`${at}: a type "${type}" record cannot stand here`);
    }
    previous = type;
  }
  if (!fileControlSeen) {
    problems.push('the file has no file control record (type 9)');
  }
  return problems;
}

function headerProblems(line: string): string[] {
  if (line[0] !== '1') {
    return [`record 1: a file starts with its file header (type 1), not type "${line[0] ?? ''}"`];
  }
  const expected: Array<[string, number, number, string]> = [
    ['record size', 35, 37, '094'],
    ['blocking factor', 38, 39, '10'],
    ['format code', 40, 40, '1'],
  ];
  return expected
    .filter(([, start, end, value]) => field(line, start, end) !== value)
    .map(
      ([label, start, end, value]) => `file header: ${label} "${field(line, start, end)}", expected ${value}`,
    );
}

function batchControlProblems(line: string, batch: TBatchSums, problems: string[]): TControlSums {
  const which = `batch ${batch.number}`;
  const compare = (label: string, start: number, end: number, computed: string, source: string) => {
    const written = field(line, start, end);
    if (written !== computed) {
      problems.push(`${which}: ${label} ${written} in the control, ${computed} ${source}`);
    }
  };
  compare('service class', 2, 4, field(batch.header, 2, 4), 'in the header');
  compare('entry/addenda count', 5, 10, pad(batch.count, 6), 'from the entries');
  compare('entry hash', 11, 20, pad(batch.hash % 10_000_000_000, 10), 'from the entries');
  compare('total debit', 21, 32, pad(batch.debit, 12), 'from the entries');
  compare('total credit', 33, 44, pad(batch.credit, 12), 'from the entries');
  compare('batch number', 88, 94, field(batch.header, 88, 94), 'in the header');
  // The file control sums what the batch controls say, so a wrong batch is reported once, there.
  const read = (start: number, end: number) =>
    numeric(field(line, start, end), `${which}: control`, problems);
  return { count: read(5, 10), hash: read(11, 20), debit: read(21, 32), credit: read(33, 44) };
}

function fileControlProblems(line: string, controls: TControlSums[], blocks: number, problems: string[]) {
  const sum = (pick: (control: TControlSums) => number) => controls.reduce((total, c) => total + pick(c), 0);
  const expected: Array<[string, number, number, string, string]> = [
    ['batch count', 2, 7, pad(controls.length, 6), 'in the file'],
    ['block count', 8, 13, pad(blocks, 6), 'in the file'],
    [
      'entry/addenda count',
      14,
      21,
      pad(
        sum((c) => c.count),
        8,
      ),
      'from the batches',
    ],
    ['entry hash', 22, 31, pad(sum((c) => c.hash) % 10_000_000_000, 10), 'from the batches'],
    [
      'total debit',
      32,
      43,
      pad(
        sum((c) => c.debit),
        12,
      ),
      'from the batches',
    ],
    [
      'total credit',
      44,
      55,
      pad(
        sum((c) => c.credit),
        12,
      ),
      'from the batches',
    ],
  ];
  for (const [label, start, end, computed, source] of expected) {
    const written = field(line, start, end);
    if (written !== computed) {
      problems.push(`file control: ${label} ${written} in the control, ${computed} ${source}`);
    }
  }
}

function numeric(value: string, label: string, problems: string[]): number {
  if (!/^\d+$/.test(value)) {
    problems.push(`${label} "${value}" is not a number`);
    return 0;
  }
  return Number(value);
}

// Unlike nacha.ts's num, never throws: a sum read from a broken file may be any size.
function pad(value: number, width: number): string {
  return String(value).padStart(width, '0').slice(-width);
}
