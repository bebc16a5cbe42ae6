import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text';

describe('findUnsafeText', () => {
  it.each([
    ['A\u0000B', ''],
    ['\uD800', ''],
    ['x\uDC00', ''],
    ['\uDBFFz', ''],
  ])('finds %j', (text, path) => {
    expect(findUnsafeText(text)).toBe(path || 'body');
    expect(findUnsafeText({ a: { b: [1, text] } })).toBe('a.b.1');
  });

  it.each(['plain', 'émoji 😀 ok', '中文', '', 'tab\tand\nnewline'])('passes %j', (text) => {
    expect(findUnsafeText({ text, list: [text], n: 5, none: null })).toBeUndefined();
  });

  it('checks keys too', () => {
    expect(findUnsafeText({ ok: 1, 'k\u0000': 2 })).toBe('k\u0000');
  });
});
