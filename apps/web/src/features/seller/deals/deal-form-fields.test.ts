import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { dealRules, formValuesOf, requestOf, serverFieldErrors } from './deal-form-fields';

describe('the deal form', () => {
  it('sends either the price or the discount that is chosen, in minor units and basis points', () => {
    const dates: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2030-01-10'), dayjs('2030-01-12')];
    const values = { productId: 'prd_1', price: '19.99', discount: '15', extra: '2.5', dates };
    expect(requestOf({ ...values, offer: 'price' }, undefined)).toEqual({
      id: undefined,
      productId: 'prd_1',
      dealPriceMinor: 1999,
      discountBp: null,
      extraCommissionBp: 250,
      startDate: '2030-01-10',
      endDate: '2030-01-12',
    });
    expect(requestOf({ ...values, offer: 'discount', extra: '' }, 'del_1')).toMatchObject({
      id: 'del_1',
      dealPriceMinor: null,
      discountBp: 1500,
      extraCommissionBp: null,
    });
  });

  it('fills an edited deal back as text', () => {
    const values = formValuesOf({
      productId: 'prd_1',
      dealPriceMinor: 1805,
      discountBp: null,
      extraCommissionBp: 1250,
      startDate: '2030-01-10',
      endDate: '2030-01-12',
    } as Parameters<typeof formValuesOf>[0]);
    expect(values).toMatchObject({ offer: 'price', price: '18.05', extra: '12.5' });
    expect(values.dates?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2030-01-10', '2030-01-12']);
  });

  it("puts the server's field errors on the form's fields, and keeps the others for the alert", () => {
    const error = new ApiError('Deal price must be below', {
      code: '1001',
      status: 400,
      handled: true,
      fields: [
        { path: 'dealPriceMinor', message: "Deal price must be below the product's price (USD 19.99)" },
        { path: 'startDate', message: 'The start date has passed' },
        { path: 'body', message: 'Something else' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      fields: [
        { name: 'price', errors: ["Deal price must be below the product's price (USD 19.99)"] },
        { name: 'dates', errors: ['The start date has passed'] },
      ],
      rest: ['Something else'],
    });
  });

  it('checks typed amounts with the words the server uses', async () => {
    await expect(dealRules.price(null, '0')).rejects.toThrow('Enter a deal price like 19.99');
    await expect(dealRules.price(null, '19.999')).rejects.toThrow('Enter a deal price like 19.99');
    await expect(dealRules.discount(null, '100')).rejects.toThrow('Discount must be between 1% and 99%');
    const extra = dealRules.extra({
      minBp: 100,
      maxBp: 5000,
      stepBp: 10,
      platformFeeBp: 3000,
      custom: false,
    });
    await expect(extra(null, '2.55')).rejects.toThrow(
      'Extra commission must be between 0.1% and 50% in steps of 0.1%',
    );
    await expect(extra(null, '')).resolves.toBeUndefined();
  });
});
