import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

const counting = () => {
  let loads = 0;
  return {
    load: (value: string) => async () => {
      loads++;
      return value;
    },
    loads: () => loads,
  };
};

describe('the answer cache', () => {
  it('answers a key again without loading it, and callers at the same moment share one load', async () => {
    const cache = createAnswerCache({ maxEntries: 10 });
    const source = counting();
    const together = await Promise.all([1, 2, 3].map(() => cache.remember('k', source.load('a'))));
    expect(together).toEqual(['a', 'a', 'a']);
    expect(await cache.remember('k', source.load('b'))).toBe('a');
    expect(source.loads()).toBe(1);
  });

  it('lets the least recently used answer go when full', async () => {
    const cache = createAnswerCache({ maxEntries: 2 });
    const source = counting();
    await cache.remember('one', source.load('1'));
    await cache.remember('two', source.load('2'));
    await cache.remember('one', source.load('x')); // used again: now the youngest
    await cache.remember('three', source.load('3')); // "two" goes
    expect(await cache.remember('one', source.load('y'))).toBe('1');
    expect(await cache.remember('two', source.load('2 again'))).toBe('2 again');
    expect(source.loads()).toBe(4);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const cache = createAnswerCache({ maxEntries: 10 });
    await expect(cache.remember('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('k', async () => 'up')).toBe('up');
  });

  it('keeps nothing when its size is 0', async () => {
    const cache = createAnswerCache({ maxEntries: 0 });
    const source = counting();
    await cache.remember('k', source.load('a'));
    expect(await cache.remember('k', source.load('b'))).toBe('b');
    expect(source.loads()).toBe(2);
  });
});
