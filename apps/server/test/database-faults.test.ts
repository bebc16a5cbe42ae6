import { createServer, type Server, type Socket } from 'node:net';
import { ErrorCode } from '@atlas/shared';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FaultTolerantPool } from '../src/db/fault-tolerant-pool';
import { isDatabaseUnavailable } from '../src/platform/db-errors';
import { createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// docs/architecture.md, "Faults: the database". The error shapes are pg's own, made by talking
// to a closed port, to a socket that hangs up and to one that never answers; the PostgreSQL leg
// also cuts the app's own connections with pg_terminate_backend while calls are running.
const template = inject('dbTemplate');
const lines: string[] = [];
const uncaught: unknown[] = [];
const noteUncaught = (error: unknown) => void uncaught.push(error);
let t: TTestApp;
let refusedUrl: string;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that does `onSocket` with each connection; closed after the test. */
async function fakeDatabase(onSocket: (socket: Socket) => void): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  const port = await listen(server);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    close: () => {
      for (const socket of sockets) {
        socket.destroy();
      }
      server.close();
    },
  };
}

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  process.on('uncaughtException', noteUncaught);
  process.on('unhandledRejection', noteUncaught);
  refusedUrl = `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  const { db } = t.database;
  t.app.get('/api/atlas/v1/test/db/sleep', async (request) => {
    const { s } = request.query as { s: string };
    await db.execute(sql`select pg_sleep(${Number(s)})`);
    return { ok: true };
  });
  // Holds its connection between statements, as a transaction waiting on other work does.
  t.app.get('/api/atlas/v1/test/db/transaction', async (request) => {
    const { ms } = request.query as { ms: string };
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, Number(ms)));
      await tx.execute(sql`select 1`);
    });
    return { ok: true };
  });
  t.app.get('/api/atlas/v1/test/db/refused', async () => {
    const pool = new FaultTolerantPool({ connectionString: refusedUrl });
    try {
      await pool.query('select 1');
    } finally {
      await pool.end();
    }
  });
  t.app.get('/api/atlas/v1/test/db/syntax', async () => {
    await db.execute(sql`selec 1`);
  });
});

afterAll(async () => {
  await t.close();
  process.off('uncaughtException', noteUncaught);
  process.off('unhandledRejection', noteUncaught);
});

describe('which database errors mean "try again shortly"', () => {
  it('a closed port, a hang-up and a connect time-out, as pg reports them', async () => {
    const refused = await errorOf(() => new pg.Client({ connectionString: refusedUrl }).connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const hangUp = await fakeDatabase((socket) => socket.end());
    const cut = await errorOf(() => new pg.Client({ connectionString: hangUp.url }).connect());
    hangUp.close();
    expect((cut as Error).message).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(cut)).toBe(true);

    // The first caller times out connecting; the second, waiting for the pool's one slot.
    const silent = await fakeDatabase(() => undefined);
    const pool = new FaultTolerantPool({
      connectionString: silent.url,
      max: 1,
      connectionTimeoutMillis: 300,
    });
    const [connecting, waiting] = await Promise.all([
      errorOf(() => pool.query('select 1')),
      errorOf(() => pool.query('select 1')),
    ]);
    await pool.end();
    silent.close();
    expect((connecting as Error).message).toMatch(/connection timeout/);
    expect((waiting as Error).message).toMatch(/timeout exceeded when trying to connect/);
    expect(isDatabaseUnavailable(connecting)).toBe(true);
    expect(isDatabaseUnavailable(waiting)).toBe(true);
  });

  it('connection SQLSTATEs, also inside Drizzle’s wrapper; a bad statement or constraint is not one', async () => {
    const stateError = (code: string) => Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', '25P03']) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], stateError(code))), code).toBe(true);
    }
    for (const code of ['23505', '42601', '57014', '40001', '22P02']) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], stateError(code))), code).toBe(
        false,
      );
    }
    const syntax = await errorOf(() => t.database.db.execute(sql`selec 1`));
    expect(syntax).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });
});

describe('what a caller sees', () => {
  it('an unreachable database answers 503 with Retry-After; a bug still answers 500', async () => {
    const down = await t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/refused' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    const requestId = down.headers['x-request-id'];
    expect(down.json()).toEqual({
      success: false,
      code: ErrorCode.internal,
      error: `The service is briefly unavailable; please try again in 5 seconds (request ${requestId})`,
      data: { requestId },
    });
    const bug = await t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/syntax' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
  });

  it.skipIf(template.engine !== 'postgres')(
    'pg_terminate_backend during calls and a transaction: they answer 503, the process lives, the next call works',
    async () => {
      const [{ name }] = (await t.database.db.execute(sql`select current_database() as name`)).rows as [
        { name: string },
      ];
      const admin = new pg.Client({ connectionString: template.engine === 'postgres' ? template.url : '' });
      await admin.connect();
      const logged = lines.length;
      try {
        const running = [
          t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/sleep?s=10' }),
          t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/sleep?s=10' }),
          t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/transaction?ms=1500' }),
          t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/transaction?ms=1500' }),
        ];
        const busy = async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_stat_activity where datname = $1 and (query like '%pg_sleep%' or state = 'idle in transaction')`,
              [name],
            )
          ).rows[0].n as number;
        for (let tries = 0; (await busy()) < 4 && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const killed = await admin.query(
          'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        expect(killed.rows.length).toBeGreaterThanOrEqual(4);
        const answers = await Promise.all(running);
        for (const answer of answers) {
          expect(answer.statusCode, answer.body).toBe(503);
          expect(answer.headers['retry-after']).toBe('5');
        }
        // The killed backends are gone; the pool has dropped their connections by itself.
        for (let tries = 0; tries < 100; tries++) {
          const left = await admin.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (left.rows[0].n === 0) {
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const next = await t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/db/sleep?s=0' });
        expect(next.statusCode).toBe(200);
        const afterTransaction = await t.app.inject({
          method: 'GET',
          url: '/api/atlas/v1/test/db/transaction?ms=0',
        });
        expect(afterTransaction.statusCode).toBe(200);
        // A real call of the app, with its own transactions: register and activate an account.
        await createUser(t, 'seller');
        expect(uncaught).toEqual([]);
        expect(lines.slice(logged).filter((line) => line.includes('database unavailable'))).toHaveLength(4);
      } finally {
        await admin.end();
      }
    },
    20_000,
  );
});
