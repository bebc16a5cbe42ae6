import {
  displayDay,
  formatBasisPoints,
  marketplaceOf,
  maxDealDays,
  type TCommissionBounds,
  type TDeal,
  type TDealState,
  type TFieldError,
} from '@atlas/shared';
import { addDays, dayInZone, startOfDayInZone } from '../../platform/zoned-day';
import type { TDealProduct, TDealRow } from './deals.repository';

/** A deal as people give it: whole days in the product's marketplace, both included. */
export type TDealInput = {
  productId: string;
  dealPriceMinor?: number | null;
  discountBp?: number | null;
  extraCommissionBp?: number | null;
  startDate: string;
  endDate: string;
};

const zoneOf = (countryCode: string) => marketplaceOf(countryCode).timeZone;

/** [start of the first day, start of the day after the last) in the marketplace's zone. */
export function dealTimes(input: Pick<TDealInput, 'startDate' | 'endDate'>, countryCode: string) {
  const zone = zoneOf(countryCode);
  return {
    startsAt: startOfDayInZone(input.startDate, zone),
    endsAt: startOfDayInZone(addDays(input.endDate, 1), zone),
  };
}

export function dealDays(deal: Pick<TDealRow, 'startsAt' | 'endsAt'>, countryCode: string) {
  const zone = zoneOf(countryCode);
  return {
    startDate: dayInZone(deal.startsAt, zone),
    endDate: dayInZone(new Date(deal.endsAt.getTime() - 1), zone),
  };
}

export function dealState(deal: Pick<TDealRow, 'startsAt' | 'endsAt'>, now: Date): TDealState {
  if (now < deal.startsAt) {
    return 'upcoming';
  }
  return now < deal.endsAt ? 'running' : 'ended';
}

/** Today in the product's marketplace: deals start on a day there, not in UTC. */
export const todayIn = (countryCode: string, now: Date) => dayInZone(now, zoneOf(countryCode));

const money = (minor: number, currency: string) =>
  `${currency} ${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The rules that need the product, the bounds and the clock (the schema checked the rest):
 * deals go on parent products, a deal price is below the price, the extra commission is a rate
 * in steps of the configuration, and a new start is not in the past.
 */
export function dealProblems(
  input: TDealInput,
  product: TDealProduct,
  bounds: TCommissionBounds,
  now: Date,
  options: { startMayBePast?: boolean } = {},
): TFieldError[] {
  const problems: TFieldError[] = [];
  const today = todayIn(product.countryCode, now);
  if (product.parentId) {
    problems.push({
      path: 'productId',
      message: `${product.asin} is a variation: put the deal on its parent product`,
    });
  }
  const price = input.dealPriceMinor;
  if (typeof price === 'number' && typeof product.priceMinor === 'number' && price >= product.priceMinor) {
    problems.push({
      path: 'dealPriceMinor',
      message: `Deal price must be below the product's price (${money(product.priceMinor, product.currency)})`,
    });
  }
  const extra = input.extraCommissionBp;
  if (
    extra !== null &&
    extra !== undefined &&
    (extra < bounds.stepBp || extra > bounds.maxBp || extra % bounds.stepBp !== 0)
  ) {
    problems.push({
      path: 'extraCommissionBp',
      message: `Extra commission must be between ${formatBasisPoints(bounds.stepBp)}% and ${formatBasisPoints(bounds.maxBp)}% in steps of ${formatBasisPoints(bounds.stepBp)}%`,
    });
  }
  if (!options.startMayBePast && input.startDate < today) {
    problems.push({
      path: 'startDate',
      message: `The start date has passed: start on ${displayDay(today)} or later`,
    });
  }
  if (input.endDate < today) {
    problems.push({
      path: 'endDate',
      message: `The end date has passed: end on ${displayDay(today)} or later`,
    });
  }
  if (daysBetween(input.startDate, input.endDate) + 1 > maxDealDays) {
    problems.push({ path: 'endDate', message: `A deal lasts at most ${maxDealDays} days` });
  }
  return problems;
}

export function overlapMessage(other: TDealRow, countryCode: string): string {
  const { startDate, endDate } = dealDays(other, countryCode);
  return `This product already has a deal from ${displayDay(startDate)} to ${displayDay(endDate)}: deals of one product cannot overlap`;
}

export function toDeal(deal: TDealRow, product: TDealProduct, now: Date): TDeal {
  return {
    id: deal.id,
    productId: product.id,
    asin: product.asin,
    countryCode: product.countryCode,
    title: product.title,
    imageUrl: product.imageUrl,
    priceMinor: product.priceMinor,
    currency: product.currency,
    commissionBp: product.commissionBp,
    dealPriceMinor: deal.dealPriceMinor,
    discountBp: deal.discountBp,
    extraCommissionBp: deal.extraCommissionBp,
    ...dealDays(deal, product.countryCode),
    startsAt: deal.startsAt.toISOString(),
    endsAt: deal.endsAt.toISOString(),
    state: dealState(deal, now),
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
  };
}
