import {
  checkPercent,
  countryCodes,
  type TCommissionBounds,
  type TCommissionCsvRow,
  type TCommissionCsvSummary,
  type TCsvRowOutcome,
} from '@atlas/shared';
import type { TCsvColumnSpec, TCsvRecord } from '../../platform/csv-read';
import { repeatedLines, repeatMessage } from './commission-csv-repeats';
import type { TProductSetting } from './commissions.repository';
import { changeOf, changeProblem, type TAsk } from './product-changes';

export type TCommissionCsvKey = 'asin' | 'country' | 'commission' | 'status';

export const commissionCsvSpec: TCsvColumnSpec<TCommissionCsvKey>[] = [
  { key: 'asin', header: 'ASIN' },
  { key: 'country', header: 'Country' },
  // Either may be left out (a file that only switches products on or off), not both.
  { key: 'commission', header: 'Commission (%)', optional: true },
  { key: 'status', header: 'Status', optional: true },
];

type TStatus = 'inactive' | 'active';

/**
 * A previewed row as stored (a tuple keeps 100 000 rows small): what the screen shows (old → new,
 * errors) and what the row asks (`askBp`, `askStatus`, null = keep), which is what apply writes,
 * so a blank cell never reverts a change made after the preview.
 */
export type TStoredRow = [
  line: number,
  asin: string,
  countryCode: string,
  productId: string | null,
  outcome: TCsvRowOutcome,
  oldBp: number | null,
  newBp: number | null,
  oldStatus: TStatus | null,
  newStatus: TStatus | null,
  errors: string[],
  askBp: number | null,
  askStatus: TStatus | null,
];

export function toCsvRow(row: TStoredRow): TCommissionCsvRow {
  const [line, asin, countryCode, productId, outcome, oldBp, newBp, oldStatus, newStatus, errors] = row;
  return {
    line,
    asin,
    countryCode,
    productId,
    outcome,
    oldCommissionBp: oldBp,
    newCommissionBp: newBp,
    oldStatus,
    newStatus,
    errors,
  };
}

export const productKey = (asin: string, countryCode: string) => `${asin}|${countryCode}`;

/** 'GB' is what many tools call the UK; the product says UK. */
function readCountry(cell: string): string | null {
  const code = cell.trim().toUpperCase();
  const canonical = code === 'GB' ? 'UK' : code;
  return (countryCodes as readonly string[]).includes(canonical) ? canonical : null;
}

function readAsk(
  cells: Record<TCommissionCsvKey, string>,
  bounds: TCommissionBounds,
  errors: string[],
): TAsk {
  const ask: TAsk = {};
  if (cells.commission !== '') {
    const checked = checkPercent(cells.commission, bounds);
    if (checked.ok) {
      ask.commissionBp = checked.bp;
    } else {
      errors.push(`Commission (%): "${cells.commission.slice(0, 20)}": ${checked.message}`);
    }
  }
  const status = cells.status.toLowerCase();
  if (status === 'active' || status === 'inactive') {
    ask.status = status;
  } else if (status !== '') {
    errors.push(`Status: "${cells.status.slice(0, 20)}" must be active or inactive (or empty to keep it)`);
  }
  return ask;
}

const asinPattern = /^[A-Z0-9]{10}$/;

/** An unreadable cell is shown as typed, up to this many characters: a cell may be megabytes. */
const shownCellLength = 40;
const shown = (cell: string) => (cell.length > shownCellLength ? `${cell.slice(0, shownCellLength)}…` : cell);

/** The product a line names (ASIN|country), or null without a valid ASIN and country. */
function namedProduct(cells: Record<TCommissionCsvKey, string>): string | null {
  const asin = cells.asin.toUpperCase();
  const country = readCountry(cells.country);
  return asinPattern.test(asin) && country ? productKey(asin, country) : null;
}

/** The distinct ASINs the lines name, to look their products up (a malformed one names none). */
export function namedAsins(records: TCsvRecord<TCommissionCsvKey>[]): string[] {
  const asins = new Set<string>();
  for (const { cells } of records) {
    const asin = cells.asin.toUpperCase();
    if (asinPattern.test(asin)) {
      asins.add(asin);
    }
  }
  return [...asins];
}

/**
 * Every row's outcome against the seller's products (keyed by ASIN|country) and bounds: an
 * update (old → new), unchanged, or an error with every reason. Pure, so its rules are tested
 * without a database.
 */
export function previewRows(
  records: TCsvRecord<TCommissionCsvKey>[],
  productsByKey: Map<string, TProductSetting>,
  bounds: TCommissionBounds,
): { rows: TStoredRow[]; summary: TCommissionCsvSummary } {
  const repeats = repeatedLines(records.map(({ line, cells }) => ({ line, key: namedProduct(cells) })));
  const summary: TCommissionCsvSummary = { total: records.length, update: 0, unchanged: 0, error: 0 };
  const rows = records.map(({ line, cells, errors: readErrors }): TStoredRow => {
    const errors = [...readErrors];
    const asin = cells.asin.toUpperCase();
    const country = readCountry(cells.country);
    if (asin === '') {
      errors.push('ASIN is empty');
    } else if (!asinPattern.test(asin)) {
      errors.push(`ASIN: "${cells.asin.slice(0, 20)}" is not an ASIN (10 letters or digits)`);
    }
    if (!country) {
      errors.push(`Country: "${cells.country.slice(0, 20)}" must be US, CA, FR, DE or UK`);
    }
    const ask = readAsk(cells, bounds, errors);
    const sameProduct = repeats.get(line);
    if (sameProduct) {
      errors.push(repeatMessage(`${asin} (${country})`, line, sameProduct));
    }
    const product = country ? productsByKey.get(productKey(asin, country)) : undefined;
    if (!product && errors.length === 0) {
      errors.push(`No product ${asin} in ${country} in your catalogue`);
    }
    if (product && errors.length === 0) {
      const problem = changeProblem(product, ask, bounds);
      if (problem) {
        errors.push(problem);
      }
    }
    const change = product && errors.length === 0 ? changeOf(product, ask) : null;
    const outcome: TCsvRowOutcome = errors.length > 0 ? 'error' : change ? 'update' : 'unchanged';
    summary[outcome] += 1;
    return [
      line,
      shown(asin),
      country ?? shown(cells.country),
      product?.id ?? null,
      outcome,
      product?.commissionBp ?? null,
      change ? change.commissionBp : (product?.commissionBp ?? null),
      product?.status ?? null,
      change ? change.status : (product?.status ?? null),
      errors,
      ask.commissionBp ?? null,
      ask.status ?? null,
    ];
  });
  return { rows, summary };
}
