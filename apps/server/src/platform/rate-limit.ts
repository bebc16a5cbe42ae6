import { ErrorCode } from '@atlas/shared';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

export type TLimitRule = { name: string; points: number; durationSeconds: number };

/**
 * Named limits (fixed windows) kept in memory for one instance, or in Redis when REDIS_URL is
 * set so that every instance counts together.
 *
 * Redis away (docs/architecture.md, "Faults: Redis"): a limit never waits on it. While the
 * connection is not ready, for a command that fails or passes `redisCommandTimeoutMs`, and for
 * `redisAwayMs` after that, the same rule is counted in this instance's memory instead, so calls
 * still answer and are still limited (per instance, from zero) until Redis is back.
 */
export type TRateLimits = {
  /** Counts one hit on `key`; throws 1029 with Retry-After once the rule's points are spent. */
  consume: (rule: TLimitRule, key: string, message: string) => Promise<void>;
  /** Throws 1029 if `key` is already over the rule, without counting a hit. */
  check: (rule: TLimitRule, key: string, message: string) => Promise<void>;
  reset: (rule: TLimitRule, key: string) => Promise<void>;
  /** Adds one to `key`'s count in the rule's window without ever refusing; answers the count. */
  count: (rule: TLimitRule, key: string) => Promise<number>;
  /** Whether `key` has spent the rule's points in the current window (or is held). */
  spent: (rule: TLimitRule, key: string) => Promise<boolean>;
  /** Holds `key` over the rule for `seconds`, so `check` refuses it until then. */
  hold: (rule: TLimitRule, key: string, seconds: number) => Promise<void>;
};

/** After a Redis command fails or times out, limits stay in memory this long before trying it again. */
export const redisAwayMs = 5000;

/** `prefix`: REDIS_PREFIX, which names this deployment's keys (`{prefix}:rl:{limit}:…`). */
export function createRateLimits(redis?: Redis, prefix = 'atlas'): TRateLimits {
  const limiters = new Map<string, { store?: RateLimiterRedis; memory: RateLimiterMemory }>();
  let awayUntil = 0;
  const entryFor = (rule: TLimitRule) => {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
    let entry = limiters.get(id);
    if (!entry) {
      const options = {
        keyPrefix: `${prefix}:rl:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      const store = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : undefined;
      entry = { store, memory: new RateLimiterMemory(options) };
      limiters.set(id, entry);
    }
    return entry;
  };
  /**
   * One limiter call on Redis, or on this instance's memory while Redis is not ready or failed a
   * command less than `redisAwayMs` ago: a hung Redis costs one call one command timeout, not
   * every call every command.
   */
  const on = async <T>(rule: TLimitRule, op: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> => {
    const { store, memory } = entryFor(rule);
    if (!store || redis?.status !== 'ready' || Date.now() < awayUntil) {
      return op(memory);
    }
    try {
      return await op(store);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw error;
      }
      awayUntil = Date.now() + redisAwayMs;
      return op(memory);
    }
  };
  const tooMany = (res: RateLimiterRes, message: string) => {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return new AppError(ErrorCode.rateLimited, `${message}; try again in ${describe(seconds)}`, {
      headers: { 'retry-after': String(seconds) },
    });
  };
  return {
    async consume(rule, key, message) {
      try {
        await on(rule, (limiter) => limiter.consume(key));
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw tooMany(error, message);
        }
        throw error;
      }
    },
    async check(rule, key, message) {
      const res = await on(rule, (limiter) => limiter.get(key));
      if (res && res.consumedPoints >= rule.points) {
        throw tooMany(res, message);
      }
    },
    async reset(rule, key) {
      await on(rule, (limiter) => limiter.delete(key));
    },
    async count(rule, key) {
      return (await on(rule, (limiter) => limiter.penalty(key, 1))).consumedPoints;
    },
    async spent(rule, key) {
      const res = await on(rule, (limiter) => limiter.get(key));
      return res !== null && res.consumedPoints >= rule.points;
    },
    async hold(rule, key, seconds) {
      await on(rule, (limiter) => limiter.block(key, seconds));
    },
  };
}

function describe(seconds: number): string {
  if (seconds < 90) {
    return `${seconds} seconds`;
  }
  return `${Math.ceil(seconds / 60)} minutes`;
}
