import { describe, expect, it } from 'vitest';
import { drillOf } from './report-drill';
import { listQueryOf, readReportParams, reportChange } from './report-params';
import { productRow } from './reports-test-kit';

const read = (query: string, role: 'seller' | 'publisher' = 'seller') =>
  readReportParams(new URLSearchParams(query), role, '2026-11-26');

describe('the report in the address', () => {
  it('reads what it knows and defaults the rest', () => {
    expect(read('tab=brand&sortField=salesMinor&sortOrder=ascend&page=3&metric=orders')).toMatchObject({
      startDate: '2026-10-28',
      endDate: '2026-11-26',
      variant: 'standard',
      tab: 'brand',
      sortField: 'salesMinor',
      sortOrder: 'ascend',
      page: 3,
      metric: 'orders',
    });
    expect(read('tab=nonsense&sortField=price&page=-2&metric=x')).toMatchObject({
      tab: 'performance',
      sortField: undefined,
      page: 1,
      metric: 'commissionMinor',
    });
  });

  it('keeps only the tabs and filters of the set', () => {
    expect(read('tab=tracking-id&trackingId=tid_1', 'seller')).toMatchObject({ tab: 'performance' });
    expect(read('tab=tracking-id&trackingId=tid_1', 'seller').trackingId).toBeUndefined();
    expect(read('tab=tracking-id&trackingId=tid_1', 'publisher')).toMatchObject({
      tab: 'tracking-id',
      trackingId: 'tid_1',
    });
    const associate = read('variant=associate&tab=tracking-id&trackingId=tid_1', 'publisher');
    expect([associate.tab, associate.trackingId]).toEqual(['performance', undefined]);
    expect(read('variant=associate&tab=publisher&publisherId=pub_1')).toMatchObject({
      tab: 'publisher',
      publisherId: 'pub_1',
    });
  });

  it('sorts by day on the performance tab only', () => {
    expect(read('sortField=day').sortField).toBe('day');
    expect(read('tab=brand&sortField=day').sortField).toBeUndefined();
  });

  it('leaves defaults out of the address and asks for a page of 20', () => {
    expect(reportChange({ variant: 'standard', tab: 'performance', metric: 'commissionMinor' })).toEqual({
      variant: undefined,
      tab: undefined,
      metric: undefined,
    });
    expect(listQueryOf(read('brandId=brd_1&page=2'), 'UK')).toMatchObject({
      countryCode: 'UK',
      brandId: 'brd_1',
      page: 2,
      pageSize: 20,
    });
  });
});

describe('drill-down', () => {
  it('leads a product to its publishers (seller) or tracking ids (publisher), not in the associate set', () => {
    const row = productRow();
    expect(drillOf('seller', 'standard', 'product', row)?.change).toMatchObject({
      tab: 'publisher',
      asin: 'B0KETTLE01',
      productTitle: 'Enamel kettle',
    });
    expect(drillOf('publisher', 'standard', 'product', row)?.change.tab).toBe('tracking-id');
    expect(drillOf('publisher', 'associate', 'product', row)).toBeNull();
    // A brand link's clicks name no product: nothing to drill into.
    expect(drillOf('seller', 'standard', 'product', productRow({ asin: '', title: null }))).toBeNull();
  });
});
