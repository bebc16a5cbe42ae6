/**
 * One run at a time per key on this instance: a caller arriving while the key's run is going
 * waits for it and gets `joined(result)` instead of starting a second one. On PGlite the first
 * run holds the one connection, so a second would only wait for a connection until it timed
 * out; on PostgreSQL a row lock already serialises instances, and this saves the wait there too.
 * A run that fails is not shared: the caller that joined it runs on its own.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return async function once(key: string, run: () => Promise<T>, joined: (first: T) => T): Promise<T> {
    const current = running.get(key);
    if (current) {
      const first = await current.then(
        (value) => ({ value }),
        () => undefined,
      );
      return first ? joined(first.value) : once(key, run, joined);
    }
    const started = run();
    running.set(key, started);
    try {
      return await started;
    } finally {
      running.delete(key);
    }
  };
}
