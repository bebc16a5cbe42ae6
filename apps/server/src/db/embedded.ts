import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverRoot } from '../paths';
import { lockDataDir } from './data-dir-lock';

export type TEmbeddedHost = {
  socketDir: string;
  stop: () => Promise<void>;
  /** Ends the process at once, for a parent that is exiting itself. */
  kill: () => void;
};

/** Called when the database process dies while the server runs, with why. */
export type TOnHostExit = (reason: string) => void;

/** The child's last words: enough for a reason, never an unbounded buffer. */
const stderrTail = 4096;

/**
 * Starts PGlite on `dataDir` in a child process serving a unix socket in that folder, after
 * taking the folder's lock (`data-dir-lock.ts`). Rejects with the child's own one-line reason
 * when the database cannot be opened; once started, a death of the child is reported to
 * `onExit` (the server logs it and exits non-zero, so a supervisor restarts both).
 */
export async function startEmbeddedDatabase(dataDir: string, onExit?: TOnHostExit): Promise<TEmbeddedHost> {
  const dir = resolve(dataDir);
  const pgDir = join(dir, 'pg');
  try {
    mkdirSync(pgDir, { recursive: true });
  } catch (error) {
    throw new Error(`cannot open the embedded database in ${pgDir}: ${(error as Error).message}`);
  }
  const socketPath = join(dir, '.s.PGSQL.5432');
  // Ours now: a socket left by a crash (of any version) is stale.
  const unlock = lockDataDir(dir);
  for (const stale of [socketPath, `${socketPath}.lock`]) {
    rmSync(stale, { force: true });
  }
  const child = fork(join(serverRoot, 'bin', 'pglite-host.mjs'), [pgDir, socketPath], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-stderrTail);
  });
  const lastWords = (code: number | null, signal: NodeJS.Signals | null) =>
    stderr.trim().split('\n').at(-1) || (signal ? `killed by ${signal}` : `exit code ${code}`);
  try {
    await new Promise<void>((ready, fail) => {
      child.once('message', (message: { ready?: boolean; error?: string }) => {
        if (message.ready) {
          ready();
        } else {
          fail(new Error(`cannot open the embedded database in ${pgDir}: ${message.error}`));
        }
      });
      child.once('exit', (code, signal) => {
        fail(new Error(`cannot open the embedded database in ${pgDir}: ${lastWords(code, signal)}`));
      });
    });
  } catch (error) {
    unlock();
    throw error;
  }
  child.removeAllListeners('exit');
  const watch = (code: number | null, signal: NodeJS.Signals | null) => {
    unlock();
    onExit?.(`the embedded database process stopped (${lastWords(code, signal)})`);
  };
  child.once('exit', watch);
  return {
    socketDir: dir,
    stop: async () => {
      child.off('exit', watch);
      await stopChild(child);
      unlock();
    },
    kill: () => {
      child.off('exit', watch);
      child.kill('SIGKILL');
      unlock();
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
