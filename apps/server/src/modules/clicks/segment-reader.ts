import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseClickLine, type TClickRecord } from './click-record';

export type TSegmentChunk = {
  records: TClickRecord[];
  /** The byte after the last whole line read: where the next read starts. */
  end: number;
  /** Whole lines that held no click (damaged), skipped. */
  skipped: number;
  /** Bytes after `end` up to `limit` that end in no newline: a torn last line, or a line cut by the read's size. */
  rest: number;
};

const maxReadBytes = 4 * 1024 * 1024;

/**
 * Up to `maxRecords` whole lines of a segment from byte `start`, not past `limit` (the durable
 * end of the segment being written, or the file's size). A line without its newline is never
 * taken: it was being written when the process stopped, and no reply went out for it.
 */
export async function readSegment(
  dir: string,
  segment: string,
  start: number,
  limit: number | undefined,
  maxRecords: number,
): Promise<TSegmentChunk> {
  const handle = await open(join(dir, segment), 'r');
  try {
    const end = Math.min(limit ?? (await handle.stat()).size, start + maxReadBytes);
    const buffer = Buffer.alloc(Math.max(0, end - start));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    const records: TClickRecord[] = [];
    let skipped = 0;
    let at = 0;
    while (records.length + skipped < maxRecords) {
      const newline = buffer.indexOf(10, at);
      if (newline < 0 || newline >= bytesRead) {
        break;
      }
      const record = parseClickLine(buffer.toString('utf8', at, newline));
      if (record) {
        records.push(record);
      } else {
        skipped++;
      }
      at = newline + 1;
    }
    return { records, end: start + at, skipped, rest: bytesRead - at };
  } finally {
    await handle.close();
  }
}

/** A segment's size on disk (0 when it is gone): an empty one needs no checkpoint look-up. */
export async function segmentBytes(dir: string, segment: string): Promise<number> {
  try {
    return (await stat(join(dir, segment))).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return 0;
    }
    throw error;
  }
}
