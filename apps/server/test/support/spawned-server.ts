import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real server (src/main.ts) in a process of its own, for the tests that SIGKILL it in the
// middle of a write and start it again on the same DATA_DIR (payment-kill, payout-kill), or kill
// its database process (embedded-supervision).

const serverDir = join(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Servers in their own process groups; `killAll` ends what is left. `spawn` answers at once (a
 * start expected to be refused is never awaited as serving), `start` once the server serves.
 */
export function spawnedServers() {
  const running: ChildProcess[] = [];
  const spawnServer = (env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'never',
        ...env,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const serving = new Promise<void>((ready, fail) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('is running')) {
          ready();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      void exited.then((code) => fail(new Error(`the server exited ${code}: ${stderr.trim() || stdout}`)));
    });
    serving.catch(() => {});
    /** Sends `signal` to the server's whole process group and waits for it to end. */
    const stop = async (signal: 'SIGKILL' | 'SIGTERM') => {
      process.kill(-(child.pid ?? 0), signal);
      await exited;
    };
    return { child, serving, exited, stop, output: () => ({ stdout, stderr }) };
  };
  return {
    spawn: spawnServer,
    async start(env: Record<string, string>) {
      const server = spawnServer(env);
      await server.serving;
      return server;
    },
    killAll() {
      for (const child of running.splice(0)) {
        if (child.exitCode === null && child.pid) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // gone already
          }
        }
      }
    },
  };
}
