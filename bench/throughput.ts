// How many signed-in calls a second one server answers, and how fast: autocannon (50
// connections, 10 s each, in a process of its own on this machine) against the whole app listening on a port, built as in
// production (no answer checks, no request logs). Beside it, in the same run and on the same
// database handle, a bare Fastify server answering with three `select 1` and with no query: the
// ceiling of this machine. Seeds one seller with BENCH_PRODUCTS products (10 000 by default).
// PGlite by default, PostgreSQL with BENCH_DATABASE_URL. Run: npm run bench:throughput

import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { apiPrefix, userAuthHeader } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openBenchDatabase, seedCatalogue, signedInApp, type TBenchDatabase } from './support/catalogue';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

type TRow = { target: string; rps: number; p50: number; p99: number; errors: number };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error('The bench server has no port');
  }
  return `http://127.0.0.1:${address.port}`;
}

// The load tool runs in its own process: in this one it would take the server's event loop.
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type TAutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number };
  latency: { p50: number; p99: number };
};

async function load(target: string, url: string, headers: Record<string, string> = {}): Promise<TRow> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  const result: TAutocannonResult = JSON.parse(stdout);
  const errors = result.errors + result.timeouts + result.non2xx;
  return { target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** The machine's ceiling on the same database handle: Fastify and the driver, nothing of ours. */
async function bareServer(db: TBenchDatabase['database']['db']) {
  const bare = Fastify({ logger: false });
  bare.get('/none', async () => ({ ok: true }));
  bare.get('/three', async () => {
    for (let i = 0; i < 3; i++) {
      await db.execute(sql`select 1`);
    }
    return { ok: true };
  });
  return { bare, url: await listen(bare) };
}

async function main() {
  const { database, engine, cleanup } = await openBenchDatabase();
  try {
    await migrateDatabase(database.db);
    const sellerId = await seedCatalogue(database.db, productCount);
    const { app, token } = await signedInApp(database, sellerId, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    // The same app with no kept pages: what a page costs when it is read afresh (a first visit,
    // or the catalogue changed since).
    const fresh = await signedInApp(database, sellerId, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ANSWER_CACHE_ENTRIES: '0',
    });
    const base = await listen(app);
    const freshBase = await listen(fresh.app);
    const { bare, url: bareUrl } = await bareServer(database.db);
    const rows: TRow[] = [];
    const list = 'seller/product/list?countryCode=US&pageSize=20';
    for (const [target, server, bearer, path] of [
      ['GET commission/config', base, token, 'commission/config'],
      ['GET seller/product/list (page 1 of 20)', base, token, list],
      ['GET seller/product/list, read afresh every time', freshBase, fresh.token, list],
    ] as const) {
      const headers = { [userAuthHeader]: `Bearer ${bearer}` };
      // One call first: the answer must be a 200, or the figures below measure an error page.
      const probe = await fetch(`${server}${apiPrefix}${path}`, { headers });
      if (probe.status !== 200) {
        throw new Error(`${path}: ${probe.status} ${(await probe.text()).slice(0, 200)}`);
      }
      rows.push(await load(target, `${server}${apiPrefix}${path}`, headers));
    }
    rows.push(await load('bare Fastify, three `select 1`', `${bareUrl}/three`));
    rows.push(await load('bare Fastify, no query', `${bareUrl}/none`));
    console.log(
      `${engine}, ${productCount.toLocaleString('en-US')} products, ${connections} connections, ${seconds} s`,
    );
    console.log('| call | req/s | p50 | p99 | errors |\n|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.target} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} |`,
      );
    }
    await bare.close();
    await fresh.app.close();
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
