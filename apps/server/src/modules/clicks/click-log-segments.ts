import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { lockDataDir } from '../../db/data-dir-lock';
import type { TClickLogFs, TLogFile } from './click-log-fs';

export const segmentSuffix = '.clicks';
export const defaultSegmentBytes = 8 * 1024 * 1024;

/**
 * The click log's files (docs/architecture.md, "Clicks"): the folder, taken by one writer, and
 * its segments, each written from its start and never again once the next is made. A write goes
 * at the segment's durable end and is fsynced; a failed one leaves the segment "torn" past that
 * end, and the next write (a retry) cuts it back first, so a segment never holds half a batch
 * and a refused write never opens another segment.
 */
export type TSegmentWriter = {
  /** Takes the folder (one writer per folder). */
  open(): Promise<void>;
  /** Appends `data` durably; a new segment when this one would pass its size. Throws what the disk says. */
  write(data: Buffer): Promise<void>;
  active(): { segment: string; durableBytes: number } | undefined;
  readLimit(segment: string): number | undefined;
  segments(): Promise<string[]>;
  /** Closes the last segment (removed when empty, cut back when torn), within `ms`, and lets the folder go. */
  close(ms: number): Promise<void>;
  created(): number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSegmentWriter(options: {
  dir: string;
  /** In every segment's name, so the checkpoints of several servers never collide. */
  instance: string;
  fs: TClickLogFs;
  segmentBytes: number;
}): TSegmentWriter {
  const { dir, instance, fs, segmentBytes } = options;
  /** `named`: the folder entry is durable. `torn`: bytes past `bytes` may hold a failed write. */
  let file: { handle: TLogFile; segment: string; bytes: number; named: boolean; torn: boolean } | undefined;
  /** A segment made but not yet written to: the shipper must not take it for a closed one. */
  let making: string | undefined;
  let opening: Promise<void> | undefined;
  let release: (() => void) | undefined;
  let created = 0;

  const startSegment = async () => {
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const segment = `${instance}-${stamp}-${randomBytes(4).toString('hex')}${segmentSuffix}`;
    making = segment;
    try {
      const handle = await fs.create(join(dir, segment));
      created++;
      const previous = file;
      // From here this is the segment: a failure below retries it, never makes another.
      file = { handle, segment, bytes: 0, named: false, torn: false };
      await previous?.handle.close().catch(() => {});
    } finally {
      making = undefined;
    }
  };

  const open = () => {
    opening ??= (async () => {
      await fs.mkdir(dir);
      release = lockDataDir(dir, `the click log in ${dir}`);
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };

  return {
    open,
    async write(data) {
      await open();
      if (!file || (file.bytes > 0 && file.bytes + data.length > segmentBytes)) {
        await startSegment();
      }
      const current = file as NonNullable<typeof file>;
      if (!current.named) {
        // The new name must survive a crash too: sync the folder that holds it.
        await fs.syncDir(dir);
        current.named = true;
      }
      if (current.torn) {
        await current.handle.truncate(current.bytes);
        current.torn = false;
      }
      try {
        // At the durable end: a retry writes over what a failed write left.
        await current.handle.write(data, current.bytes);
        await current.handle.datasync();
      } catch (error) {
        current.torn = true;
        throw error;
      }
      current.bytes += data.length;
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
        return (await fs.readdir(dir)).filter((name) => name.endsWith(segmentSuffix)).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return [];
        }
        throw error;
      }
    },
    async close(ms) {
      const last = file;
      file = undefined;
      if (last) {
        // Never leave an empty segment, nor the tail of a failed write, behind.
        const tidy = (async () => {
          if (last.bytes === 0) {
            await last.handle.close();
            await fs.remove(join(dir, last.segment));
            return;
          }
          if (last.torn) {
            await last.handle.truncate(last.bytes);
          }
          await last.handle.close();
        })().catch(() => {});
        await Promise.race([tidy, sleep(ms)]);
      }
      release?.();
      release = undefined;
    },
    created: () => created,
  };
}
