import { describe, expect, it, vi } from 'vitest';
import { createBullJobs } from './bullmq-jobs';

describe.runIf(process.env.TEST_REDIS_URL)(
  'jobs on Redis (BullMQ; runs when TEST_REDIS_URL is set, CI always)',
  () => {
    it('runs, retries and goes idle', async () => {
      const jobs = createBullJobs(
        process.env.TEST_REDIS_URL!,
        { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
        `atlas-test-${Date.now()}`,
      );
      try {
        const attempts: number[] = [];
        jobs.define(
          'flaky',
          async (_payload, attempt) => {
            attempts.push(attempt.number);
            if (attempt.number < 2) {
              throw new Error('not yet');
            }
          },
          { attempts: 3, backoffMs: 10 },
        );
        await jobs.enqueue('flaky', { n: 1 });
        await jobs.idle();
        expect(attempts).toEqual([1, 2]);
      } finally {
        await jobs.close();
      }
    });
  },
);

describe('jobs while Redis cannot take them (docs/architecture.md, "Faults: Redis")', () => {
  it('runs the job on this instance at once instead of waiting for Redis', async () => {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
    const jobs = createBullJobs(`redis://127.0.0.1:${port}`, log, `atlas-test-${Date.now()}`);
    try {
      const seen: string[] = [];
      jobs.define<{ word: string }>('say', async ({ word }) => {
        seen.push(word);
      });
      const started = performance.now();
      await jobs.enqueue('say', { word: 'kept' });
      await jobs.idle();
      expect(seen).toEqual(['kept']);
      // A bound on hanging, not a performance target.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ job: 'say' }),
        'Redis cannot take the job; it runs on this instance',
      );
    } finally {
      await jobs.close();
    }
  });
});
