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

export function createRateLimits(redis?: Redis): TRateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: TLimitRule) => {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis })
        : new RateLimiterMemory(options);
      limiters.set(id, limiter);
    }
    return limiter;
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
        await limiterFor(rule).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw tooMany(error, message);
        }
        throw error;
      }
    },
    async check(rule, key, message) {
      const res = await limiterFor(rule).get(key);
      if (res && res.consumedPoints >= rule.points) {
        throw tooMany(res, message);
      }
    },
    async reset(rule, key) {
      await limiterFor(rule).delete(key);
    },
    async count(rule, key) {
      return (await limiterFor(rule).penalty(key, 1)).consumedPoints;
    },
    async spent(rule, key) {
      const res = await limiterFor(rule).get(key);
      return res !== null && res.consumedPoints >= rule.points;
    },
    async hold(rule, key, seconds) {
      await limiterFor(rule).block(key, seconds);
    },
  };
}

function describe(seconds: number): string {
  if (seconds < 90) {
    return `${seconds} seconds`;
  }
  return `${Math.ceil(seconds / 60)} minutes`;
}
