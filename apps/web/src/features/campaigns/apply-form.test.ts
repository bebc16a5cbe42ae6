import { describe, expect, it } from 'vitest';
import { applyRequestOf, checkApply, type TApplyForm } from './apply-form';

// The apply form's own check, with the server's schema: what an application needs, each
// error on the field the seller sees.

const placement = {
  id: 'plc_1',
  prices: [
    { countryCode: 'US', priceMinor: 25_000, currency: 'USD' },
    { countryCode: 'CA', priceMinor: 32_000, currency: 'CAD' },
  ],
};
const whole: TApplyForm = {
  countryCode: 'US',
  brandId: 'brd_1',
  products: ['prd_1', 'prd_2'],
  message: 'Hello',
  assets: [{ uploadId: 'upl_1', fileName: 'a.png' }],
};
const fields = (values: TApplyForm) =>
  Object.fromEntries(checkApply(placement, values).map((e) => [e.name.join('.'), e.errors[0]]));

describe('the apply form', () => {
  it('takes a whole application and sends the file ids', () => {
    expect(checkApply(placement, whole)).toEqual([]);
    expect(applyRequestOf('plc_1', whole)).toEqual({
      placementId: 'plc_1',
      countryCode: 'US',
      brandId: 'brd_1',
      products: ['prd_1', 'prd_2'],
      message: 'Hello',
      assets: ['upl_1'],
    });
  });

  it('names each missing choice on its field', () => {
    expect(fields({})).toEqual({
      countryCode: 'Choose a marketplace',
      brandId: 'Choose a brand',
      products: 'Choose at least one product',
    });
  });

  it('refuses a marketplace the placement has no price in', () => {
    expect(fields({ ...whole, countryCode: 'DE' })).toEqual({
      countryCode: 'This placement has no price in DE',
    });
  });

  it('holds the limits: 20 products, 2,000 characters, 10 files', () => {
    const many = Array.from({ length: 21 }, (_, i) => `prd_${i}`);
    const files = Array.from({ length: 11 }, (_, i) => ({ uploadId: `upl_${i}`, fileName: `${i}.png` }));
    expect(fields({ ...whole, products: many, message: 'x'.repeat(2001), assets: files })).toEqual({
      products: 'Choose at most 20 products',
      message: 'The message is at most 2,000 characters',
      assets: 'Attach at most 10 files',
    });
    expect(fields({ ...whole, message: 'x'.repeat(2000) })).toEqual({});
  });
});
