import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

const later = <T>() => {
  let settle!: { resolve: (value: T) => void; reject: (error: Error) => void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
};

describe('single flight', () => {
  it('lets a second caller of the same key wait for the first run and answers it as joined', async () => {
    const once = createSingleFlight<string>();
    const first = later<string>();
    let runs = 0;
    const run = () => {
      runs++;
      return first.promise;
    };
    const a = once('k', run, (value) => `joined ${value}`);
    const b = once('k', run, (value) => `joined ${value}`);
    first.resolve('done');
    expect(await Promise.all([a, b])).toEqual(['done', 'joined done']);
    expect(runs).toBe(1);
    // Over: the next caller runs again.
    expect(
      await once(
        'k',
        async () => 'again',
        (value) => value,
      ),
    ).toBe('again');
  });

  it('runs other keys side by side', async () => {
    const once = createSingleFlight<string>();
    const first = later<string>();
    const a = once(
      'a',
      () => first.promise,
      (value) => value,
    );
    expect(
      await once(
        'b',
        async () => 'b',
        (value) => value,
      ),
    ).toBe('b');
    first.resolve('a');
    expect(await a).toBe('a');
  });

  it('does not share a failure: the caller that joined runs on its own', async () => {
    const once = createSingleFlight<string>();
    const first = later<string>();
    const a = once(
      'k',
      () => first.promise,
      (value) => value,
    );
    const b = once(
      'k',
      async () => 'second',
      (value) => `joined ${value}`,
    );
    first.reject(new Error('stale'));
    await expect(a).rejects.toThrow('stale');
    expect(await b).toBe('second');
  });
});
