import { describe, expect, it } from 'vitest';
import { createRefreshingCache } from './refreshing-cache';

function setup(maxEntries = 10) {
  let now = 0;
  const cache = createRefreshingCache<string>({ maxEntries, freshMs: 1000, missMs: 100, now: () => now });
  const loads: string[] = [];
  const loader = (key: string, value: string | null) => () => {
    loads.push(key);
    return Promise.resolve(value);
  };
  return { cache, loads, loader, advance: (ms: number) => (now += ms) };
}

describe('refreshing cache', () => {
  it('answers a kept value without loading, and a stale one at once while it reloads behind', async () => {
    const { cache, loads, loader, advance } = setup();
    expect(await cache.get('a', loader('a', 'one'))).toBe('one');
    expect(await cache.get('a', loader('a', 'two'))).toBe('one');
    expect(loads).toEqual(['a']);
    advance(1001);
    expect(await cache.get('a', loader('a', 'two'))).toBe('one');
    expect(await cache.get('a', loader('a', 'three'))).toBe('two');
    expect(loads).toEqual(['a', 'a']);
  });

  it('keeps a stale value when its reload fails', async () => {
    const { cache, advance } = setup();
    await cache.get('a', () => Promise.resolve('one'));
    advance(1001);
    expect(await cache.get('a', () => Promise.reject(new Error('database down')))).toBe('one');
    await Promise.resolve();
    expect(await cache.get('a', () => Promise.reject(new Error('database down')))).toBe('one');
  });

  it('remembers an unknown key for a short time only, never answering it stale', async () => {
    const { cache, loads, loader, advance } = setup();
    expect(await cache.get('x', loader('x', null))).toBeNull();
    expect(await cache.get('x', loader('x', 'made'))).toBeNull();
    advance(101);
    expect(await cache.get('x', loader('x', 'made'))).toBe('made');
    expect(loads).toEqual(['x', 'x']);
  });

  it('shares one load between callers and keeps at most maxEntries, oldest use first out', async () => {
    const { cache, loads, loader } = setup(2);
    await Promise.all([cache.get('a', loader('a', 'A')), cache.get('a', loader('a', 'A'))]);
    await cache.get('b', loader('b', 'B'));
    await cache.get('a', loader('a', 'A'));
    await cache.get('c', loader('c', 'C'));
    expect(cache.size()).toBe(2);
    await cache.get('a', loader('a', 'A'));
    await cache.get('b', loader('b', 'B'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets a key or everything, and does not keep a load that began before', async () => {
    const { cache, loader } = setup();
    await cache.get('a', loader('a', 'old'));
    cache.forget('a');
    expect(await cache.get('a', loader('a', 'new'))).toBe('new');
    let finish: (value: string) => void = () => {};
    const slow = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forgetAll();
    finish('before');
    expect(await slow).toBe('before');
    expect(cache.size()).toBe(0);
    expect(await cache.get('b', loader('b', 'after'))).toBe('after');
  });
});
