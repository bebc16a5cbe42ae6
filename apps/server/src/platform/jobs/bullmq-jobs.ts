import { type Job, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { defaultJobOptions, type TJobHandler, type TJobOptions, type TJobs } from './jobs';

type TDefinition = { handler: TJobHandler<unknown>; options: Required<TJobOptions> };

/** Jobs on Redis through BullMQ: one queue, one worker per instance, retries with backoff. */
export function createBullJobs(
  redisUrl: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  queueName = 'atlas',
  defaults: TJobOptions = {},
): TJobs {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(queueName, { connection });
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
      startWorker();
    },
    async enqueue(name, payload, options = {}) {
      const definition = definitions.get(name);
      if (!definition) {
        throw new Error(`no job named ${name}`);
      }
      await queue.add(name, payload, {
        jobId: options.jobId,
        delay: options.delayMs,
        attempts: definition.options.attempts,
        backoff: { type: 'exponential', delay: definition.options.backoffMs },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
    },
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) {
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
