import { mkdir, open, readdir, rm } from 'node:fs/promises';

/**
 * The file operations the click log uses, and nothing more, so a test or a bench can make the
 * disk full or stalled without touching the real disk's space (`createFaultyFs`).
 */
export type TLogFile = {
  /** Writes all of `data` at `position`, or throws (part of it may then be on disk). */
  write(data: Buffer, position: number): Promise<void>;
  datasync(): Promise<void>;
  truncate(bytes: number): Promise<void>;
  close(): Promise<void>;
};

export type TClickLogFs = {
  mkdir(dir: string): Promise<void>;
  /** Creates a new file; fails when it exists. */
  create(path: string): Promise<TLogFile>;
  /** Makes the folder's entries (a new segment's name) durable. */
  syncDir(dir: string): Promise<void>;
  readdir(dir: string): Promise<string[]>;
  remove(path: string): Promise<void>;
};

export const nodeLogFs: TClickLogFs = {
  async mkdir(dir) {
    await mkdir(dir, { recursive: true });
  },
  async create(path) {
    const handle = await open(path, 'wx');
    return {
      async write(data, position) {
        let done = 0;
        while (done < data.length) {
          const { bytesWritten } = await handle.write(data, done, data.length - done, position + done);
          done += bytesWritten;
        }
      },
      datasync: () => handle.datasync(),
      truncate: (bytes) => handle.truncate(bytes),
      close: () => handle.close(),
    };
  },
  async syncDir(dir) {
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  },
  readdir: (dir) => readdir(dir),
  remove: (path) => rm(path, { force: true }),
};

export type TFaultyFs = TClickLogFs & {
  /** Every write and fsync fails with `code` (ENOSPC, EDQUOT, EIO) until `heal`; `partial` writes half first. */
  fail(code: string, options?: { partial?: boolean }): void;
  /** Every write and fsync hangs until `heal` (then they go on). */
  stall(): void;
  heal(): void;
  /** Segment files created, and write or fsync calls refused or held. */
  counts: { created: number; refused: number; stalled: number };
};

/** The real file system with faults switched on and off by hand: for tests and bench/. */
export function createFaultyFs(base: TClickLogFs = nodeLogFs): TFaultyFs {
  let fault: { code: string; partial: boolean } | 'stall' | undefined;
  let waiters: (() => void)[] = [];
  const counts = { created: 0, refused: 0, stalled: 0 };
  const refuse = (code: string) => {
    counts.refused++;
    return Object.assign(new Error(`${code}: injected fault`), { code });
  };
  /** Waits out a stall; answers the fault to throw, if any. */
  const gate = async () => {
    while (fault === 'stall') {
      counts.stalled++;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return fault;
  };
  return {
    ...base,
    async create(path) {
      const file = await base.create(path);
      counts.created++;
      return {
        async write(data, position) {
          const now = await gate();
          if (now) {
            if (now.partial) {
              await file.write(data.subarray(0, Math.floor(data.length / 2)), position);
            }
            throw refuse(now.code);
          }
          await file.write(data, position);
        },
        async datasync() {
          const now = await gate();
          if (now) {
            throw refuse(now.code);
          }
          await file.datasync();
        },
        truncate: (bytes) => file.truncate(bytes),
        close: () => file.close(),
      };
    },
    fail(code, options = {}) {
      fault = { code, partial: options.partial ?? false };
    },
    stall() {
      fault = 'stall';
    },
    heal() {
      fault = undefined;
      const release = waiters;
      waiters = [];
      for (const resolve of release) {
        resolve();
      }
    },
    counts,
  };
}
