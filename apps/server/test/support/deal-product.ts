import type { TDealProduct } from '../../src/modules/deals/deals.repository';

/** A US parent product as the deal rules see it, for unit tests without a database. */
export const dealProduct = (overrides: Partial<TDealProduct> = {}): TDealProduct => ({
  id: 'prd_mug',
  asin: 'B000000001',
  countryCode: 'US',
  parentId: null,
  title: 'Mug',
  imageUrl: null,
  priceMinor: 1999,
  currency: 'USD',
  commissionBp: 1000,
  ...overrides,
});
