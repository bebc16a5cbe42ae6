import { type Job, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, createRedis, redisCommandTimeoutMs, watchRedis } from '../redis';
import { defaultJobOptions, type TJobHandler, type TJobOptions, type TJobs } from './jobs';
import { createMemoryJobs } from './memory-jobs';

type TDefinition = { handler: TJobHandler<unknown>; options: Required<TJobOptions> };

/**
 * Jobs on Redis through BullMQ: one queue, one worker per instance, retries with backoff.
 *
 * Redis away (docs/architecture.md, "Faults: Redis"): `enqueue` never waits on it. The queue's
 * connection fails a command at once while it is not ready and within `redisCommandTimeoutMs`
 * otherwise; a job Redis cannot take runs on this instance's in-process runner instead (same
 * handler, same retries), so the request answers and the work is not dropped. The worker waits
 * for Redis and takes up the queue again when it is back.
 */
export function createBullJobs(
  redisUrl: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  queueName = 'atlas',
  defaults: TJobOptions = {},
): TJobs {
  // The request path's connection: fail fast, never queue commands offline.
  const queueRedis = createRedis(redisUrl, log, { enableOfflineQueue: false });
  const queue = new Queue(queueName, { connection: queueRedis });
  queue.on('error', () => {
    // heard once per outage on queueRedis itself (createRedis)
  });
  const local = createMemoryJobs(log, defaults);
  // The worker's connection blocks waiting for jobs, so BullMQ wants it without a retry limit.
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const definitions = new Map<string, TDefinition>();
  let worker: Worker | undefined;

  const process = async (job: Job) => {
    const definition = definitions.get(job.name);
    if (!definition) {
      throw new Error(`no job named ${job.name}`);
    }
    const number = job.attemptsMade + 1;
    await definition.handler(job.data, { number, final: number >= definition.options.attempts });
  };
  const startWorker = () => {
    if (!worker) {
      worker = new Worker(queueName, process, { connection, concurrency: 4 });
      watchRedis(worker, log, 'Redis (the job worker)');
      worker.on('failed', (job, error) =>
        log.warn({ err: error, job: job?.name, attempt: job?.attemptsMade }, 'job failed'),
      );
    }
  };

  return {
    define(name, handler, options = {}) {
      definitions.set(name, {
        handler: handler as TJobHandler<unknown>,
        options: { ...defaultJobOptions, ...defaults, ...options },
      });
      local.define(name, handler, options);
      startWorker();
    },
    async enqueue(name, payload, options = {}) {
      const definition = definitions.get(name);
      if (!definition) {
        throw new Error(`no job named ${name}`);
      }
      try {
        if (queueRedis.status !== 'ready') {
          throw new Error(`Redis is ${queueRedis.status}`);
        }
        const added = queue.add(name, payload, {
          jobId: options.jobId,
          delay: options.delayMs,
          attempts: definition.options.attempts,
          backoff: { type: 'exponential', delay: definition.options.backoffMs },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        });
        await withinMs(added, 2 * redisCommandTimeoutMs);
      } catch (error) {
        log.warn({ err: error, job: name }, 'Redis cannot take the job; it runs on this instance');
        await local.enqueue(name, payload, options);
      }
    },
    async idle() {
      await local.idle();
      // Without Redis only this instance's share of the work can be waited for.
      while (queueRedis.status === 'ready') {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) {
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await local.close();
      // A dead Redis must not hold the shutdown: the worker stops without waiting for it.
      if (worker) {
        await withinMs(worker.close(queueRedis.status !== 'ready'), 5000).catch((error: unknown) => {
          log.warn({ err: error }, 'The job worker did not stop; its jobs are retried elsewhere');
        });
      }
      await withinMs(queue.close(), 2 * redisCommandTimeoutMs).catch(() => undefined);
      await closeRedis(queueRedis);
    },
  };
}

/** `work`, or a rejection once `ms` have passed (the work itself is not stopped). */
async function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
