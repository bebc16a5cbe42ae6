import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessCache } from './access-cache';
import { createForgetChannel } from './forget-channel';

/** A loader that counts its reads and answers what `value` holds at the time. */
function counter<T>(initial: T) {
  const state = { value: initial, reads: 0 };
  const load = async () => {
    state.reads++;
    return state.value;
  };
  return { state, load };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the access cache', () => {
  it('reads once and answers the remembered value until it is forgotten', async () => {
    const cache = createAccessCache({ ttlMs: 10_000 });
    const { state, load } = counter('agreed');
    expect(await cache.remember('k', load)).toBe('agreed');
    state.value = 'changed';
    expect(await cache.remember('k', load)).toBe('agreed');
    expect(state.reads).toBe(1);
    await cache.forget();
    expect(await cache.remember('k', load)).toBe('changed');
    expect(state.reads).toBe(2);
  });

  it('keeps only the answers `keep` accepts', async () => {
    const cache = createAccessCache({ ttlMs: 10_000 });
    const { state, load } = counter<string | undefined>(undefined);
    const found = (value: string | undefined) => value !== undefined;
    expect(await cache.remember('k', load, found)).toBeUndefined();
    state.value = 'session';
    expect(await cache.remember('k', load, found)).toBe('session');
    expect(await cache.remember('k', load, found)).toBe('session');
    expect(state.reads).toBe(2);
  });

  it('reads again once the time is up', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = createAccessCache({ ttlMs: 1_000 });
    const { load, state } = counter(1);
    await cache.remember('k', load);
    vi.advanceTimersByTime(999);
    await cache.remember('k', load);
    expect(state.reads).toBe(1);
    vi.advanceTimersByTime(2);
    await cache.remember('k', load);
    expect(state.reads).toBe(2);
  });

  it('does not keep a read that was in flight when it was told to forget', async () => {
    const cache = createAccessCache({ ttlMs: 10_000 });
    let release: (value: string) => void = () => {};
    const slow = cache.remember('k', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.forget();
    release('read before the change');
    expect(await slow).toBe('read before the change');
    const { load, state } = counter('read after the change');
    expect(await cache.remember('k', load)).toBe('read after the change');
    expect(state.reads).toBe(1);
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = createAccessCache({ ttlMs: 0 });
    const { load, state } = counter(1);
    await cache.remember('k', load);
    await cache.remember('k', load);
    expect(state.reads).toBe(2);
  });

  it('lets the oldest entry go when full', async () => {
    const cache = createAccessCache({ ttlMs: 10_000, maxEntries: 2 });
    const { load, state } = counter(1);
    await cache.remember('a', load);
    await cache.remember('b', load);
    await cache.remember('c', load);
    await cache.remember('c', load);
    await cache.remember('b', load);
    expect(state.reads).toBe(3);
    await cache.remember('a', load);
    expect(state.reads).toBe(4);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  'the access cache across instances (runs when TEST_REDIS_URL is set; CI always)',
  () => {
    it('forgets on every instance when one is told to', async () => {
      const url = process.env.TEST_REDIS_URL!;
      const [redisOne, redisTwo] = [new Redis(url), new Redis(url)];
      const channelOne = createForgetChannel({ redis: redisOne });
      const channelTwo = createForgetChannel({ redis: redisTwo });
      const one = createAccessCache({ ttlMs: 10_000, channel: channelOne });
      const two = createAccessCache({ ttlMs: 10_000, channel: channelTwo });
      try {
        await Promise.all([channelOne.ready(), channelTwo.ready()]);
        const { state, load } = counter('before');
        await two.remember('k', load);
        state.value = 'after';
        expect(await two.remember('k', load)).toBe('before');
        await one.forget();
        await vi.waitFor(async () => {
          expect(await two.remember('k', load)).toBe('after');
        });
      } finally {
        await channelOne.close();
        await channelTwo.close();
        await redisOne.quit();
        await redisTwo.quit();
      }
    });
  },
);
