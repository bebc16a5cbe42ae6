import { allKeys, type TForgetChannel } from './forget-channel';

/**
 * What the guard reads on every signed-in call (the session with its account and delegation,
 * the seller notice agreed), kept in memory for a few seconds so a call does not queue behind
 * the same reads on the one PGlite connection (docs/architecture.md, "Access cache").
 *
 * Every change that could refuse a session (sign-out, password reset, a delegation changed,
 * disabled or deleted, an account disabled) calls `forget()` after its write is committed: the
 * whole memory is cleared here at once, and on every other instance through Redis when
 * REDIS_URL is set. A read that started before a `forget()` is not kept, so a change never
 * loses to a read in flight; the time limit bounds what a lost Redis message could leave.
 */
export type TAccessCache = {
  /** The value under `key`, loaded once and kept when `keep(value)` says so (default: always). */
  remember<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Everything forgotten, here and on every instance. */
  forget(): Promise<void>;
  close(): void;
};

type TEntry = { value: unknown; until: number };

const topic = 'access-cache';

export function createAccessCache(options: {
  ttlMs: number;
  maxEntries?: number;
  /** Forgets from and to the other instances (`forget-channel.ts`); none when alone. */
  channel?: TForgetChannel;
}): TAccessCache {
  const { ttlMs, channel } = options;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, TEntry>();
  // Bumped by every forget: a load that began under an older generation is answered, not kept.
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  // Nothing is kept until this instance hears the others' forgets (never when the time is 0),
  // nor while it cannot hear them; it starts again from nothing: correct first, fast second.
  let keeping = false;
  channel?.listen(topic, {
    heard: clear,
    deaf: () => {
      keeping = false;
      clear();
    },
    back: () => {
      clear();
      keeping = ttlMs > 0;
    },
  });
  if (!channel) {
    keeping = ttlMs > 0;
  }

  return {
    async remember(key, load, keep = () => true) {
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) {
        return hit.value as Awaited<ReturnType<typeof load>>;
      }
      const started = generation;
      const value = await load();
      if (keeping && started === generation && keep(value)) {
        if (entries.size >= maxEntries) {
          // The oldest entry goes first (a Map keeps insertion order).
          entries.delete(entries.keys().next().value as string);
        }
        entries.delete(key);
        entries.set(key, { value, until: now + ttlMs });
      }
      return value;
    },
    async forget() {
      clear();
      await channel?.publish(topic, allKeys);
    },
    close() {
      clear();
    },
  };
}
