import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The built app (npm run build ran before) started for the browser tests on a data folder of
// their own: the suite's server (global-setup) and the payments' (payments-server).

const root = join(import.meta.dirname, '..', '..');

/** How long the app may take to migrate and seed the demo (about 10 s; far more on a loaded machine). */
const startLimitMs = 150_000;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type TAppServer = {
  child: ChildProcess;
  stop: () => Promise<void>;
  /** The last of what the app printed (warnings and errors: its jobs' failures among them). */
  output: () => string;
};

const outputKept = 20_000;

/** Starts the app on `port` with `dataDir` and waits until it answers (it listens once seeded). */
export async function startApp(dataDir: string, port: number): Promise<TAppServer> {
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputKept);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://localhost:${port}/api/atlas/openapi.json`;
  const deadline = Date.now() + startLimitMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the app exited while starting:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the app did not answer at ${url}:\n${output}`);
    }
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) {
        done();
        return;
      }
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { child, stop, output: () => output };
}
