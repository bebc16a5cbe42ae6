import { describe, expect, it } from 'vitest';
import { newId, randomString } from './ids';

describe('random ids', () => {
  it('never hands out the same bytes twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    // 12 characters each: about 700 refills of the 8 KiB pool.
    for (let i = 0; i < 500_000; i++) {
      seen.add(randomString(12));
    }
    expect(seen.size).toBe(500_000);
  });

  it('makes strings of the asked length and alphabet, longer than the pool too', () => {
    expect(randomString(20_000, 'ab')).toMatch(/^[ab]{20000}$/);
    expect(newId('usr')).toMatch(/^usr_[0-9a-z]{16}$/);
    expect(randomString(0)).toBe('');
  });
});
