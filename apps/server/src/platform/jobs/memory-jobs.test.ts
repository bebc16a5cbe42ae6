import { describe, expect, it, vi } from 'vitest';
import { createMemoryJobs } from './memory-jobs';

const log = { warn: vi.fn(), error: vi.fn() };

describe('in-process jobs', () => {
  it('runs a job with its payload', async () => {
    const jobs = createMemoryJobs(log);
    const seen: string[] = [];
    jobs.define<{ word: string }>('say', async ({ word }) => {
      seen.push(word);
    });
    await jobs.enqueue('say', { word: 'hello' });
    await jobs.idle();
    expect(seen).toEqual(['hello']);
  });

  it('retries with backoff and tells the handler its last try', async () => {
    const jobs = createMemoryJobs(log);
    const attempts: Array<{ number: number; final: boolean }> = [];
    jobs.define(
      'flaky',
      async (_payload, attempt) => {
        attempts.push(attempt);
        if (attempt.number < 3) {
          throw new Error('not yet');
        }
      },
      { attempts: 3, backoffMs: 1 },
    );
    await jobs.enqueue('flaky', {});
    await jobs.idle();
    expect(attempts).toEqual([
      { number: 1, final: false },
      { number: 2, final: false },
      { number: 3, final: true },
    ]);
  });

  it('gives up after the last attempt and logs it', async () => {
    const jobs = createMemoryJobs(log);
    let runs = 0;
    jobs.define(
      'broken',
      async () => {
        runs++;
        throw new Error('always');
      },
      { attempts: 2, backoffMs: 1 },
    );
    await jobs.enqueue('broken', {});
    await jobs.idle();
    expect(runs).toBe(2);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'broken', attempt: 2 }),
      'job failed for good',
    );
  });

  it('queues one job per id while it waits', async () => {
    const jobs = createMemoryJobs(log);
    let runs = 0;
    jobs.define('once', async () => {
      runs++;
    });
    await jobs.enqueue('once', {}, { jobId: 'a' });
    await jobs.enqueue('once', {}, { jobId: 'a' });
    await jobs.enqueue('once', {}, { jobId: 'b' });
    await jobs.idle();
    expect(runs).toBe(2);
  });

  it('refuses a job nobody defined', async () => {
    await expect(createMemoryJobs(log).enqueue('nope', {})).rejects.toThrow('no job named nope');
  });
});
