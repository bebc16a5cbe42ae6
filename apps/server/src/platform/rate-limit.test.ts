import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createRateLimits } from './rate-limit';

const rule = { name: 'unit', points: 2, durationSeconds: 60 };

describe('rate limits in memory', () => {
  it('allows the rule points, then answers 1029 with Retry-After', async () => {
    const limits = createRateLimits();
    await limits.consume(rule, 'k', 'Slow down');
    await limits.consume(rule, 'k', 'Slow down');
    const error = await limits.consume(rule, 'k', 'Slow down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('1029');
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).message).toMatch(/^Slow down; try again in \d+ seconds$/);
    expect(Number((error as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('counts keys apart, checks without counting, and resets', async () => {
    const limits = createRateLimits();
    await limits.consume(rule, 'a', 'm');
    await limits.check(rule, 'a', 'm');
    await limits.check(rule, 'a', 'm');
    await limits.consume(rule, 'a', 'm');
    await expect(limits.check(rule, 'a', 'm')).rejects.toThrow(/^m; try again/);
    await limits.consume(rule, 'b', 'm');
    await limits.reset(rule, 'a');
    await limits.check(rule, 'a', 'm');
  });

  it('counts without refusing, and holds a key until its time is up', async () => {
    const limits = createRateLimits();
    expect(await limits.count(rule, 'c')).toBe(1);
    expect(await limits.count(rule, 'c')).toBe(2);
    expect(await limits.count(rule, 'c')).toBe(3);
    expect(await limits.spent(rule, 'c')).toBe(true);
    expect(await limits.spent(rule, 'fresh')).toBe(false);
    await limits.check(rule, 'h', 'm');
    await limits.hold(rule, 'h', 120);
    const error = (await limits.check(rule, 'h', 'Wait').catch((e: unknown) => e)) as AppError;
    expect(error.message).toBe('Wait; try again in 2 minutes');
    expect(Number(error.headers?.['retry-after'])).toBeGreaterThan(110);
    await limits.check(rule, 'other', 'm');
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  'rate limits in Redis (runs when TEST_REDIS_URL is set; CI always)',
  () => {
    it('counts across instances sharing one Redis', async () => {
      const { Redis } = await import('ioredis');
      const [one, two] = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
      try {
        // A limit asks Redis only once it is ready (before that it counts in memory).
        await Promise.all([one.ping(), two.ping()]);
        const shared = { ...rule, name: `unit-${Date.now()}` };
        await createRateLimits(one).consume(shared, 'k', 'm');
        await createRateLimits(two).consume(shared, 'k', 'm');
        await expect(createRateLimits(one).consume(shared, 'k', 'm')).rejects.toThrow(/^m; try again/);
      } finally {
        one.disconnect();
        two.disconnect();
      }
    });
  },
);

describe('rate limits while Redis cannot answer (docs/architecture.md, "Faults: Redis")', () => {
  it('counts in this instance memory at once instead of waiting for Redis', async () => {
    const { createServer } = await import('node:net');
    const { createRedis } = await import('./redis');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const log = { warn: () => undefined, info: () => undefined };
    const redis = createRedis(`redis://127.0.0.1:${port}`, log);
    try {
      const limits = createRateLimits(redis);
      const started = performance.now();
      await limits.consume(rule, 'k', 'm');
      await limits.consume(rule, 'k', 'm');
      await expect(limits.consume(rule, 'k', 'm')).rejects.toThrow(/^m; try again/);
      expect(await limits.count(rule, 'n')).toBe(1);
      await limits.hold(rule, 'h', 60);
      await expect(limits.check(rule, 'h', 'm')).rejects.toThrow(/^m; try again/);
      // A bound on hanging (the outage lasted 43 s before), not a performance target.
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      redis.disconnect();
    }
  });
});
