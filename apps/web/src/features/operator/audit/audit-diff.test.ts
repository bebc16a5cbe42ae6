import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('names the fields whose values differ, deeply compared', () => {
    expect(changedFields({ a: 1, b: { c: 2 }, d: 'x' }, { a: 1, b: { c: 3 }, e: true })).toEqual(
      new Set(['b', 'd', 'e']),
    );
  });

  it('treats a missing snapshot as empty', () => {
    expect(changedFields(null, { id: 'x' })).toEqual(new Set(['id']));
    expect(changedFields({ id: 'x' }, { id: 'x' })).toEqual(new Set());
  });
});
