// What the benchmarks share: a throw-away database (PGlite by default, PostgreSQL with
// BENCH_DATABASE_URL, a server where a database may be created and dropped), a seller with a
// large catalogue, and the app signed in as that seller.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, sellerNotice, userAuthHeader } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { sellerSettings, users } from '../../apps/server/src/db/schema';
import { openSession } from '../../apps/server/src/modules/auth/sessions.service';

const serverUrl = process.env.BENCH_DATABASE_URL;

/**
 * A fresh database: PGlite in a temporary folder (`dir`) when `server` is null, or a throw-away
 * database on that PostgreSQL server (`url`); BENCH_DATABASE_URL by default. A bench that starts
 * the server itself closes `database` first.
 */
export async function openBenchDatabase(
  server: string | null = serverUrl ?? null,
  statementTimeoutMs?: number,
) {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
  if (!server) {
    const database = await openDatabase({ dataDir: dir, statementTimeoutMs });
    return {
      database,
      engine: 'PGlite',
      dir,
      url: undefined,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `atlas_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: dir, statementTimeoutMs });
  return {
    database,
    engine: 'PostgreSQL',
    dir,
    url: url.toString(),
    cleanup: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TBenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/** `measure` on PGlite, then on PostgreSQL when BENCH_DATABASE_URL names a server: the results in that order. */
export async function onEachEngine<T>(measure: (server: string | null) => Promise<T>): Promise<T[]> {
  const results = [await measure(null)];
  if (serverUrl) {
    results.push(await measure(serverUrl));
  }
  return results;
}

/** One seller, five active brands, N US products (a tenth with 3 variations), N/4 in the UK. */
export async function seedCatalogue(db: TBenchDatabase['database']['db'], productCount: number) {
  const sellerId = 'usr_bench_seller';
  await db.insert(users).values({
    id: sellerId,
    email: 'bench@example.test',
    passwordHash: 'x',
    role: 'seller',
    name: 'Bench',
    referralCode: 'BENCH234',
    status: 'active',
  });
  await db
    .insert(sellerSettings)
    .values({ userId: sellerId, noticeVersion: sellerNotice.version, noticeAgreedAt: new Date() });
  await db.execute(`
    insert into brands (id, seller_id, marketplace_brand_name, status, activated_at)
    select 'brd_bench_' || b, '${sellerId}', 'Brand ' || b, 'active', now() from generate_series(1, 5) b;
    insert into products (id, seller_id, brand_id, asin, country_code, title, price_minor, currency,
      availability, status, commission_bp, created_at)
    select 'prd_us_' || i, '${sellerId}', 'brd_bench_' || (i % 5 + 1), 'B0' || lpad(i::text, 8, '0'), 'US',
      (array['Stainless Steel','Cast Iron','Bamboo','Ceramic','Copper'])[i % 5 + 1] || ' ' ||
      (array['Kettle','Skillet','Knife','Lamp','Tent','Bottle','Backpack','Candle'])[i % 8 + 1] || ' model ' || i,
      999 + (i * 7919) % 20000, 'USD', 'in_stock',
      case when i % 4 = 0 then 'active' else 'inactive' end,
      case when i % 3 = 0 then 100 + (i % 40) * 100 end,
      now() - (i || ' seconds')::interval
    from generate_series(1, ${productCount}) i;
    insert into products (id, seller_id, brand_id, parent_id, asin, country_code, title, price_minor, currency, created_at)
    select 'prd_var_' || i || '_' || v, '${sellerId}', 'brd_bench_' || (i % 5 + 1), 'prd_us_' || i,
      'C' || v || lpad(i::text, 8, '0'), 'US', 'Variation ' || v || ' of ' || i, 1999, 'USD', now()
    from generate_series(10, ${productCount}, 10) i, generate_series(1, 3) v;
    insert into products (id, seller_id, brand_id, asin, country_code, title, price_minor, currency, created_at)
    select 'prd_uk_' || i, '${sellerId}', 'brd_bench_' || (i % 5 + 1), 'B0' || lpad(i::text, 8, '0'), 'UK',
      'UK product ' || i, 1499, 'GBP', now()
    from generate_series(1, ${Math.floor(productCount / 4)}) i;
  `);
  // A settled table, as in production (autovacuum): counts read the index alone.
  await db.execute('vacuum analyze products');
  await db.execute('vacuum analyze brands');
  return sellerId;
}

/** The whole app on the bench database, and a session of the seeded seller. */
export async function signedInApp(
  database: TBenchDatabase['database'],
  sellerId: string,
  env: Record<string, string> = {},
) {
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      APP_SECRET: 'bench-secret-'.padEnd(40, 'x'),
      ...env,
    }),
    db: database.db,
    webDist: false,
  });
  await app.ready();
  return { app, token: await openSession(app.deps, 'user', sellerId) };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Times each GET `runs` times after 3 warm-up calls, through the whole stack, and prints a
 * Markdown row per call: median, 95th percentile and, with `withTotal`, the answer's total.
 */
export async function timeCalls(
  app: FastifyInstance,
  token: string,
  scenarios: [name: string, path: string][],
  runs: number,
  withTotal = false,
) {
  console.log(
    `\n| call | median | p95 |${withTotal ? ' total |' : ''}\n|---|---|---|${withTotal ? '---|' : ''}`,
  );
  for (const [name, path] of scenarios) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: apiPrefix + path,
        headers: { [userAuthHeader]: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) {
        throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      }
      if (i >= 3) {
        times.push(performance.now() - started);
      }
      total = String(response.json().data?.total ?? '');
    }
    times.sort((a, b) => a - b);
    const row = `| ${name} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms |`;
    console.log(withTotal ? `${row} ${total} |` : row);
  }
}
