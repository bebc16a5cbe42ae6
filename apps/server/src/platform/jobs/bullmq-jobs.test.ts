import { describe, expect, it, vi } from 'vitest';
import { createBullJobs } from './bullmq-jobs';

describe.runIf(process.env.TEST_REDIS_URL)(
  'jobs on Redis (BullMQ; runs when TEST_REDIS_URL is set, CI always)',
  () => {
    it('runs, retries and goes idle', async () => {
      const jobs = createBullJobs(
        process.env.TEST_REDIS_URL!,
        { warn: vi.fn(), error: vi.fn() },
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
