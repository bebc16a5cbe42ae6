import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded bytes live, behind one interface: a local folder for the embedded default; an
 * S3-compatible bucket would implement the same three calls. Keys are ours (random, with an
 * extension), never a name a user chose.
 */
export type TObjectStorage = {
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes of a key, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

const safeKey = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Files under `folder` (DATA_DIR/uploads by default), one per key. */
export function createLocalDiskStorage(folder: string): TObjectStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    // The pattern already forbids '..'; the prefix check is the belt to those braces.
    if (!safeKey.test(key) || key.includes('..') || !path.startsWith(root + sep)) {
      throw new Error(`not a storage key: ${key}`);
    }
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
