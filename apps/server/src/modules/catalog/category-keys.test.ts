import { productCategories } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { categoryKeyOf } from './category-keys';

describe('the first-level category of an imported product', () => {
  it('takes our own first-level names as they are, whatever their case and spacing', () => {
    for (const { key, name } of productCategories) {
      expect(categoryKeyOf(name)).toBe(key);
      expect(categoryKeyOf(`  ${name.toUpperCase()} `)).toBe(key);
    }
  });

  it("maps Amazon's website display groups, by name or by code", () => {
    expect(categoryKeyOf('Kitchen')).toBe('kitchen-dining');
    expect(categoryKeyOf('kitchen_display_on_website')).toBe('kitchen-dining');
    expect(categoryKeyOf('Lawn & Garden')).toBe('garden-outdoor');
    expect(categoryKeyOf('lawn_and_garden_display_on_website')).toBe('garden-outdoor');
    expect(categoryKeyOf('Home Improvement')).toBe('tools');
    expect(categoryKeyOf('Home')).toBe('home-living');
    expect(categoryKeyOf('Pet Products')).toBe('pets');
    expect(categoryKeyOf('Toy')).toBe('toys-games');
  });

  it('leaves a top level it does not know, or none, without a first level', () => {
    expect(categoryKeyOf('Industrial & Scientific')).toBeNull();
    expect(categoryKeyOf('')).toBeNull();
    expect(categoryKeyOf(null)).toBeNull();
  });
});
