import { describe, expect, it } from 'vitest';
import { buildQueryString, getQueryParam } from './query-string';

describe('getQueryParam', () => {
  it('reads a decoded parameter', () => {
    expect(getQueryParam('redirect', '?redirect=%2Fseller%2Fdeals%3Fpage%3D2&x=1')).toBe(
      '/seller/deals?page=2',
    );
  });

  it('answers an empty string when the parameter is absent', () => {
    expect(getQueryParam('redirect', '?x=1')).toBe('');
    expect(getQueryParam('redirect', '')).toBe('');
  });
});

describe('buildQueryString', () => {
  it('joins key=value pairs with &', () => {
    expect(buildQueryString({ page: 2, size: 20, active: true })).toBe('page=2&size=20&active=true');
  });

  it('skips undefined, null and empty values but keeps 0 and false', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('d=0&e=false');
  });

  it('repeats the key for arrays, skipping blank items', () => {
    expect(buildQueryString({ id: ['a', '', 'b'], country: 'US' })).toBe('id=a&id=b&country=US');
  });

  it('URL-encodes keys and values', () => {
    expect(buildQueryString({ 'q name': 'a&b=c é' })).toBe('q%20name=a%26b%3Dc%20%C3%A9');
  });

  it('answers an empty string for an empty object', () => {
    expect(buildQueryString({})).toBe('');
  });
});
