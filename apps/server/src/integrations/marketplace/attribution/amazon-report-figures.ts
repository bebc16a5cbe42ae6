// The figures of an Amazon Attribution report row. Amazon sends them as strings (sometimes as
// numbers), and sales with float noise such as "191.95999999999998" or "25.8799991607666": a
// count must be whole, an amount is rounded half-up to the cent on its digits, never as a float.

const wholePattern = /^\d+$/;
const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** Missing, null and "" mean zero: Amazon masks the figures of small rows that way. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A JSON number as its digits ("1e21" stays exponent form, and is refused). */
const textOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : null;

/** A count of events: a whole number from 0, or an Error naming what it got. */
export function wholeCount(value: unknown): number {
  if (isBlank(value)) {
    return 0;
  }
  const text = textOf(value);
  if (text === null || !wholePattern.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new Error(`is not a whole number (${JSON.stringify(value)})`);
  }
  return Number(text);
}

/** An amount in the marketplace's currency as minor units: "12.345" → 1235, "0.004" → 0. */
export function decimalToMinor(value: unknown): number {
  if (isBlank(value)) {
    return 0;
  }
  const text = textOf(value);
  const match = text === null ? null : decimalPattern.exec(text);
  if (!match) {
    throw new Error(`is not a decimal amount (${JSON.stringify(value)})`);
  }
  const [, units = '', fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const minor = cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(minor) || !Number.isSafeInteger(Number(units) * 100)) {
    throw new Error(`is too large (${JSON.stringify(value)})`);
  }
  return minor;
}
