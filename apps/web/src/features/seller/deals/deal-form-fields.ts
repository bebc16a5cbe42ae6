import { formatBasisPoints, type TCommissionConfig, type TDeal, type TSaveDealRequest } from '@atlas/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldErrors } from '../../../api/http';
import { minorToText, moneyToMinor, percentToBp } from './deal-values';

export type TDealForm = {
  productId?: string;
  offer: 'price' | 'discount';
  price?: string;
  discount?: string;
  extra?: string;
  dates?: [Dayjs, Dayjs];
};

export function formValuesOf(deal: TDeal | null): TDealForm {
  if (!deal) {
    return { offer: 'discount' };
  }
  const bp = (value: number | null) => (value === null ? undefined : formatBasisPoints(value));
  return {
    productId: deal.productId,
    offer: deal.dealPriceMinor === null ? 'discount' : 'price',
    price: deal.dealPriceMinor === null ? undefined : minorToText(deal.dealPriceMinor),
    discount: bp(deal.discountBp),
    extra: bp(deal.extraCommissionBp),
    dates: [dayjs(deal.startDate), dayjs(deal.endDate)],
  };
}

/** The request from the form; the rules already checked each text is a number. */
export function requestOf(values: TDealForm, id: string | undefined): TSaveDealRequest {
  const [start, end] = values.dates ?? [];
  return {
    id,
    productId: values.productId ?? '',
    dealPriceMinor: values.offer === 'price' ? moneyToMinor(values.price) : null,
    discountBp: values.offer === 'discount' ? percentToBp(values.discount) : null,
    extraCommissionBp: percentToBp(values.extra),
    startDate: start?.format('YYYY-MM-DD') ?? '',
    endDate: end?.format('YYYY-MM-DD') ?? '',
  };
}

// The server names its fields; the form's differ where the form types text.
const formField: Record<string, keyof TDealForm> = {
  productId: 'productId',
  dealPriceMinor: 'price',
  discountBp: 'discount',
  extraCommissionBp: 'extra',
  startDate: 'dates',
  endDate: 'dates',
};

/** The server's field errors on the form's fields, and the sentences left for an alert. */
export function serverFieldErrors(error: unknown): {
  fields: { name: keyof TDealForm; errors: string[] }[];
  rest: string[];
} {
  const fields: { name: keyof TDealForm; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const field of fieldErrors(error)) {
    const name = formField[String(field.name[0])];
    if (name) {
      fields.push({ name, errors: field.errors });
    } else {
      rest.push(...field.errors);
    }
  }
  return { fields, rest };
}

/** Rules of the typed fields, with the same words as the server's. */
export const dealRules = {
  price: async (_: unknown, value: unknown) => {
    if (moneyToMinor(value as string) === null || moneyToMinor(value as string) === 0) {
      throw new Error('Enter a deal price like 19.99');
    }
  },
  discount: async (_: unknown, value: unknown) => {
    const bp = percentToBp(value as string);
    if (bp === null || bp < 100 || bp > 9900) {
      throw new Error('Discount must be between 1% and 99%');
    }
  },
  extra: (config: TCommissionConfig) => async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') {
      return;
    }
    const bp = percentToBp(value as string);
    if (bp === null || bp < config.stepBp || bp > config.maxBp || bp % config.stepBp !== 0) {
      throw new Error(
        `Extra commission must be between ${formatBasisPoints(config.stepBp)}% and ${formatBasisPoints(config.maxBp)}% in steps of ${formatBasisPoints(config.stepBp)}%`,
      );
    }
  },
};
