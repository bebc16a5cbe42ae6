/**
 * What a cache's callers may ask of it after a write: forget one key, or everything. Services
 * reach a cache through this (`deps.linkCache`), never its values.
 */
export type TCacheInvalidation = {
  forget(key: string): void;
  forgetAll(): void;
};

/**
 * Values read from the database on a hot path, kept in memory (docs/architecture.md, "Clicks"):
 * at most `maxEntries`, the least recently used going first. A value is fresh for `freshMs`;
 * after that it is still answered at once while one reload runs behind it, so a hot key never
 * waits on the database, and a database that is down leaves the last value in service. A key
 * the database does not know (`load` answers null) is remembered for `missMs` only and never
 * answered stale, so a new key is seen soon. Callers asking for one key at once share one load;
 * a load that began before a `forget` of its key (or a `forgetAll`) is answered, not kept.
 */
export type TRefreshingCache<V> = TCacheInvalidation & {
  get(key: string, load: () => Promise<V | null>): Promise<V | null>;
  size(): number;
};

type TEntry<V> = { value: V | null; freshUntil: number };
type TLoad<V> = { promise: Promise<V | null>; generation: number };

export function createRefreshingCache<V>(options: {
  maxEntries: number;
  freshMs: number;
  missMs: number;
  now?: () => number;
  /** A reload behind a stale value failed (the stale value stays). */
  onReloadError?: (error: unknown) => void;
}): TRefreshingCache<V> {
  const { maxEntries, freshMs, missMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry<V>>();
  const loads = new Map<string, TLoad<V>>();
  let generation = 0;

  const keep = (key: string, value: V | null) => {
    entries.delete(key);
    entries.set(key, { value, freshUntil: now() + (value === null ? missMs : freshMs) });
    if (entries.size > maxEntries) {
      entries.delete(entries.keys().next().value as string);
    }
  };

  const startLoad = (key: string, load: () => Promise<V | null>): Promise<V | null> => {
    const running = loads.get(key);
    if (running) {
      return running.promise;
    }
    const started: TLoad<V> = { promise: load(), generation };
    loads.set(key, started);
    const settle = () => {
      if (loads.get(key) === started) {
        loads.delete(key);
      }
    };
    started.promise.then((value) => {
      // forget(key) removed this load, forgetAll moved the generation on: answered, not kept.
      if (loads.get(key) === started && started.generation === generation && maxEntries > 0) {
        keep(key, value);
      }
      settle();
    }, settle);
    return started.promise;
  };

  return {
    async get(key, load) {
      const entry = entries.get(key);
      if (entry) {
        // Used again: it moves to the young end.
        entries.delete(key);
        entries.set(key, entry);
        if (entry.freshUntil > now()) {
          return entry.value;
        }
        if (entry.value !== null) {
          startLoad(key, load).catch((error: unknown) => options.onReloadError?.(error));
          return entry.value;
        }
      }
      return startLoad(key, load);
    },
    forget(key) {
      entries.delete(key);
      loads.delete(key);
    },
    forgetAll() {
      generation++;
      entries.clear();
      loads.clear();
    },
    size: () => entries.size,
  };
}
