// The NACHA file's pieces, shared by the payout file (nacha.ts), its check (nacha-check.ts) and the
// return file a bank writes (nacha-returns.ts): one definition of a field, a record, a header, a
// control and the blocking, and of the text and routing numbers banks take.

/** Uppercase ASCII as banks print it: accents dropped (É → E), ß/Æ/Ø spelled out, the rest removed. */
export function plainUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßÆæØøŒœŁłĐđÞþı]/g, (ch) => spelledOut[ch] ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9 &',./-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const spelledOut: Record<string, string> = {
  ß: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Ø: 'O',
  ø: 'O',
  Œ: 'OE',
  œ: 'OE',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

export function isRouting(routing: string): boolean {
  return /^\d{9}$/.test(routing) && abaCheckDigit(routing.slice(0, 8)) === routing[8];
}

export const recordLength = 94;
export const blockingFactor = 10;
const padding = '9'.repeat(recordLength);

/** NACHA alphanumeric field: left-justified, space-filled, cut to its width. */
export function alpha(value: string, width: number): string {
  return value.slice(0, width).padEnd(width, ' ');
}

/** NACHA numeric field: right-justified, zero-filled. A number too wide is a bug, never cut. */
export function num(value: number, width: number): string {
  const digits = String(value);
  if (!Number.isSafeInteger(value) || value < 0 || digits.length > width) {
    throw new Error(`${value} does not fit a ${width}-digit NACHA field`);
  }
  return digits.padStart(width, '0');
}

/** The ABA routing check digit: weights 3, 7, 1 over the first 8 digits, to the next multiple of 10. */
export function abaCheckDigit(first8: string): string {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first8[i]), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Joins a record's fields; a record of another length would shift every field after it. */
export function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== recordLength) {
    throw new Error(`NACHA record of ${line.length} characters: ${line}`);
  }
  return line;
}

export function yymmdd(date: Date): string {
  return date.toISOString().slice(2, 10).replaceAll('-', '');
}

export function fileHeaderRecord(header: {
  destination: string;
  origin: string;
  createdAt: Date;
  fileIdModifier: string;
  destinationName: string;
  originName: string;
}): string {
  return record(
    '1',
    '01',
    alpha(header.destination, 10),
    alpha(header.origin, 10),
    yymmdd(header.createdAt),
    header.createdAt.toISOString().slice(11, 16).replace(':', ''),
    header.fileIdModifier,
    '094',
    num(blockingFactor, 2),
    '1',
    alpha(header.destinationName, 23),
    alpha(header.originName, 23),
    alpha('', 8),
  );
}

export type TBatchTotals = { count: number; hash: number; debitMinor: number; creditMinor: number };

/** Appends the file control, summed over the batches, and the 9-records that fill the last block. */
export function closeFile(records: string[], batches: TBatchTotals[]): string {
  const sum = (pick: (batch: TBatchTotals) => number) =>
    batches.reduce((total, batch) => total + pick(batch), 0);
  const blocks = Math.ceil((records.length + 1) / blockingFactor);
  const fileControl = record(
    '9',
    num(batches.length, 6),
    num(blocks, 6),
    num(
      sum((batch) => batch.count),
      8,
    ),
    num(sum((batch) => batch.hash) % 10_000_000_000, 10),
    num(
      sum((batch) => batch.debitMinor),
      12,
    ),
    num(
      sum((batch) => batch.creditMinor),
      12,
    ),
    alpha('', 39),
  );
  const lines = [...records, fileControl];
  while (lines.length % blockingFactor !== 0) {
    lines.push(padding);
  }
  return `${lines.join('\n')}\n`;
}
