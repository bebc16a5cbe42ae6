import { z } from 'zod';

// US taxpayer identification numbers (SSN, EIN, ITIN) as the IRS and the SSA issue them, and
// how they are shown once saved. People type them with spaces or dashes; the schemas keep the
// nine digits, check them, and answer the canonical form.

/** The nine digits of a TIN typed with or without spaces and dashes; null when it is not nine digits. */
export function tinDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** Why nine digits cannot be an SSN (the SSA never issues these areas, groups or serials), or null. */
export function ssnProblem(digits: string): string | null {
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666') {
    return `An SSN never starts with ${area}`;
  }
  if (area.startsWith('9')) {
    return 'An SSN never starts with 9 (a number starting with 9 is an ITIN)';
  }
  if (digits.slice(3, 5) === '00') {
    return 'The middle two digits of an SSN are never 00';
  }
  if (digits.slice(5) === '0000') {
    return 'The last four digits of an SSN are never 0000';
  }
  return null;
}

/** Two-digit prefixes the IRS has never assigned to an EIN campus. */
export const unassignedEinPrefixes = [
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
] as const;

/** Why nine digits cannot be an EIN, or null. */
export function einProblem(digits: string): string | null {
  const prefix = digits.slice(0, 2);
  if ((unassignedEinPrefixes as readonly string[]).includes(prefix)) {
    return `No EIN starts with ${prefix}: check the first two digits`;
  }
  return null;
}

const isItinGroup = (group: number) =>
  (group >= 50 && group <= 65) ||
  (group >= 70 && group <= 88) ||
  (group >= 90 && group <= 92) ||
  (group >= 94 && group <= 99);

/** Why nine digits cannot be an ITIN, or null. */
export function itinProblem(digits: string): string | null {
  if (!digits.startsWith('9')) {
    return 'An ITIN starts with 9';
  }
  if (!isItinGroup(Number(digits.slice(3, 5)))) {
    return 'The 4th and 5th digits of an ITIN are 50–65, 70–88, 90–92 or 94–99';
  }
  return null;
}

/** An SSN or ITIN as the IRS prints it: 123-45-6789. */
export const formatSsn = (digits: string): string =>
  `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/** An EIN as the IRS prints it: 12-3456789. */
export const formatEin = (digits: string): string => `${digits.slice(0, 2)}-${digits.slice(2)}`;

/**
 * A schema for one kind of TIN: refuses anything but nine digits with `shapeMessage`, then the
 * kind's own rule, and answers the canonical form.
 */
function usTinSchema(
  shapeMessage: string,
  problemOf: (digits: string) => string | null,
  format: (digits: string) => string,
) {
  return z.string({ error: shapeMessage }).transform((value, ctx) => {
    const refuse = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    const digits = tinDigits(value);
    if (digits === null) {
      return refuse(shapeMessage);
    }
    const problem = problemOf(digits);
    return problem === null ? format(digits) : refuse(problem);
  });
}

/** A US individual's SSN, answered as 123-45-6789. */
export const ZSsnSchema = usTinSchema('A US SSN has 9 digits, as 123-45-6789', ssnProblem, formatSsn);

/** A US employer identification number, answered as 12-3456789. */
export const ZEinSchema = usTinSchema('A US EIN has 9 digits, as 12-3456789', einProblem, formatEin);

/** An ITIN, answered as 912-70-1234. */
export const ZItinSchema = usTinSchema('A US ITIN has 9 digits, as 912-70-1234', itinProblem, formatSsn);

/** An individual's US TIN, SSN or ITIN: SSNs never start with 9 and ITINs always do, so the first digit tells which. */
export const ZSsnOrItinSchema = usTinSchema(
  'A US SSN or ITIN has 9 digits, as 123-45-6789',
  (digits) => (digits.startsWith('9') ? itinProblem(digits) : ssnProblem(digits)),
  formatSsn,
);

/**
 * A TIN as it may be shown again after it is saved: at most its last four letters or digits, and
 * never more than half of them, so a short foreign TIN is not shown whole.
 * `123-45-6789` (an SSN or ITIN) → `***-**-6789`; `12-3456789` (an EIN) → `**-***6789`;
 * anything else, including nine bare digits, → `*****` and its last characters (`*****8901`).
 */
export function maskTin(tin: string): string {
  const value = tin.trim().toUpperCase();
  if (/^\d{3}-\d{2}-\d{4}$/.test(value)) {
    return `***-**-${value.slice(-4)}`;
  }
  if (/^\d{2}-\d{7}$/.test(value)) {
    return `**-***${value.slice(-4)}`;
  }
  const characters = value.replace(/[^0-9A-Z]/g, '');
  const shown = Math.min(4, Math.floor(characters.length / 2));
  return `*****${shown > 0 ? characters.slice(-shown) : ''}`;
}

/** What `maskTin` answers; a response schema built on it can never carry a whole TIN. */
export const ZMaskedTinSchema = z
  .string()
  .regex(/^(\*{3}-\*{2}-\d{4}|\*{2}-\*{3}\d{4}|\*{5}[0-9A-Z]{0,4})$/, 'Only a masked TIN may be answered');
