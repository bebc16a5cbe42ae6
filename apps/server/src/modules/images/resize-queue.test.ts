import { describe, expect, it } from 'vitest';
import { createResizeQueue } from './resize-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the resize queue', () => {
  it('runs the same key once at a time and shares its result', async () => {
    const queue = createResizeQueue(2);
    let runs = 0;
    const work = async () => {
      runs += 1;
      await tick();
      return `copy ${runs}`;
    };
    expect(await Promise.all([queue.run('a', work), queue.run('a', work)])).toEqual(['copy 1', 'copy 1']);
    // finished: the next ask runs again (the caller keeps the result elsewhere)
    expect(await queue.run('a', work)).toBe('copy 2');
  });

  it('runs at most `limit` keys at once; the others wait their turn in order, failures free the slot', async () => {
    const queue = createResizeQueue(2);
    let active = 0;
    let most = 0;
    const order: string[] = [];
    const work = (key: string) => async () => {
      active += 1;
      most = Math.max(most, active);
      order.push(key);
      await tick();
      active -= 1;
      if (key === 'b') {
        throw new Error('cannot decode');
      }
      return key;
    };
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd', 'e'].map((key) => queue.run(key, work(key))),
    );
    expect(most).toBe(2);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await queue.run('b', async () => 'again')).toBe('again');
  });
});
