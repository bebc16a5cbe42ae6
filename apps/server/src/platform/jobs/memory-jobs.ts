import type { FastifyBaseLogger } from 'fastify';
import { defaultJobOptions, retryDelay, type TJobHandler, type TJobOptions, type TJobs } from './jobs';

type TDefinition = { handler: TJobHandler<unknown>; options: Required<TJobOptions> };

/**
 * The in-process runner: jobs run on this instance's event loop between requests, retried with
 * backoff. What is queued lives in memory only, so work that must survive a restart keeps its
 * own durable record (the e-mail outbox does) and is queued again at start.
 */
export function createMemoryJobs(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  defaults: TJobOptions = {},
): TJobs {
  const definitions = new Map<string, TDefinition>();
  const pending = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let closed = false;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (inFlight === 0 && timers.size === 0) {
      for (const wake of waiters) {
        wake();
      }
      waiters = [];
    }
  };

  const run = async (name: string, payload: unknown, attemptNumber: number, jobId?: string) => {
    const definition = definitions.get(name);
    if (!definition || closed) {
      return;
    }
    inFlight++;
    const final = attemptNumber >= definition.options.attempts;
    try {
      await definition.handler(payload, { number: attemptNumber, final });
      if (jobId) {
        pending.delete(jobId);
      }
    } catch (error) {
      if (final) {
        log.error({ err: error, job: name, attempt: attemptNumber }, 'job failed for good');
        if (jobId) {
          pending.delete(jobId);
        }
      } else {
        log.warn({ err: error, job: name, attempt: attemptNumber }, 'job failed; will retry');
        schedule(name, payload, attemptNumber + 1, retryDelay(definition.options, attemptNumber), jobId);
      }
    } finally {
      inFlight--;
      settle();
    }
  };

  const schedule = (
    name: string,
    payload: unknown,
    attemptNumber: number,
    delayMs: number,
    jobId?: string,
  ) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run(name, payload, attemptNumber, jobId);
    }, delayMs);
    timers.add(timer);
  };

  return {
    define(name, handler, options = {}) {
      definitions.set(name, {
        handler: handler as TJobHandler<unknown>,
        options: { ...defaultJobOptions, ...defaults, ...options },
      });
    },
    async enqueue(name, payload, options = {}) {
      if (!definitions.has(name)) {
        throw new Error(`no job named ${name}`);
      }
      if (options.jobId) {
        if (pending.has(options.jobId)) {
          return;
        }
        pending.add(options.jobId);
      }
      schedule(name, payload, 1, options.delayMs ?? 0, options.jobId);
    },
    idle() {
      return new Promise((wake) => {
        waiters.push(wake);
        settle();
      });
    },
    async close() {
      closed = true;
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
      settle();
    },
  };
}
