import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-body';

describe('nestedDeeperThan', () => {
  it('counts arrays and objects inside one another, not side by side', () => {
    expect(nestedDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
    expect(nestedDeeperThan('[[1],[2],{"a":[3]}]', 3)).toBe(false);
    expect(nestedDeeperThan('[[1],[2],{"a":[3]}]', 2)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(nestedDeeperThan('{"a":{"b":{"c":1}}}', 2)).toBe(true);
  });

  it('does not count brackets inside text, escaped quotes included', () => {
    expect(nestedDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":"say \\"[[[[\\" \\\\","b":1}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
    expect(nestedDeeperThan('["\\\\",[[1]]]', 2)).toBe(true);
  });

  it('reads text and numbers alone as no nesting', () => {
    expect(nestedDeeperThan('"[[[["', 0)).toBe(false);
    expect(nestedDeeperThan('12', 0)).toBe(false);
  });
});
