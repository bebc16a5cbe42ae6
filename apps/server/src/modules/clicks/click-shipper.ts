import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import type { TClickLog } from './click-log';
import { deleteCheckpoint, findShippedBytes, shipClicks } from './clicks.repository';
import { readSegment, segmentBytes } from './segment-reader';

/**
 * Moves clicks from the local log into the database in batches, behind the redirect
 * (docs/architecture.md, "Clicks"). Each batch is one statement: its clicks, their day counts,
 * their links' counts and the segment's checkpoint commit together, and clicks are written by
 * id, so a batch shipped twice counts once. A finished segment the log no longer writes is
 * deleted. The database being down only delays it: the log keeps the clicks, and shipping
 * resumes from the last checkpoint.
 */
export type TClickShipper = {
  /** Ships one batch (or finishes one segment); answers whether there was anything to do. */
  shipOnce(): Promise<boolean>;
  /** Ships until nothing is left or `ms` have passed (clicks the log still holds in memory included). */
  drain(ms: number): Promise<void>;
  start(): void;
  /** Stops the loop after a last drain of at most `ms`. */
  stop(ms: number): Promise<void>;
};

type TShipped = 'backlog' | 'closed' | 'full' | 'some' | 'none';

export function createClickShipper(options: {
  db: TDb;
  log: TClickLog;
  logger: FastifyBaseLogger;
  /** The clicks a batch writes when the shipper keeps up. */
  batchSize: number;
  /** The most a batch grows to while it ships a backlog of closed segments (at least `batchSize`). */
  maxBatchSize?: number;
  intervalMs: number;
}): TClickShipper {
  const { db, log, logger, batchSize, intervalMs } = options;
  // The log's fault episodes (a full or stalled disk) are logged with the server's logger.
  log.attachLogger(logger);
  const maxBatchSize = Math.max(batchSize, options.maxBatchSize ?? batchSize);
  // Grows while full batches come from closed segments (a backlog of a whole segment or more,
  // left by a stop or an outage: fewer, larger statements catch up at less cost per click) and
  // is `batchSize` on the segment being written: there each batch's reading and parameters
  // hold the server's event loop, and a longer pause there is a slower redirect.
  let size = batchSize;
  // Each segment's shipped bytes, read once from its checkpoint and then kept here (this process
  // is the folder's only shipper: the log's lock).
  const shipped = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let failures = 0;

  const shippedBytes = async (segment: string) => {
    let bytes = shipped.get(segment);
    if (bytes === undefined) {
      bytes = await findShippedBytes(db, segment);
      shipped.set(segment, bytes);
    }
    return bytes;
  };

  const finishSegment = async (segment: string, tornBytes: number) => {
    if (tornBytes > 0) {
      logger.warn({ segment, tornBytes }, 'click log: ignored the torn end of a segment (never answered)');
    }
    await rm(join(log.dir, segment), { force: true });
    // A stop between these two leaves a checkpoint row of a deleted segment: harmless. A segment
    // never shipped from has no row: no statement for it (an empty one costs no database trip).
    if ((shipped.get(segment) ?? 0) > 0) {
      await deleteCheckpoint(db, segment);
    }
    shipped.delete(segment);
  };

  /**
   * Ships the next batch: 'full' when it held `size` clicks (more are likely waiting; 'backlog'
   * when they came from a closed segment), 'closed' when fewer came from a closed segment (the
   * next one follows at once), 'some' when fewer came from the segment being written, 'none'
   * when there was nothing to do. Closed segments with nothing left are deleted on the way, in
   * the same step: a pile of them (a disk fault before issue 30 made one per failed write) costs
   * a delete each, not a step and an interval each.
   */
  const shipNext = async (): Promise<TShipped> => {
    let finished = 0;
    for (const segment of await log.segments()) {
      // Closed before the read (so read to its end, and never written again), or still written.
      const limit = log.readLimit(segment);
      const empty =
        limit === undefined && !shipped.has(segment) && (await segmentBytes(log.dir, segment)) === 0;
      const start = empty ? 0 : await shippedBytes(segment);
      const chunk = await readSegment(log.dir, segment, start, limit, size);
      if (chunk.records.length === 0 && chunk.skipped === 0) {
        if (limit === undefined) {
          await finishSegment(segment, chunk.rest);
          finished++;
        }
        continue;
      }
      if (chunk.skipped > 0) {
        logger.warn({ segment, skipped: chunk.skipped }, 'click log: skipped lines that hold no click');
      }
      await shipClicks(db, chunk.records, { segment, shippedBytes: chunk.end });
      shipped.set(segment, chunk.end);
      if (chunk.records.length + chunk.skipped < size) {
        return limit === undefined ? 'closed' : 'some';
      }
      return limit === undefined ? 'backlog' : 'full';
    }
    return finished > 0 ? 'some' : 'none';
  };
  const shipStep = async () => {
    const shippedNow = await shipNext().catch((error: unknown) => {
      size = batchSize;
      throw error;
    });
    size = shippedNow === 'backlog' ? Math.min(maxBatchSize, size * 2) : batchSize;
    return shippedNow;
  };
  const shipOnce = async () => (await shipStep()) !== 'none';
  const moreWaiting = (shippedNow: TShipped) =>
    shippedNow === 'full' || shippedNow === 'backlog' || shippedNow === 'closed';

  const tick = async () => {
    timer = undefined;
    let busy = false;
    try {
      busy = moreWaiting(await shipStep());
      failures = 0;
    } catch (error) {
      failures++;
      // Re-read the checkpoints: a batch may have committed before its answer was lost.
      shipped.clear();
      logger.warn({ err: error, failures }, 'click log: shipping failed; the clicks wait on disk');
    }
    if (!stopped) {
      // A full batch: the next at once. Less than a batch: the interval, so that under load the
      // clicks go in a few large statements rather than in many small ones (each statement is
      // planned and committed: on PGlite, on the one connection everything waits for). Failing:
      // longer and longer, up to a minute.
      const wait = busy ? 0 : intervalMs * Math.min(2 ** failures, 60_000 / intervalMs);
      timer = setTimeout(() => {
        running = tick();
      }, wait);
      timer.unref();
    }
  };

  return {
    shipOnce,
    async drain(ms) {
      const until = Date.now() + ms;
      await log.flush(ms);
      while (Date.now() < until && (await shipOnce())) {}
    },
    start() {
      stopped = false;
      running ??= tick();
    },
    async stop(ms) {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      running = undefined;
      await this.drain(ms).catch((error: unknown) => {
        logger.warn(
          { err: error },
          'click log: the last shipping before stop failed; the clicks wait on disk',
        );
      });
    },
  };
}
