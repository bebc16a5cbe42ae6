import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverRoot } from '../paths';

export type TEmbeddedHost = { socketDir: string; stop: () => Promise<void> };

/**
 * Starts PGlite on `dataDir` in a child process serving a unix socket in that folder. Rejects
 * with the child's own one-line reason when the database cannot be opened.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<TEmbeddedHost> {
  const dir = resolve(dataDir);
  const pgDir = join(dir, 'pg');
  try {
    mkdirSync(pgDir, { recursive: true });
  } catch (error) {
    throw new Error(`cannot open the embedded database in ${pgDir}: ${(error as Error).message}`);
  }
  const socketPath = join(dir, '.s.PGSQL.5432');
  const child = fork(join(serverRoot, 'bin', 'pglite-host.mjs'), [pgDir, socketPath], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((ready, fail) => {
    child.once('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready) {
        ready();
      } else {
        fail(new Error(`cannot open the embedded database in ${pgDir}: ${message.error}`));
      }
    });
    child.once('exit', (code) => {
      const reason = stderr.trim().split('\n').at(-1) || `exit code ${code}`;
      fail(new Error(`cannot open the embedded database in ${pgDir}: ${reason}`));
    });
  });
  child.removeAllListeners('exit');
  return { socketDir: dir, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
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
