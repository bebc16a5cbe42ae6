import { describe, expect, it } from 'vitest';
import { applyListChange } from './use-list-filters';

const after = (query: string, change: Parameters<typeof applyListChange>[1]) =>
  applyListChange(new URLSearchParams(query), change).toString();

describe('a change to a list in the URL', () => {
  it('goes back to the first page when a filter changes, keeping the other parameters', () => {
    expect(after('marketplace=DE&search=mug&page=4', { search: 'cup' })).toBe('marketplace=DE&search=cup');
  });

  it('keeps the page it is given', () => {
    expect(after('search=mug&page=4', { page: 5 })).toBe('search=mug&page=5');
    expect(after('search=mug&page=4', { product: 'prd_1', page: '4' })).toBe(
      'search=mug&page=4&product=prd_1',
    );
  });

  it('leaves out empty values, false and page 1', () => {
    expect(after('search=mug&dealsOnly=true&page=3', { search: '', dealsOnly: false, page: 1 })).toBe('');
    expect(after('state=live', { state: undefined })).toBe('');
  });

  it('writes true and numbers as text', () => {
    expect(after('', { dealsOnly: true, minCommissionBp: 500 })).toBe('dealsOnly=true&minCommissionBp=500');
  });
});
