import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TCacheInvalidation } from './refreshing-cache';

/** What a cache does with what the other instances say (docs/architecture.md, "Two instances"). */
export type TForgetListener = {
  /** An instance (this one too) forgot `key`; `allKeys` when it forgot everything. */
  heard(key: string): void;
  /** The connection that hears the others is lost, or back: forgets may have been missed. */
  deaf(): void;
  back(): void;
};

/**
 * Forgets said to every instance of the product: a cache that another instance's write made
 * stale is told through Redis, channel `{prefix}:{topic}:forget` (`{prefix}` is REDIS_PREFIX),
 * so two instances behind one load balancer answer the same. Without Redis there is one instance
 * and nothing to tell. One listening connection serves every topic.
 */
export type TForgetChannel = {
  listen(topic: string, listener: TForgetListener): void;
  /** Tells every instance; a Redis failure is logged, never the caller's error (the write is committed). */
  publish(topic: string, key: string): Promise<void>;
  /** Resolves once this instance hears the others (at once without Redis), or listening failed. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export const allKeys = '*';

export function createForgetChannel(options: {
  redis?: Redis;
  /** REDIS_PREFIX: the deployment whose instances hear each other. */
  prefix?: string;
  log?: Pick<FastifyBaseLogger, 'debug' | 'error'>;
}): TForgetChannel {
  const { redis, log } = options;
  const prefix = options.prefix ?? 'atlas';
  const channelOf = (topic: string) => `${prefix}:${topic}:forget`;
  const listeners = new Map<string, TForgetListener>();
  if (!redis) {
    return {
      // alone: nothing to hear, so every cache may keep what it reads
      listen: (_topic, listener) => listener.back(),
      publish: async () => undefined,
      ready: async () => undefined,
      close: async () => undefined,
    };
  }
  const subscriber = redis.duplicate();
  // Its own connection: unheard, each failed reconnect would print a stack ("Faults: Redis").
  subscriber.on('error', (error: Error) => {
    log?.debug({ err: error }, 'the forget channel lost Redis');
  });
  let subscribed: Promise<void> | undefined;
  const everyone = (act: (listener: TForgetListener) => void) => {
    for (const listener of listeners.values()) {
      act(listener);
    }
  };
  const subscribe = () => {
    subscribed ??= subscriber
      .subscribe(...[...listeners.keys()].map(channelOf))
      .then(() => {
        everyone((listener) => listener.back());
        subscriber.on('message', (channel: string, key: string) => {
          const topic = channel.slice(prefix.length + 1, -':forget'.length);
          listeners.get(topic)?.heard(key);
        });
        // ioredis subscribes again on reconnect; what was said meanwhile is lost.
        subscriber.on('close', () => everyone((listener) => listener.deaf()));
        subscriber.on('ready', () => everyone((listener) => listener.back()));
      })
      .catch((error: unknown) => {
        log?.error({ err: error }, 'This instance cannot hear the others; its caches keep nothing');
      });
    return subscribed;
  };
  return {
    listen(topic, listener) {
      if (subscribed) {
        throw new Error(`forget channel: "${topic}" must listen before the channel is ready`);
      }
      listeners.set(topic, listener);
      listener.deaf();
    },
    async publish(topic, key) {
      await redis.publish(channelOf(topic), key).then(
        () => undefined,
        (error: unknown) => {
          log?.error({ err: error }, `Other instances were not told to forget (${topic})`);
        },
      );
    },
    ready: subscribe,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/**
 * `cache`'s forgets said to every instance under `topic`, and theirs done here. While this
 * instance cannot hear the others the cache's own freshness bounds what it may answer stale;
 * when it hears them again it starts from nothing, since a forget may have been missed.
 */
export function sharedInvalidation(
  cache: TCacheInvalidation,
  channel: TForgetChannel,
  topic: string,
): TCacheInvalidation {
  channel.listen(topic, {
    heard: (key) => (key === allKeys ? cache.forgetAll() : cache.forget(key)),
    deaf: () => undefined,
    back: () => cache.forgetAll(),
  });
  return {
    forget(key) {
      cache.forget(key);
      void channel.publish(topic, key);
    },
    forgetAll() {
      cache.forgetAll();
      void channel.publish(topic, allKeys);
    },
  };
}
