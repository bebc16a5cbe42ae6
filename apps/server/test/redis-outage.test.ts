import { spawnSync } from 'node:child_process';
import { createServer, type Server, Socket } from 'node:net';
import { join } from 'node:path';
import { authCalls, passwordCalls, type TAnyCall } from '@atlas/shared';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from './support/call';
import { createUser, lastEmailTo, testPassword } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// docs/architecture.md, "Faults: Redis". The machine's Redis is never stopped: the app is
// pointed at a port nothing listens on, at a "black hole" (accepts, never answers), and (with
// TEST_REDIS_URL) at a proxy to the real Redis that the test cuts and restores.
// A hang used to last the whole outage (43 s measured); "answers" here means before 5 s.
const answersWithinMs = 5000;
/** BullMQ's worker takes the queue up again by itself once Redis is back (its reconnect backoff). */
const workerBackWithinMs = 10_000;

type TRedisDown = { url: string; close: () => Promise<void> };

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function closedPort(): Promise<TRedisDown> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return { url: `redis://127.0.0.1:${port}`, close: async () => undefined };
}

async function blackHole(): Promise<TRedisDown> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) {
        socket.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A TCP proxy to `target` that can be cut (every connection dropped, nothing accepted) and
 * restored, or frozen (connections kept, Redis's answers swallowed: a hung Redis).
 */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let frozen = false;
  const open = async () => {
    server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.on('data', (chunk) => {
        if (!frozen) {
          client.write(chunk);
        }
      });
    });
    port = await listen(server, port);
  };
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closing = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) {
        socket.destroy();
      }
      sockets.clear();
      await closing;
    },
    restore: open,
    freeze: (on: boolean) => {
      frozen = on;
    },
  };
}

let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp % 250}`;

function callsOf(t: TTestApp) {
  const post = async <C extends TAnyCall>(descriptor: C, body: unknown, remoteAddress: string) => {
    const started = performance.now();
    const answer = await callOf(t.app, descriptor, { body, remoteAddress });
    return { ...answer, ms: performance.now() - started };
  };
  return {
    login: (email: string, password: string, ip = nextIp()) =>
      post(authCalls.loginUser, { email, password }, ip),
    forgot: (email: string, ip = nextIp()) => post(passwordCalls.requestPasswordReset, { email }, ip),
  };
}

describe.each([
  ['nothing listens on its port', closedPort],
  ['it accepts and never answers', blackHole],
])('Redis down from the start (%s)', (_, makeDown) => {
  let down: TRedisDown;
  let t: TTestApp;
  beforeAll(async () => {
    down = await makeDown();
    t = await createTestApp({ REDIS_URL: down.url, LOGIN_LIMIT_PER_ACCOUNT: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await down?.close();
  });

  it('signs up and signs in without waiting on Redis, and still limits failed sign-ins', async () => {
    const { login } = callsOf(t);
    const { user } = await createUser(t, 'seller');
    const ok = await login(user.email, testPassword);
    expect(ok.status).toBe(200);
    expect(ok.ms).toBeLessThan(answersWithinMs);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const wrong = await login(user.email, 'wrong-pass-1', ip);
      expect(wrong.status, `failure ${i + 1}`).toBe(400);
      expect(wrong.ms).toBeLessThan(answersWithinMs);
    }
    const held = await login(user.email, testPassword, ip);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });

  it('answers forgot password, still sends the link, and still limits it per e-mail', async () => {
    const { forgot } = callsOf(t);
    const { user } = await createUser(t, 'partner');
    const first = await forgot(user.email);
    expect(first.status).toBe(200);
    expect(first.ms).toBeLessThan(answersWithinMs);
    // The job Redis could not take ran on this instance: the e-mail is in the outbox.
    await t.app.deps.jobs.idle();
    expect((await lastEmailTo(t, user.email, 'password_reset'))?.text).toContain('reset-password?token=');
    for (let i = 0; i < 4; i++) {
      expect((await forgot(user.email)).status).toBe(200);
    }
    const refused = await forgot(user.email);
    expect(refused.status).toBe(429);
    expect(refused.ms).toBeLessThan(answersWithinMs);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  'Redis lost after the start, then back (runs when TEST_REDIS_URL is set; CI always)',
  () => {
    let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
    let t: TTestApp;
    let direct: Redis;
    // Its own queue and keys: another file's app on the same Redis never takes its jobs.
    const prefix = `outage-${process.pid}-${Date.now()}`;
    beforeAll(async () => {
      proxy = await cuttableProxy(new URL(process.env.TEST_REDIS_URL!));
      direct = new Redis(process.env.TEST_REDIS_URL!);
      t = await createTestApp({ REDIS_URL: proxy.url(), REDIS_PREFIX: prefix, LOGIN_LIMIT_PER_ACCOUNT: '3' });
    });
    afterAll(async () => {
      await t?.close();
      direct?.disconnect();
      await proxy?.cut();
    });

    const countedInRedis = (email: string) => direct.exists(`${prefix}:rl:reset-link-email:${email}`);

    it('answers while it is away and counts in Redis again once it is back, by itself', async () => {
      const { forgot, login } = callsOf(t);
      const { user } = await createUser(t, 'seller');
      const before = `before-${Date.now()}@example.test`;
      expect((await forgot(before)).status).toBe(200);
      expect(await countedInRedis(before)).toBe(1);

      await proxy.cut();
      const during = `during-${Date.now()}@example.test`;
      const away = await forgot(during);
      expect(away.status).toBe(200);
      expect(away.ms).toBeLessThan(answersWithinMs);
      expect(await countedInRedis(during)).toBe(0);
      const signIn = await login(user.email, testPassword);
      expect(signIn.status).toBe(200);
      expect(signIn.ms).toBeLessThan(answersWithinMs);

      await proxy.restore();
      const deadline = Date.now() + 20_000;
      let back = false;
      while (!back && Date.now() < deadline) {
        const after = `after-${Date.now()}@example.test`;
        expect((await forgot(after)).status).toBe(200);
        back = (await countedInRedis(after)) === 1;
        if (!back) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      expect(back).toBe(true);

      // The job worker is back too: an e-mail queued on Redis now is delivered by it, not by
      // this instance's in-process runner (which would have had to take it while Redis was away).
      const { user: resetting } = await createUser(t, 'partner');
      expect((await forgot(resetting.email)).status).toBe(200);
      await expect
        .poll(async () => (await lastEmailTo(t, resetting.email, 'password_reset'))?.status, {
          timeout: workerBackWithinMs,
          interval: 100,
        })
        .toBe('sent');
      const mail = await lastEmailTo(t, resetting.email, 'password_reset');
      const queue = new Queue(prefix, { connection: { url: process.env.TEST_REDIS_URL! } });
      try {
        expect((await queue.getJob(mail!.id))?.finishedOn).toBeDefined();
      } finally {
        await queue.close();
      }
    });

    it('answers sign-in while a connected Redis stops answering, and still limits it', async () => {
      const { login } = callsOf(t);
      const { user } = await createUser(t, 'partner');
      proxy.freeze(true);
      try {
        // Several limit commands per sign-in: only the first waits for the command bound.
        const ok = await login(user.email, testPassword);
        expect(ok.status).toBe(200);
        expect(ok.ms).toBeLessThan(answersWithinMs);
        const ip = nextIp();
        for (let i = 0; i < 3; i++) {
          expect((await login(user.email, 'wrong-pass-1', ip)).status).toBe(400);
        }
        const held = await login(user.email, testPassword, ip);
        expect(held.status).toBe(429);
        expect(held.ms).toBeLessThan(answersWithinMs);
      } finally {
        // The swallowed answers leave each connection out of step: drop them, ioredis reconnects.
        proxy.freeze(false);
        await proxy.cut();
        await proxy.restore();
      }
    });
  },
);

describe('a start with Redis unreachable', () => {
  const serverDir = join(import.meta.dirname, '..');
  const start = (redisUrl: string) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATA_DIR: join(process.env.TMPDIR ?? '/tmp', `redis-start-${Date.now()}`),
        REDIS_URL: redisUrl,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { code: result.status, stderr: result.stderr.trim() };
  };

  it('stops with one line naming REDIS_URL and the address tried, without its password', async () => {
    const down = await closedPort();
    const url = down.url.replace('redis://', 'redis://:s3cret@');
    const { code, stderr } = start(url);
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Affiliate Atlas could not start: REDIS_URL: cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ /,
    );
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toContain('s3cret');
  });

  it('stops the same way when Redis accepts and never answers', async () => {
    const down = await blackHole();
    try {
      // spawnSync blocks this loop; the kernel still completes the connection, nothing answers.
      const { code, stderr } = start(down.url);
      expect(code).toBe(1);
      expect(stderr.split('\n')).toHaveLength(1);
      expect(stderr).toMatch(
        /^Affiliate Atlas could not start: REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+ /,
      );
    } finally {
      await down.close();
    }
  });
});
