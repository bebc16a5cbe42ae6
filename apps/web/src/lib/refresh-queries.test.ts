import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries';

/** A query whose reads answer when told to: the first 'before the write', then 'after the write'. */
function slowReads() {
  const answers: Array<(value: string) => void> = [];
  const queryFn = () => new Promise<string>((resolve) => answers.push(resolve));
  return { queryFn, answers };
}

describe('refreshQueries', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it('reads again a list whose first read was still in flight when the write answered', async () => {
    const { queryFn, answers } = slowReads();
    const observer = new QueryObserver(client, { queryKey: ['seller', 'billings', 'list'], queryFn });
    const seen: Array<string | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    expect(answers).toHaveLength(1);

    const refreshed = refreshQueries(client, ['seller', 'billings']);
    answers[0]?.('before the write');
    await expect.poll(() => answers.length).toBe(2);
    answers[1]?.('after the write');
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after the write');
    expect(seen).not.toContain('before the write');
    unsubscribe();
  });

  it('reads again a list that had loaded, and leaves other keys alone', async () => {
    let reads = 0;
    const list = new QueryObserver(client, {
      queryKey: ['seller', 'billings', 'list'],
      queryFn: async () => `read ${++reads}`,
    });
    let otherReads = 0;
    const other = new QueryObserver(client, {
      queryKey: ['seller', 'brands'],
      queryFn: async () => ++otherReads,
    });
    const off = [list.subscribe(() => undefined), other.subscribe(() => undefined)];
    await expect.poll(() => list.getCurrentResult().data).toBe('read 1');
    await expect.poll(() => other.getCurrentResult().data).toBe(1);

    await refreshQueries(client, ['seller', 'billings'], ['seller', 'payments']);

    expect(list.getCurrentResult().data).toBe('read 2');
    expect(otherReads).toBe(1);
    for (const unsubscribe of off) {
      unsubscribe();
    }
  });
});
