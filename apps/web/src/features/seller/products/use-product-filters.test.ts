import { describe, expect, it } from 'vitest';
import { applyFilters, defaultProductFilters, filtersFromParams } from './use-product-filters';

describe('product list filters in the URL', () => {
  it('reads the filters and falls back to defaults for anything unknown', () => {
    const params = new URLSearchParams(
      'search= kettle &status=active&sortBy=price&sortOrder=asc&page=3&pageSize=50',
    );
    expect(filtersFromParams(params)).toEqual({
      ...defaultProductFilters,
      search: 'kettle',
      status: 'active',
      sortBy: 'price',
      sortOrder: 'asc',
      page: 3,
      pageSize: 50,
    });
    const junk = new URLSearchParams('status=paused&commission=x&sortBy=rating&page=-2&pageSize=7');
    expect(filtersFromParams(junk)).toEqual(defaultProductFilters);
  });

  it('keeps the marketplace, leaves defaults out and goes back to page 1 on a new filter', () => {
    const params = new URLSearchParams('marketplace=UK&page=4&status=active');
    expect(applyFilters(params, { brandId: 'brd_1' }).toString()).toBe(
      'marketplace=UK&status=active&brandId=brd_1',
    );
    expect(applyFilters(params, { page: 5 }).toString()).toBe('marketplace=UK&page=5&status=active');
    expect(applyFilters(params, { status: '' }).toString()).toBe('marketplace=UK');
  });
});
