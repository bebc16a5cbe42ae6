import { describe, expect, it } from 'vitest';
import { groupCount, valueAt } from './group-count';

describe('groupCount', () => {
  const items = [
    { brand: { amazonBrandName: 'Copper Kettle' } },
    { brand: { amazonBrandName: 'Saltbox' } },
    { brand: { amazonBrandName: 'Copper Kettle' } },
    { brand: { amazonBrandName: '' } },
    { brand: null },
    {},
  ];

  it('counts each distinct value of a dotted path in first-seen order, skipping empty ones', () => {
    expect(groupCount(items, 'brand.amazonBrandName')).toEqual([
      { value: 'Copper Kettle', count: 2 },
      { value: 'Saltbox', count: 1 },
    ]);
  });

  it('groups by any path, numbers included, and answers nothing for an unknown one', () => {
    expect(groupCount([{ n: 1 }, { n: 1 }, { n: 0 }], 'n')).toEqual([
      { value: '1', count: 2 },
      { value: '0', count: 1 },
    ]);
    expect(groupCount(items, 'brand.nope')).toEqual([]);
    expect(valueAt({ a: { b: 'c' } }, 'a.b')).toBe('c');
  });
});
