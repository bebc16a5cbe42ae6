import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { createMailTransport, type TMailTransport } from '../integrations/mail/transport';
import { createLocalDiskStorage } from '../integrations/storage/object-storage';
import { createS3Storage } from '../integrations/storage/s3-storage';
import type { TAccess } from './access';
import { createAccessCache } from './access-cache';
import { createAnswerCache } from './answer-cache';
import type { TDeps } from './deps';
import { createForgetChannel, sharedInvalidation } from './forget-channel';
import { createBullJobs } from './jobs/bullmq-jobs';
import { createMemoryJobs } from './jobs/memory-jobs';
import { createMailer } from './mailer';
import { createRateLimits } from './rate-limit';
import { closeRedis, createRedis, redisReady } from './redis';
import type { TCacheInvalidation } from './refreshing-cache';

export type TRuntimeOptions = {
  config: TConfig;
  db: TDb;
  log: FastifyBaseLogger;
  now?: () => Date;
  transport?: TMailTransport;
  access: TAccess;
  /** The click redirect's link cache (`modules/clicks`), handed to services to forget links. */
  linkCache: TCacheInvalidation;
};

/**
 * Everything services need, wired once: Redis-backed limits and jobs when REDIS_URL is set,
 * in-process ones otherwise; the mail transport; the clock. `close` releases it all.
 */
export function createRuntime(options: TRuntimeOptions): {
  deps: TDeps;
  ready: () => Promise<void>;
  close: () => Promise<void>;
} {
  const { config, db, log } = options;
  // Limits and the forget channel share one bounded connection (platform/redis.ts); the
  // channel's listener is its duplicate, with the same bounds and the same single warning.
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, log) : undefined;
  const jobDefaults = { backoffMs: config.JOB_BACKOFF_MS };
  const jobs = config.REDIS_URL
    ? createBullJobs(config.REDIS_URL, log, config.REDIS_PREFIX, jobDefaults)
    : createMemoryJobs(log, jobDefaults);
  const transport = options.transport ?? createMailTransport(config.SMTP_URL);
  const now = options.now ?? (() => new Date());
  const mailer = createMailer({
    db,
    jobs,
    transport,
    from: config.MAIL_FROM,
    host: new URL(config.publicBaseUrl).hostname,
    now,
    log,
  });
  const storage = config.S3_BUCKET
    ? createS3Storage({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createLocalDiskStorage(join(config.DATA_DIR, 'uploads'));
  const limits = createRateLimits(redis, config.REDIS_PREFIX);
  // The caches other instances' writes make stale hear those instances through Redis.
  const channel = createForgetChannel({ redis, log, prefix: config.REDIS_PREFIX });
  const accessCache = createAccessCache({ ttlMs: config.ACCESS_CACHE_MS, channel });
  const answerCache = createAnswerCache({ maxEntries: config.ANSWER_CACHE_ENTRIES });
  const deps: TDeps = {
    db,
    config,
    limits,
    jobs,
    mailer,
    now,
    storage,
    access: options.access,
    accessCache,
    answerCache,
    linkCache: sharedInvalidation(options.linkCache, channel, 'link-cache'),
  };
  return {
    deps,
    // E-mails written but not delivered before the last stop are handed to the runner again.
    ready: async () => {
      if (redis) {
        await redisReady(redis);
      }
      await channel.ready();
      await mailer.requeue();
    },
    close: async () => {
      await jobs.close();
      accessCache.close();
      await channel.close();
      transport.close();
      if (redis) {
        await closeRedis(redis);
      }
    },
  };
}
