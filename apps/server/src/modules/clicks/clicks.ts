import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { createRefreshingCache, type TRefreshingCache } from '../../platform/refreshing-cache';
import { createClickLog, type TClickLog } from './click-log';
import { createClickShipper, type TClickShipper } from './click-shipper';
import type { TLinkTarget } from './clicks.repository';

/**
 * The click pipeline of one server (docs/architecture.md, "Clicks"): links answered from memory,
 * clicks made durable in the local log before the redirect answers, and shipped to the database
 * behind it. Nothing touches the disk until the first click or `start`, so an app built for a
 * test that makes no click leaves DATA_DIR alone.
 */
export type TClicks = {
  links: TRefreshingCache<TLinkTarget>;
  log: TClickLog;
  shipper: TClickShipper;
  /** Takes the log's folder and ships what an earlier run left; then ships behind the redirect. */
  start(): Promise<void>;
  /** Writes the clicks waiting for the disk, ships what it can in a few seconds, lets the folder go. */
  close(): Promise<void>;
};

/** How long an unknown code is remembered, and how many links are kept in memory. */
const missMs = 5_000;
const maxLinks = 50_000;
/** The last shipping at shutdown, within main's 10 s. */
const closingShipMs = 3_000;

export function createClicks(options: { config: TConfig; db: TDb; logger: FastifyBaseLogger }): TClicks {
  const { config, db, logger } = options;
  const links = createRefreshingCache<TLinkTarget>({
    maxEntries: config.CLICK_LINK_CACHE_MS > 0 ? maxLinks : 0,
    freshMs: config.CLICK_LINK_CACHE_MS,
    missMs: Math.min(missMs, config.CLICK_LINK_CACHE_MS),
    onReloadError: (error) =>
      logger.warn({ err: error }, 'link cache: a reload failed; the last value stays'),
  });
  const log = createClickLog({
    dir: join(config.DATA_DIR, 'clicks', config.CLICK_LOG_INSTANCE),
    instance: config.CLICK_LOG_INSTANCE,
  });
  const shipper = createClickShipper({
    db,
    log,
    logger,
    batchSize: config.CLICK_SHIP_BATCH,
    maxBatchSize: config.CLICK_SHIP_BATCH_MAX,
    intervalMs: config.CLICK_SHIP_INTERVAL_MS,
  });
  let started = false;
  return {
    links,
    log,
    shipper,
    async start() {
      await log.open();
      shipper.start();
      started = true;
    },
    async close() {
      await log.close();
      if (started) {
        await shipper.stop(closingShipMs);
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The click pipeline: main starts its shipping, tests drive it. */
    clicks: TClicks;
  }
}
