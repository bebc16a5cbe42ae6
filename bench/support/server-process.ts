// The server as production runs it: the built bundle (apps/server/dist/main.js) in a process of
// its own, on a bench's data folder and database, so a bench can load it, stop it or kill it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainBundle = join(repoRoot, 'apps/server/dist/main.js');

/** Builds the server bundle from the current sources (`npm run build -w apps/server`). */
export function buildServer(): void {
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: repoRoot, stdio: 'ignore' });
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * A load tool is one address: the redirect's per-address flood limit is raised out of its way
 * (still counted, so its cost stays in the figures).
 */
export const loadFromOneAddress = { CLICK_LIMIT_PER_IP: String(2 ** 31 - 1) };

/** The click settings of this shell (`CLICK_SHIP_BATCH=2000 npm run bench:redirect`), to try one against another. */
export const clickSettingsOfShell = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('CLICK_')),
  );

export type TServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More settings (a rate limit raised for one load tool's address). */
  env?: Record<string, string>;
};

export type TServerProcess = {
  base: string;
  /** The process group of the server and its embedded database (for their CPU time). */
  group: number;
  /** SIGTERM, then waits until the server and its embedded database process are gone. */
  stop: () => Promise<void>;
  /** SIGKILL to the server alone, as a crash; waits until its embedded database has gone too. */
  kill: () => Promise<void>;
};

/** Starts the built server and answers once it listens; its own lines go to this stderr. */
export async function startServer(options: TServerOptions): Promise<TServerProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops (not on a kill).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, mainBundle], {
    cwd: repoRoot,
    // A process group of its own: the embedded database process is in it, so "all gone" is
    // "no process left in the group".
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_BASE_URL: base,
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
      ...options.env,
    },
  });
  await listening(child);
  const group = child.pid as number;
  const gone = () => waitForGroupGone(group);
  return {
    base,
    group,
    stop: async () => {
      child.kill('SIGTERM');
      await gone();
    },
    kill: async () => {
      child.kill('SIGKILL');
      await gone();
    },
  };
}

/** main.ts says "is running" once it listens; an exit before that is a failed start. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(' is running ')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.off('exit', onExit);
        done();
      }
    };
    const onExit = (code: number | null) =>
      fail(new Error(`the server stopped while starting (${code}): ${out}`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function waitForGroupGone(group: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-group, 0);
    } catch {
      return;
    }
    await new Promise((next) => setTimeout(next, 50));
  }
  process.kill(-group, 'SIGKILL');
  throw new Error(`the server's processes (group ${group}) did not stop within 15 s`);
}
