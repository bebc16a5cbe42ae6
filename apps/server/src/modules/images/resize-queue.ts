/**
 * Work done once per key at a time, at most `limit` keys at once: a second ask for a key whose
 * work is running (or waiting) shares its result, and asks beyond the limit wait their turn in
 * order. The image-cache host builds its resized copies through one (IMAGE_RESIZE_CONCURRENCY).
 */
export function createResizeQueue(limit: number) {
  const running = new Map<string, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (active >= limit) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await work();
    } finally {
      // the slot passes straight to the next in line, else it is freed
      const next = waiting.shift();
      if (next) {
        next();
      } else {
        active -= 1;
      }
    }
  }

  return {
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const shared = running.get(key);
      if (shared) {
        return shared as Promise<T>;
      }
      const result = turn(work).finally(() => running.delete(key));
      running.set(key, result);
      return result;
    },
  };
}
