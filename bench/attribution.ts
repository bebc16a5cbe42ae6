// How long does one marketplace day of attribution take to import for 100 000 links: the demo
// marketplace derives the orders from the day's click rows, then the import prices them and
// replaces the day's conversions and report_days in one transaction? Goal: under 10 s.
// PGlite by default; BENCH_DATABASE_URL=postgres://…/postgres runs it on PostgreSQL as well (a
// throw-away database is made there). BENCH_LINKS=… changes the size.
// Run: npm run bench:attribution
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createDemoAttribution } from '../apps/server/src/integrations/marketplace/attribution/demo-attribution';
import type { TAttributionSource } from '../apps/server/src/integrations/marketplace/attribution/types';
import { importAttributionDay } from '../apps/server/src/modules/conversions/import.service';
import { onEachEngine, openBenchDatabase } from './support/catalogue';
import { benchLinks, seedTrackingLinks } from './support/tracking-links';

const linkCount = Number(process.env.BENCH_LINKS ?? 100_000);
const day = '2026-11-20';

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  return { result, seconds: (performance.now() - started) / 1000 };
}

async function measure(server: string | null) {
  const bench = await openBenchDatabase(server);
  try {
    const { db } = bench.database;
    await migrateDatabase(db);
    await seedTrackingLinks(db, benchLinks(linkCount, 'http://localhost:3000'));
    // every link clicked on the day and the day before (whose orders bring the day's returns):
    // 20 to 219 human clicks each, as the click shipper sums them
    await db.execute(sql`
      insert into click_days (link_id, day, sub_id, clicks)
      select id, d.day, '', 20 + (hashtext(id || d.day::text) & 1023) % 200
      from tracking_links, (values (${day}::date), (${day}::date - 1)) as d(day)`);
    await db.execute(sql`analyze`);
    // The seeding's WAL written out now, so that neither import pays for a checkpoint the seeding
    // brought on (PGlite checkpoints in the one backend, when max_wal_size is reached).
    await db.execute(sql`checkpoint`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bench.dir });
    const app = await buildApp({ config, db, webDist: false });
    // The marketplace's part (the demo derives the orders from click_days) timed apart from the
    // import's own work (links, prices, the write transaction).
    const demo = createDemoAttribution(db);
    const sourceSeconds: number[] = [];
    const source: TAttributionSource = {
      report: async (...args) => {
        const { result, seconds } = await timed(() => demo.report(...args));
        sourceSeconds.push(seconds);
        return result;
      },
    };
    const first = await timed(() => importAttributionDay(app.deps, 'US', day, 'bench', { source }));
    const again = await timed(() => importAttributionDay(app.deps, 'US', day, 'bench', { source }));
    const { rows } = await db.execute<{ orders: number; returns: number; report_rows: number }>(sql`
      select (select coalesce(sum(orders), 0)::int from conversions) as orders,
        (select count(*)::int from conversions where kind = 'return') as returns,
        (select count(*)::int from report_days where day = ${day}::date) as report_rows`);
    await app.close();
    return { engine: bench.engine, first, again, sourceSeconds, totals: rows[0] };
  } finally {
    await bench.database.close();
    await bench.cleanup();
  }
}

const results = await onEachEngine(measure);
console.log(`\n${linkCount.toLocaleString('en-US')} links, one day (${day})\n`);
console.log(
  '| engine | conversion rows | orders | returns | report_days rows | import (of it the marketplace) | import again (of it the marketplace) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.first.result.conversions.toLocaleString('en-US')} | ${r.totals?.orders.toLocaleString('en-US')} | ${r.totals?.returns.toLocaleString('en-US')} | ${r.totals?.report_rows.toLocaleString('en-US')} | ${r.first.seconds.toFixed(2)} s (${r.sourceSeconds[0]?.toFixed(2)} s) | ${r.again.seconds.toFixed(2)} s (${r.sourceSeconds[1]?.toFixed(2)} s) |`,
  );
}
if (results.some((r) => r.first.seconds > 10 || r.again.seconds > 10)) {
  process.exitCode = 1;
}
