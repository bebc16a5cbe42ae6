/** What a job may do when it fails: how many tries in all, and the first pause between them. */
export type TJobOptions = { attempts?: number; backoffMs?: number };

export type TJobHandler<P> = (payload: P, attempt: { number: number; final: boolean }) => Promise<void>;

/**
 * Background work (e-mail, imports, billing close, refetch) behind one interface: an in-process
 * runner for the embedded default, BullMQ on Redis when REDIS_URL is set so that several
 * instances share the work. Handlers must be idempotent: a job may run again after a crash.
 */
export type TJobs = {
  define<P>(name: string, handler: TJobHandler<P>, options?: TJobOptions): void;
  /** Queues a job; a `jobId` already waiting is not queued twice. */
  enqueue<P>(name: string, payload: P, options?: { jobId?: string; delayMs?: number }): Promise<void>;
  /** Resolves once nothing is waiting, running or scheduled for a retry (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

export const defaultJobOptions = { attempts: 5, backoffMs: 2000 } satisfies Required<TJobOptions>;

/** Exponential backoff: 2 s, 4 s, 8 s… for the default options. */
export function retryDelay(options: Required<TJobOptions>, attemptNumber: number): number {
  return options.backoffMs * 2 ** (attemptNumber - 1);
}
