import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A built-in sandbox's records (orders, checkout lists) in memory, written through to a JSON file
 * under DATA_DIR so a restart finds them (the reconcile at start asks the sandbox, as it would
 * ask the provider). Without a file (tests), memory only. Written whole, through a temporary
 * file and a rename, so a crash leaves the old file or the new one.
 */
export function createSandboxStore<T extends { id: string }>(file: string | null) {
  const records = new Map<string, T>();
  if (file) {
    try {
      for (const record of JSON.parse(readFileSync(file, 'utf8')) as T[]) {
        records.set(record.id, record);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw error;
      }
    }
  }
  const save = () => {
    if (!file) {
      return;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify([...records.values()]));
    renameSync(`${file}.tmp`, file);
  };
  return {
    get: (id: string) => records.get(id),
    find: (test: (record: T) => boolean) => [...records.values()].find(test),
    put(record: T) {
      records.set(record.id, record);
      save();
      return record;
    },
  };
}
