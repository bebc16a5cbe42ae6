import { describe, expect, it } from 'vitest';
import { changeSummary } from './use-product-changes';

describe('changeSummary', () => {
  it('counts what changed and what already was so', () => {
    expect(changeSummary({ changed: 2, unchanged: 0, products: [] }, 'activated')).toBe(
      '2 products activated',
    );
    expect(changeSummary({ changed: 1, unchanged: 1, products: [] }, 'updated')).toBe(
      '1 product updated, 1 already was',
    );
    expect(changeSummary({ changed: 0, unchanged: 3, products: [] }, 'updated')).toBe(
      '3 products were already updated',
    );
  });
});
