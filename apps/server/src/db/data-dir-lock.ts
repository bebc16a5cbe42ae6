import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// One server per data folder, as PostgreSQL's postmaster.pid: the lock file holds the owner's
// pid. A lock whose process is gone (a SIGKILL, a power cut) is stale and taken over, so a
// crash never blocks the next start.

export const lockFileName = 'atlas.pid';

/** Folders this process holds: its own pid in a lock may be a stale one (pid 1 in a container). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder for this process; answers the release. Throws when a live process holds it.
 * `what` names the folder's use in the messages (the click log locks its folder the same way).
 */
export function lockDataDir(dir: string, what = `the embedded database in ${dir}`): () => void {
  const lockPath = join(dir, lockFileName);
  if (held.has(lockPath)) {
    throw new Error(`${what} is already open in this process`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(lockPath);
      return () => {
        if (held.delete(lockPath) && readOwner(lockPath) === process.pid) {
          rmSync(lockPath, { force: true });
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new Error(`${what} is in use by process ${owner}; stop that server first`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`cannot lock ${what}`);
}
