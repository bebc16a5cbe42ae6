import { describe, expect, it } from 'vitest';
import { applyListChange } from '../../../lib/use-list-filters';
import {
  catalogueChange,
  clearedFilters,
  defaultCatalogueParams,
  exportFiltersOf,
  findQueryOf,
  isFiltered,
  readCatalogueParams,
} from './catalogue-params';

const read = (query: string) => readCatalogueParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof catalogueChange>[0]) =>
  applyListChange(new URLSearchParams(query), catalogueChange(change)).toString();

describe('the catalogue read from the URL', () => {
  it('is the default view for a bare link', () => {
    expect(read('')).toEqual({ ...defaultCatalogueParams });
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads every filter under the name the API gives it, and what is open', () => {
    const params = read(
      'view=brands&search=+kettle+&categoryKey=kitchen-dining&categoryId=cc_kettles&brandName=Hearth+%26+Co' +
        '&minCommissionBp=500&maxCommissionBp=1500&dealsOnly=true&sortBy=price&sortOrder=asc&page=3' +
        '&brandSearch=hea&brandSort=name&brand=brd_1&product=prd_9',
    );
    expect(params).toEqual({
      view: 'brands',
      search: 'kettle',
      categoryKey: 'kitchen-dining',
      categoryId: 'cc_kettles',
      brandName: 'Hearth & Co',
      minCommissionBp: 500,
      maxCommissionBp: 1500,
      dealsOnly: true,
      sortBy: 'price',
      sortOrder: 'asc',
      page: 3,
      brandSearch: 'hea',
      brandSort: 'name',
      brandId: 'brd_1',
      productId: 'prd_9',
    });
    expect(isFiltered(params)).toBe(true);
  });

  it('falls back to the default for what it does not know', () => {
    const params = read(
      'view=grid&categoryKey=weapons&sortBy=rating&sortOrder=up&page=-2&minCommissionBp=12.5&maxCommissionBp=20000&dealsOnly=yes',
    );
    expect(params).toEqual({ ...defaultCatalogueParams });
  });

  it('reads a marketplace category only under its first-level one', () => {
    expect(read('categoryId=cc_kettles').categoryId).toBeUndefined();
  });

  it('keeps only the lowest bound of a range given the wrong way round', () => {
    const params = read('minCommissionBp=1500&maxCommissionBp=500');
    expect([params.minCommissionBp, params.maxCommissionBp]).toEqual([1500, undefined]);
  });
});

describe('the catalogue written to the URL', () => {
  it('leaves defaults out, so a plain view has a plain link', () => {
    expect(
      write('sortBy=price&sortOrder=asc&view=brands', {
        sortBy: 'commission',
        sortOrder: 'desc',
        view: 'products',
      }),
    ).toBe('');
  });

  it('goes back to the first page on a new filter and keeps the marketplace', () => {
    expect(write('marketplace=UK&page=4', { dealsOnly: true })).toBe('marketplace=UK&dealsOnly=true');
  });

  it('names the open brand and product briefly', () => {
    expect(write('', { brandId: 'brd_1', productId: 'prd_2' })).toBe('brand=brd_1&product=prd_2');
  });

  it('clears the filters but not the sort, the view or the marketplace', () => {
    const query =
      'marketplace=CA&view=products&search=mug&categoryKey=kitchen-dining&categoryId=cc_1&brandName=Hearth' +
      '&minCommissionBp=100&maxCommissionBp=900&dealsOnly=true&sortBy=price&page=2';
    expect(write(query, clearedFilters)).toBe('marketplace=CA&view=products&sortBy=price');
  });
});

describe('what the grid and the export ask the server for', () => {
  it('sends the filters, the sort and, for the grid, the page', () => {
    const params = read('search=mug&categoryKey=kitchen-dining&minCommissionBp=500&dealsOnly=true&page=2');
    expect(findQueryOf(params, 'DE', 24)).toEqual({
      countryCode: 'DE',
      search: 'mug',
      categoryKey: 'kitchen-dining',
      categoryId: undefined,
      brandName: undefined,
      minCommissionBp: 500,
      maxCommissionBp: undefined,
      dealsOnly: true,
      sortBy: 'commission',
      sortOrder: 'desc',
      page: 2,
      pageSize: 24,
    });
    expect(exportFiltersOf(params, 'DE')).not.toHaveProperty('page');
  });

  it('leaves "deals only" out unless it is chosen', () => {
    expect(exportFiltersOf(read(''), 'US').dealsOnly).toBeUndefined();
  });
});
