import {
  beginEpisode,
  endEpisode,
  type TEpisode,
  type TEpisodeLogger,
  type TFaultKind,
} from './click-log-episode';
import { nodeLogFs, type TClickLogFs } from './click-log-fs';
import { createSegmentWriter, defaultSegmentBytes } from './click-log-segments';
import { clickLine, type TClickRecord } from './click-record';

/**
 * The local click log (docs/architecture.md, "Clicks" and "Faults: the disk under the click
 * log"): an append-only file of one JSON line per click, in segments, written by one process.
 * Lines that arrive while a write runs go together in the next write, with one fsync for all
 * (group commit). While the disk is healthy `append` resolves once its line is on disk
 * ('durable'). When the disk refuses a write (full, over quota, failing) or a write runs longer
 * than `stallMs`, the log is in a fault episode: `append` resolves at once ('held'), the click
 * waits in memory (at most `maxHeld` clicks and `maxHeldBytes`; beyond, 'dropped' and counted)
 * and the writer retries the same segment with backoff. `append` never rejects.
 */
export type TAppendOutcome = 'durable' | 'held' | 'dropped';

export type TClickLogHealth = {
  /** The fault going on, if any. */
  fault?: TFaultKind;
  /** Clicks in memory not yet on disk. */
  waiting: number;
  /** Since the log was made. */
  written: number;
  writtenLate: number;
  dropped: number;
  segmentsCreated: number;
  episodes: number;
};

export type TClickLog = {
  dir: string;
  append(record: TClickRecord): Promise<TAppendOutcome>;
  /** The segment being written and how many of its bytes are durable; undefined before the first write. */
  active(): { segment: string; durableBytes: number } | undefined;
  /**
   * How far the shipper may read a segment: its durable bytes while it is written (0 while it is
   * being made), undefined once closed (to its end). A closed segment is never written again.
   */
  readLimit(segment: string): number | undefined;
  /** Segment names in the folder, oldest first (the active one included). */
  segments(): Promise<string[]>;
  /** Takes the folder (one writer per folder); done by the first append too. The segment is made at the first write. */
  open(): Promise<void>;
  /** Waits until every click in memory is on disk, or `ms` have passed. */
  flush(ms: number): Promise<void>;
  /** Writes what waits (for at most `closeMs` on a faulty disk), then lets the folder go. */
  close(): Promise<void>;
  health(): TClickLogHealth;
  /** Where the start and end of a fault episode are logged (the shipper passes the server's). */
  attachLogger(logger: TEpisodeLogger): void;
};

export { segmentSuffix } from './click-log-segments';
/** About 27 MB of lines at about 270 bytes a click. */
export const defaultMaxHeld = 100_000;
export const defaultMaxHeldBytes = 32 * 1024 * 1024;
export const defaultStallMs = 200;
const firstRetryMs = 50;
const lastRetryMs = 1_000;

type TEntry = { line: string; resolve?: (outcome: TAppendOutcome) => void };

const held = Promise.resolve<TAppendOutcome>('held');
const dropped = Promise.resolve<TAppendOutcome>('dropped');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

export function createClickLog(options: {
  dir: string;
  /** In every segment's name, so the checkpoints of several servers never collide. */
  instance: string;
  segmentBytes?: number;
  /** The most lines one write carries. */
  maxBatch?: number;
  maxHeld?: number;
  maxHeldBytes?: number;
  /** A write (or fsync) running longer than this starts a 'stalled' episode: the redirect waits no longer. */
  stallMs?: number;
  /** How long `close` waits for a faulty disk. */
  closeMs?: number;
  fs?: TClickLogFs;
  logger?: TEpisodeLogger;
}): TClickLog {
  const { dir, instance } = options;
  const fs = options.fs ?? nodeLogFs;
  const segmentBytes = options.segmentBytes ?? defaultSegmentBytes;
  const maxBatch = options.maxBatch ?? 2_000;
  const maxHeld = options.maxHeld ?? defaultMaxHeld;
  const maxHeldBytes = options.maxHeldBytes ?? defaultMaxHeldBytes;
  const stallMs = options.stallMs ?? defaultStallMs;
  const closeMs = options.closeMs ?? 2_000;
  let logger = options.logger;
  let queue: TEntry[] = [];
  let inflight: TEntry[] = [];
  /** Characters of the lines in `queue` and `inflight` (a line is ASCII but for rare hosts). */
  let waitingBytes = 0;
  const files = createSegmentWriter({ dir, instance, fs, segmentBytes });
  let writing: Promise<void> | undefined;
  let closed = false;
  let giveUpAt = Number.POSITIVE_INFINITY;
  let episode: TEpisode | undefined;
  const totals = { written: 0, writtenLate: 0, dropped: 0, episodes: 0 };

  const startEpisode = (kind: TFaultKind, code?: string) => {
    if (episode) {
      if (kind !== 'buffer full') {
        episode.kind = kind;
      }
      episode.code = code ?? episode.code;
      return episode;
    }
    totals.episodes++;
    episode = beginEpisode(logger, kind, {
      code,
      dir,
      waiting: queue.length + inflight.length,
      writtenBefore: totals.written,
    });
    // Whoever still waits for the disk is answered now: their click is held.
    for (const entry of [...inflight, ...queue]) {
      if (entry.resolve) {
        entry.resolve('held');
        entry.resolve = undefined;
        episode.held++;
      }
    }
    return episode;
  };

  const written = (batch: TEntry[]) => {
    totals.written += batch.length;
    for (const entry of batch) {
      if (entry.resolve) {
        entry.resolve('durable');
      } else {
        totals.writtenLate++;
        if (episode) {
          episode.writtenLate++;
        }
      }
    }
  };

  const drain = async () => {
    let failures = 0;
    while (queue.length > 0 && Date.now() < giveUpAt) {
      inflight = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue;
      queue = inflight === queue ? [] : queue;
      const text = inflight.map((entry) => entry.line).join('');
      const data = Buffer.from(text, 'utf8');
      const watchdog = setTimeout(() => startEpisode('stalled'), stallMs);
      try {
        await files.write(data);
        clearTimeout(watchdog);
        const batch = inflight;
        inflight = [];
        waitingBytes -= text.length;
        written(batch);
        failures = 0;
        if (episode && queue.length === 0) {
          endEpisode(logger, episode, dir);
          episode = undefined;
        }
      } catch (error) {
        clearTimeout(watchdog);
        const now = startEpisode('failing', codeOf(error));
        now.failedWrites++;
        queue = inflight.concat(queue);
        inflight = [];
        await sleep(Math.min(lastRetryMs, firstRetryMs * 2 ** failures++));
      }
    }
    writing = undefined;
  };

  const drop = () => {
    totals.dropped++;
    startEpisode('buffer full').dropped++;
    return dropped;
  };

  return {
    dir,
    append(record) {
      if (closed) {
        totals.dropped++;
        return dropped;
      }
      const line = clickLine(record);
      if (queue.length + inflight.length >= maxHeld || waitingBytes + line.length > maxHeldBytes) {
        return drop();
      }
      waitingBytes += line.length;
      // The lines of this turn of the event loop, and of every turn while a write runs, go together.
      writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      if (episode) {
        queue.push({ line });
        episode.held++;
        return held;
      }
      return new Promise<TAppendOutcome>((resolve) => {
        queue.push({ line, resolve });
      });
    },
    active: files.active,
    readLimit: files.readLimit,
    segments: files.segments,
    open: files.open,
    async flush(ms) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([writing, late]);
      clearTimeout(timer);
    },
    async close() {
      closed = true;
      giveUpAt = Date.now() + closeMs;
      await this.flush(closeMs);
      const lost = [...inflight, ...queue];
      queue = [];
      inflight = [];
      for (const entry of lost) {
        entry.resolve?.('dropped');
      }
      totals.dropped += lost.length;
      if (episode) {
        endEpisode(logger, episode, dir, lost.length);
        episode = undefined;
      }
      await files.close(closeMs);
    },
    health: () => ({
      fault: episode?.kind,
      waiting: queue.length + inflight.length,
      ...totals,
      segmentsCreated: files.created(),
    }),
    attachLogger(next) {
      logger ??= next;
    },
  };
}
