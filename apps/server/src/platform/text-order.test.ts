import { describe, expect, it } from 'vitest';
import { codeUnitOrder } from './text-order';

describe('codeUnitOrder', () => {
  it('orders by code unit: digits before capitals before small letters, a prefix first', () => {
    expect(['b', 'B0A', 'B09', 'a', 'B0', 'B0A'].sort(codeUnitOrder)).toEqual([
      'B0',
      'B09',
      'B0A',
      'B0A',
      'a',
      'b',
    ]);
    expect(codeUnitOrder('B0A', 'B0A')).toBe(0);
  });
});
