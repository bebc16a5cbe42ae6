import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real server (src/main.ts) in a process of its own, for the tests that SIGKILL it in the
// middle of a write and start it again on the same DATA_DIR (payment-kill, payout-kill).

const serverDir = join(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts servers in their own process groups, each once it serves; `killAll` ends what is left. */
export function spawnedServers() {
  const running: ChildProcess[] = [];
  return {
    async start(env: Record<string, string>) {
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
      let output = '';
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      await new Promise<void>((ready, fail) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is running')) {
            ready();
          }
        });
        child.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        void exited.then(() => fail(new Error(`the server exited: ${output}`)));
      });
      /** Sends `signal` to the server's whole process group and waits for it to end. */
      const stop = async (signal: 'SIGKILL' | 'SIGTERM') => {
        process.kill(-(child.pid ?? 0), signal);
        await exited;
      };
      return { child, exited, stop };
    },
    killAll() {
      for (const child of running) {
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
