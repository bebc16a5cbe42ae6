import {
  alpha,
  closeFile,
  fileHeaderRecord,
  isRouting,
  num,
  plainUpper,
  record,
  yymmdd,
} from './nacha-records';

// US publishers are paid by an ACH file the operator uploads to the bank: one batch of PPD credits
// (service class 220), an entry per payout, laid out as the NACHA Operating Rules' record formats
// say. The bank rejects a whole file for one wrong total, so every input is checked here, before
// a file exists, and each error names the payout it is about.

export type TAchOriginator = {
  /** Up to 16 characters: the batch header's Company Name, shown on the receiver's statement. */
  companyName: string;
  /** 10 characters, the Company Identification the bank assigned (often '1' + the EIN). */
  companyId: string;
  /** The originating bank's (ODFI's) 9-digit routing number. */
  bankRouting: string;
  /** Up to 23 characters: Immediate Destination Name. */
  bankName: string;
};

export type TAchEntry = {
  payoutId: string;
  name: string;
  routing: string;
  account: string;
  accountType: 'checking' | 'savings';
  amountMinor: number;
};

export type TAchFile = {
  text: string;
  entries: Array<{ payoutId: string; traceNumber: string }>;
  totalMinor: number;
  entryHash: string;
  fileName: string;
};

export type TAchFileInput = {
  originator: TAchOriginator;
  entries: TAchEntry[];
  /** YYYY-MM-DD: the day the publishers should have the money. */
  effectiveDate: string;
  createdAt: Date;
  /** A-Z or 0-9: tells apart the files sent to the bank on the same day. */
  fileIdModifier: string;
  /** Up to 10 characters, e.g. 'PAYOUT': printed on the receiver's statement. */
  entryDescription: string;
  /** First 7-digit trace sequence; a later file of the same day continues after the last one. */
  traceStart?: number;
};

const transactionCodes = { checking: '22', savings: '32' } as const;
const maxAmountMinor = 9_999_999_999; // the entry's 10-digit amount field
const maxTotalMinor = 999_999_999_999; // the controls' 12-digit total fields

export function achFile(input: TAchFileInput): TAchFile {
  const { originator, entries } = input;
  checkOriginator(originator);
  if (!/^[A-Z0-9]$/.test(input.fileIdModifier)) {
    throw new Error(`ACH file ID modifier "${input.fileIdModifier}" must be one of A-Z or 0-9`);
  }
  const description = plainUpper(input.entryDescription);
  if (description === '') {
    throw new Error('ACH entry description is empty');
  }
  if (entries.length === 0) {
    throw new Error('An ACH file needs at least one entry');
  }
  const traceStart = input.traceStart ?? 1;
  if (!Number.isInteger(traceStart) || traceStart < 1 || traceStart + entries.length - 1 > 9_999_999) {
    throw new Error(
      `ACH trace sequence ${traceStart}… does not fit in 7 digits for ${entries.length} entries`,
    );
  }

  const odfi = originator.bankRouting.slice(0, 8);
  const seen = new Set<string>();
  let totalMinor = 0;
  let hash = 0;
  const traced: TAchFile['entries'] = [];
  const details = entries.map((entry, index) => {
    const checked = checkEntry(entry, index, seen);
    const traceNumber = odfi + num(traceStart + index, 7);
    totalMinor += entry.amountMinor;
    hash += Number(entry.routing.slice(0, 8));
    traced.push({ payoutId: entry.payoutId, traceNumber });
    return record(
      '6',
      transactionCodes[entry.accountType],
      entry.routing,
      alpha(checked.account, 17),
      num(entry.amountMinor, 10),
      alpha(entry.payoutId, 15),
      alpha(checked.name, 22),
      alpha('', 2),
      '0',
      traceNumber,
    );
  });
  if (totalMinor > maxTotalMinor) {
    throw new Error(`ACH file total ${totalMinor} does not fit the controls' 12 digits: split the run`);
  }

  const entryHash = num(hash % 10_000_000_000, 10);
  const companyName = plainUpper(originator.companyName);
  const batchHeader = record(
    '5',
    '220',
    alpha(companyName, 16),
    alpha('', 20),
    originator.companyId,
    'PPD',
    alpha(description, 10),
    alpha('', 6),
    yymmdd(parseEffectiveDate(input.effectiveDate)),
    alpha('', 3), // settlement date: the ACH operator fills it in
    '1',
    odfi,
    num(1, 7),
  );
  const batchControl = record(
    '8',
    '220',
    num(details.length, 6),
    entryHash,
    num(0, 12),
    num(totalMinor, 12),
    originator.companyId,
    alpha('', 19),
    alpha('', 6),
    odfi,
    num(1, 7),
  );
  const header = fileHeaderRecord({
    destination: ` ${originator.bankRouting}`,
    origin: originator.companyId,
    createdAt: input.createdAt,
    fileIdModifier: input.fileIdModifier,
    destinationName: plainUpper(originator.bankName),
    originName: companyName,
  });
  const text = closeFile(
    [header, batchHeader, ...details, batchControl],
    [{ count: details.length, hash, debitMinor: 0, creditMinor: totalMinor }],
  );
  const day = input.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return { text, entries: traced, totalMinor, entryHash, fileName: `ach-${day}-${input.fileIdModifier}.txt` };
}

function checkOriginator(originator: TAchOriginator) {
  if (!/^[A-Z0-9]{10}$/.test(originator.companyId)) {
    throw new Error(`ACH company ID "${originator.companyId}" must be 10 characters, A-Z or 0-9`);
  }
  if (!isRouting(originator.bankRouting)) {
    throw new Error(
      `ACH originating bank routing number "${originator.bankRouting}" is not a valid ABA number`,
    );
  }
  if (plainUpper(originator.companyName) === '') {
    throw new Error('ACH company name is empty');
  }
}

function checkEntry(entry: TAchEntry, index: number, seen: Set<string>) {
  const which = `ACH entry ${index + 1} (payout ${entry.payoutId})`;
  if (!/^[\x20-\x7E]{1,}$/.test(entry.payoutId)) {
    throw new Error(`${which}: the payout id must be printable ASCII`);
  }
  if (seen.has(entry.payoutId)) {
    throw new Error(`${which}: the payout appears twice in the file`);
  }
  seen.add(entry.payoutId);
  if (!isRouting(entry.routing)) {
    throw new Error(`${which}: routing number "${entry.routing}" is not 9 digits with a valid check digit`);
  }
  const account = entry.account.trim();
  if (!/^[A-Za-z0-9-]{1,17}$/.test(account)) {
    throw new Error(`${which}: account number must be 1 to 17 letters, digits or hyphens`);
  }
  if (!Number.isInteger(entry.amountMinor) || entry.amountMinor <= 0 || entry.amountMinor > maxAmountMinor) {
    throw new Error(`${which}: amount ${entry.amountMinor} must be whole cents above 0 and below 10^10`);
  }
  const name = plainUpper(entry.name);
  if (name === '') {
    throw new Error(`${which}: the receiver's name has no letters a bank can print`);
  }
  if (!Object.hasOwn(transactionCodes, entry.accountType)) {
    throw new Error(`${which}: account type must be checking or savings`);
  }
  return { account, name };
}

function parseEffectiveDate(date: string): Date {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== date
  ) {
    throw new Error(`ACH effective date "${date}" is not a YYYY-MM-DD day`);
  }
  return parsed;
}
