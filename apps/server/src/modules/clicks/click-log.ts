import { randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { lockDataDir } from '../../db/data-dir-lock';
import { clickLine, type TClickRecord } from './click-record';

/**
 * The local click log (docs/architecture.md, "Clicks"): an append-only file of one JSON line per
 * click, in segments, written by one process. `append` resolves once its line is on disk:
 * lines that arrive while a write is running wait and go together in the next write, with one
 * fsync for all of them (group commit), so the redirect answers after its click is durable
 * without a database round trip and without an fsync per click.
 */
export type TClickLog = {
  dir: string;
  /** Resolves once the click is durable; rejects when the disk refused it. */
  append(record: TClickRecord): Promise<void>;
  /** The segment being written and how many of its bytes are durable; undefined before the first click. */
  active(): { segment: string; durableBytes: number } | undefined;
  /**
   * How far the shipper may read a segment: its durable bytes while it is written (0 while it is
   * being made), undefined once closed (to its end). A closed segment is never written again.
   */
  readLimit(segment: string): number | undefined;
  /** Segment names in the folder, oldest first (the active one included). */
  segments(): Promise<string[]>;
  /** Takes the folder (one writer per folder) and starts a new segment; done by the first append too. */
  open(): Promise<void>;
  /** Writes what waits, then lets the folder go. */
  close(): Promise<void>;
};

export const segmentSuffix = '.clicks';
const defaultSegmentBytes = 8 * 1024 * 1024;

type TWaiting = { line: string; resolve: () => void; reject: (error: Error) => void };

export function createClickLog(options: {
  dir: string;
  /** In every segment's name, so the checkpoints of several servers never collide. */
  instance: string;
  segmentBytes?: number;
  /** The most lines one write carries. */
  maxBatch?: number;
  /** Clicks waiting for the disk beyond this are refused at once (the disk has stalled). */
  maxWaiting?: number;
}): TClickLog {
  const { dir, instance } = options;
  const segmentBytes = options.segmentBytes ?? defaultSegmentBytes;
  const maxBatch = options.maxBatch ?? 2_000;
  const maxWaiting = options.maxWaiting ?? 100_000;
  let waiting: TWaiting[] = [];
  let file: { handle: FileHandle; segment: string; bytes: number } | undefined;
  /** A segment made but not yet written to: the shipper must not take it for a closed one. */
  let making: string | undefined;
  let opening: Promise<void> | undefined;
  let release: (() => void) | undefined;
  let writing: Promise<void> | undefined;
  let closed = false;

  const startSegment = async () => {
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const segment = `${instance}-${stamp}-${randomBytes(4).toString('hex')}${segmentSuffix}`;
    making = segment;
    try {
      const handle = await open(join(dir, segment), 'wx');
      // The new name must survive a crash too: sync the folder that holds it.
      const folder = await open(dir, 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      const previous = file;
      file = { handle, segment, bytes: 0 };
      await previous?.handle.close();
    } finally {
      making = undefined;
    }
  };

  const openLog = () => {
    opening ??= (async () => {
      await mkdir(dir, { recursive: true });
      release = lockDataDir(dir, `the click log in ${dir}`);
      await startSegment();
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };

  const writeBatch = async (batch: TWaiting[]) => {
    const data = Buffer.from(batch.map((w) => w.line).join(''), 'utf8');
    if (!file || (file.bytes > 0 && file.bytes + data.length > segmentBytes)) {
      await startSegment();
    }
    const current = file as NonNullable<typeof file>;
    try {
      await current.handle.write(data);
      await current.handle.datasync();
      current.bytes += data.length;
    } catch (error) {
      // What follows the last durable byte may be half a line: later lines go to a new segment,
      // and the shipper ignores this one's torn end (no reply went out for it).
      file = undefined;
      await current.handle.close().catch(() => {});
      throw error;
    }
  };

  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        await openLog();
        await writeBatch(batch);
        for (const w of batch) {
          w.resolve();
        }
      } catch (error) {
        for (const w of batch) {
          w.reject(error as Error);
        }
      }
    }
    writing = undefined;
  };

  return {
    dir,
    append(record) {
      if (closed) {
        return Promise.reject(new Error('the click log is closed'));
      }
      if (waiting.length >= maxWaiting) {
        return Promise.reject(new Error(`the click log has ${maxWaiting} clicks waiting for the disk`));
      }
      const durable = new Promise<void>((resolve, reject) => {
        waiting.push({ line: clickLine(record), resolve, reject });
      });
      // The lines of this turn of the event loop, and of every turn while a write runs, go together.
      writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      return durable;
    },
    active: () => (file ? { segment: file.segment, durableBytes: file.bytes } : undefined),
    readLimit(segment) {
      if (segment === making) {
        return 0;
      }
      return segment === file?.segment ? file.bytes : undefined;
    },
    async segments() {
      try {
        return (await readdir(dir)).filter((name) => name.endsWith(segmentSuffix)).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return [];
        }
        throw error;
      }
    },
    open: openLog,
    async close() {
      closed = true;
      await writing;
      await file?.handle.close();
      file = undefined;
      release?.();
      release = undefined;
    },
  };
}
