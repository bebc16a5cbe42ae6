import { countryCodes, parsePercent, type TCommissionBounds, ZSaveDealRequestSchema } from '@atlas/shared';
import type { TCsvColumnSpec, TCsvRecord } from '../../platform/csv-read';
import { newId } from '../../platform/ids';
import { dealProblems, dealTimes, overlapMessage, type TDealInput } from './deal-rules';
import { overlapping, type TDealProduct, type TDealRow } from './deals.repository';

// The lines of a deal CSV: reading each cell as the form's fields, then the form's rules.

export type TKey = 'asin' | 'country' | 'price' | 'discount' | 'extra' | 'start' | 'end';

export const dealCsvSpec: TCsvColumnSpec<TKey>[] = [
  { key: 'asin', header: 'ASIN' },
  { key: 'country', header: 'Country' },
  { key: 'price', header: 'Deal price' },
  { key: 'discount', header: 'Discount (%)' },
  { key: 'extra', header: 'Extra commission (%)' },
  { key: 'start', header: 'Start date' },
  { key: 'end', header: 'End date' },
];

/** Which column a rule's field came from, so a line's error names what the seller typed. */
const columnOf: Record<string, string> = {
  productId: 'ASIN',
  dealPriceMinor: 'Deal price',
  discountBp: 'Discount (%)',
  extraCommissionBp: 'Extra commission (%)',
  startDate: 'Start date',
  endDate: 'End date',
};

/** "19.99", "19,99", "$19.99", "EUR 19,9" → minor units; null when blank, NaN when unreadable. */
function readMoney(cell: string): number | null {
  if (cell === '') {
    return null;
  }
  const match = /^(?:[A-Z]{3}\s*|C?\$\s*|€\s*|£\s*)?(\d{1,9})(?:[.,](\d{1,2}))?\s*(?:€|£)?$/i.exec(cell);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

function readRate(cell: string): number | null {
  if (cell === '') {
    return null;
  }
  const parsed = parsePercent(cell);
  return parsed.ok ? parsed.bp : Number.NaN;
}

/** 2025-07-08, 2025/07/08 or 2025.07.08; other forms (7/8/2025) are ambiguous between countries. */
const readDay = (cell: string) =>
  /^\d{4}[-/.]\d{2}[-/.]\d{2}$/.test(cell) ? cell.replace(/[/.]/g, '-') : cell;

export const upper = (cell: string) => cell.trim().toUpperCase();
export const countryOf = (cell: string) => (upper(cell) === 'GB' ? 'UK' : upper(cell));

export type TLine = { line: number; input: TDealInput; errors: string[] };

function readLine(record: TCsvRecord<TKey>, productId: string | undefined): TLine {
  const { cells } = record;
  const errors = [...record.errors];
  const price = readMoney(cells.price);
  const discount = readRate(cells.discount);
  const extra = readRate(cells.extra);
  if (Number.isNaN(price)) {
    errors.push(`Deal price: "${cells.price.slice(0, 20)}" is not an amount like 19.99`);
  }
  if (Number.isNaN(discount)) {
    errors.push(`Discount (%): "${cells.discount.slice(0, 20)}" is not a percent like 15`);
  }
  if (Number.isNaN(extra)) {
    errors.push(`Extra commission (%): "${cells.extra.slice(0, 20)}" is not a percent like 2.5`);
  }
  const input: TDealInput = {
    productId: productId ?? '',
    dealPriceMinor: Number.isNaN(price) ? null : price,
    discountBp: Number.isNaN(discount) ? null : discount,
    extraCommissionBp: Number.isNaN(extra) ? null : extra,
    startDate: readDay(cells.start),
    endDate: readDay(cells.end),
  };
  if (errors.length === 0) {
    const parsed = ZSaveDealRequestSchema.safeParse(input);
    // A missing product is named by the caller, from the ASIN and country.
    const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'productId');
    for (const issue of issues) {
      errors.push(`${columnOf[String(issue.path[0])] ?? 'Row'}: ${issue.message}`);
    }
  }
  return { line: record.line, input, errors };
}

export type TContext = {
  sellerId: string;
  now: Date;
  bounds: TCommissionBounds;
  /** Deals already there, and those of earlier lines (ids `line:N`), by product. */
  dealsByProduct: Map<string, TDealRow[]>;
};

/** One line against its product, the rules and the other deals; the row to insert when it holds. */
export function checkLine(record: TCsvRecord<TKey>, product: TDealProduct | undefined, ctx: TContext) {
  const country = countryOf(record.cells.country);
  const line = readLine(record, product?.id);
  if (!(countryCodes as readonly string[]).includes(country)) {
    line.errors.unshift(`Country: "${record.cells.country.slice(0, 20)}" must be US, CA, FR, DE or UK`);
  } else if (!product) {
    line.errors.unshift(
      `ASIN: no product ${upper(record.cells.asin) || '(empty)'} in ${country} in your catalogue`,
    );
  }
  if (!product || line.errors.length > 0) {
    return { line, row: null };
  }
  for (const problem of dealProblems(line.input, product, ctx.bounds, ctx.now)) {
    line.errors.push(`${columnOf[problem.path] ?? 'Row'}: ${problem.message}`);
  }
  const times = dealTimes(line.input, product.countryCode);
  const others = ctx.dealsByProduct.get(product.id) ?? [];
  const clash = line.errors.length === 0 ? overlapping(others, times.startsAt, times.endsAt) : undefined;
  if (clash) {
    const inFile = clash.id.startsWith('line:') ? ` (line ${clash.id.slice(5)} of this file)` : '';
    line.errors.push(`${overlapMessage(clash, product.countryCode)}${inFile}`);
  }
  if (line.errors.length > 0) {
    return { line, row: null };
  }
  const row = {
    id: newId('del'),
    sellerId: ctx.sellerId,
    productId: product.id,
    dealPriceMinor: line.input.dealPriceMinor ?? null,
    discountBp: line.input.discountBp ?? null,
    extraCommissionBp: line.input.extraCommissionBp ?? null,
    ...times,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  ctx.dealsByProduct.set(product.id, [...others, { ...row, id: `line:${line.line}` }]);
  return { line, row };
}
