import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * The longest a request waits on Redis for one command (docs/architecture.md, "Faults: Redis").
 * A healthy Redis answers in a millisecond; past this it is treated as away for that call.
 */
export const redisCommandTimeoutMs = 1000;

/** How long the start waits for REDIS_URL to answer a PING before it gives up. */
export const redisStartTimeoutMs = 3000;

type TRedisLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * A connection for request paths: every command answers or fails within
 * `redisCommandTimeoutMs`, commands held while it reconnects fail at the next failed try
 * (`maxRetriesPerRequest: 1`), and it reconnects by itself for as long as the process lives.
 * An outage is logged once when it starts and once when it ends, never once per retry.
 */
export function createRedis(url: string, log: TRedisLog, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    commandTimeout: redisCommandTimeoutMs,
    maxRetriesPerRequest: 1,
    ...options,
  });
  watchRedis(redis, log, 'Redis');
  return redis;
}

/**
 * One warning when `redis` is lost (again each minute it stays lost) and one line when it is
 * back: an 'error' is never unheard (an unheard one prints a stack per retry), never a flood.
 */
export function watchRedis(
  redis: { on(event: 'error' | 'ready', listener: (error: Error) => void): unknown },
  log: TRedisLog,
  name: string,
): void {
  let warnedAt: number | undefined;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (warnedAt === undefined || now - warnedAt >= 60_000) {
      warnedAt = now;
      log.warn(
        { err: error },
        `${name} is unreachable; requests go on without it (docs/architecture.md, "Faults: Redis")`,
      );
    }
  });
  redis.on('ready', () => {
    if (warnedAt !== undefined) {
      warnedAt = undefined;
      log.info(`${name} is reachable again`);
    }
  });
}

/**
 * Resolves once `redis` is ready, or after `ms` whatever its state: a limit asks Redis only
 * when it is ready, so an app waits for it once before it serves (never longer than `ms`).
 */
export async function redisReady(redis: Redis, ms = redisStartTimeoutMs): Promise<void> {
  if (redis.status === 'ready') {
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  await new Promise<void>((resolve) => {
    onReady = resolve;
    timer = setTimeout(resolve, ms);
    redis.once('ready', onReady);
  });
  clearTimeout(timer);
  if (onReady) {
    redis.off('ready', onReady);
  }
}

/** Quits politely when connected, drops the socket otherwise: closing never waits on a dead Redis. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
    return;
  }
  redis.disconnect();
}

/** `redis://user:***@host:port/db`: the address that was tried, never its password. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) {
      parsed.password = '***';
    }
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unparsable)';
  }
}

/**
 * The start's check: one PING to REDIS_URL within `timeoutMs`, without retries. Throws one
 * line naming REDIS_URL and what was tried, so a wrong address stops the start clearly.
 */
export async function checkRedis(url: string, timeoutMs = redisStartTimeoutMs): Promise<void> {
  let lastError: Error | undefined;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([redis.connect().then(() => redis.ping()), deadline]);
  } catch (error) {
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `REDIS_URL: cannot reach Redis at ${redactRedisUrl(url)} (one PING, ${timeoutMs} ms): ${reason}`,
    );
  } finally {
    clearTimeout(timer);
    redis.disconnect();
  }
}
