// How fast are the commission reports over 10 million clicks and 1 million conversions? Seeds,
// set-based inside the database: BENCH_LINKS tracking links of one publisher to one seller's
// products (bench/support/tracking-links.ts), BENCH_CLICKS raw clicks spread over 180 days,
// BENCH_CONVERSIONS conversion rows (orders, and returns of earlier orders), then `report_days`
// rolled up from both in one INSERT … SELECT as the click shipper and the attribution import
// would have left it, and its closed months built into `report_months`. Then, through the built server in its own process, times agg, metric,
// daily-metric and two grouped lists for a 90-day range as the seller and as the publisher,
// while a signed-in API call and the redirect are timed every 100 ms beside them.
// Goals: medians under 200 ms on PostgreSQL, under 1 s on PGlite; the API call and the
// redirect under 100 ms. PGlite by default; BENCH_DATABASE_URL=postgres://…/postgres runs
// PostgreSQL (a throw-away database is made there). BENCH_RUNS changes the runs per call.
// Run: npm run bench:reports
import { execFileSync } from 'node:child_process';
import { apiPrefix, userAuthHeader } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openSession } from '../apps/server/src/modules/auth/sessions.service';
import { buildReportMonths } from '../apps/server/src/modules/reports/report-months.service';
import { openBenchDatabase, percentile, signedInApp, type TBenchDatabase } from './support/catalogue';
import { visit } from './support/redirect-client';
import { freePort, startServer } from './support/server-process';
import { benchLinks, seedTrackingLinks } from './support/tracking-links';

const clickCount = Number(process.env.BENCH_CLICKS ?? 10_000_000);
const conversionCount = Number(process.env.BENCH_CONVERSIONS ?? 1_000_000);
const linkCount = Number(process.env.BENCH_LINKS ?? 5_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const lastDay = '2026-11-20';
const days = 180;
const range = 'startDate=2026-08-23&endDate=2026-11-20';
const sellerId = 'usr_bench_seller';
const publisherId = 'usr_bench_publisher';

if (conversionCount / linkCount > 2 * days) {
  throw new Error('At most two conversion rows (an order and a return) per link and day: raise BENCH_LINKS');
}

type TDb = TBenchDatabase['database']['db'];

async function timed(label: string, timings: string[], run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Clicks, conversions and their rollup, each one statement inside the database. */
async function seedFigures(db: TDb): Promise<string[]> {
  const timings: string[] = [];
  // click i: link i % links, at an instant drawn from a hash of i within the 180 days before
  // the last day ends in Los Angeles; one in 50 a bot
  await timed(`${clickCount.toLocaleString('en-US')} clicks`, timings, () =>
    db.execute(`
      insert into clicks (id, link_id, clicked_at, sub_id, ip_hash, agent_class, referrer_host, is_bot, earning)
      select 'clk_' || i, 'lnk_bench_' || (i % ${linkCount} + 1),
        timestamptz '2026-11-21 08:00:00+00' - ((hashint4(i)::bigint & 2147483647) % ${days * 86_400}) * interval '1 second',
        null, 'ip' || (i % 50000), (array['desktop','mobile','tablet'])[i % 3 + 1], null, i % 50 = 0, true
      from generate_series(1, ${clickCount}) i`),
  );
  // conversion i: link i % links on day k % 180 (k = i / links), an order the first time a
  // link and day come up, a return of part of it the second time
  await timed(`${conversionCount.toLocaleString('en-US')} conversions`, timings, () =>
    db.execute(`
      insert into conversions (id, link_id, day, asin, kind, country_code, currency, publisher_id, seller_id,
        product_id, brand_id, brand_name, tracking_id_id, detail_page_views, add_to_carts, orders, units,
        sales_minor, commission_bp, commission_minor, platform_fee_minor, cost_minor, run_id)
      select 'cnv_' || c.i, l.id, date '${lastDay}' - (c.k % ${days}), coalesce(l.asin, 'B0BRANDBUY'), c.kind, 'US', 'USD',
        l.owner_id, '${sellerId}', l.product_id, l.brand_id, l.brand_name, l.tracking_id_id,
        c.views, c.carts, c.orders, c.units, c.sales, c.bp,
        round(c.sales * c.bp / 10000.0), round(round(c.sales * c.bp / 10000.0) * 0.3),
        round(c.sales * c.bp / 10000.0) + round(round(c.sales * c.bp / 10000.0) * 0.3), 'run_bench'
      from (
        select i, (i - 1) / ${linkCount} as k, 'lnk_bench_' || ((i - 1) % ${linkCount} + 1) as link_id,
          case when (i - 1) / ${linkCount} < ${days} then 'order' else 'return' end as kind,
          case when (i - 1) / ${linkCount} < ${days} then 5 + i % 7 else 0 end as views,
          case when (i - 1) / ${linkCount} < ${days} then 2 + i % 3 else 0 end as carts,
          case when (i - 1) / ${linkCount} < ${days} then 1 + i % 3 else 0 end as orders,
          case when (i - 1) / ${linkCount} < ${days} then 1 + i % 4 else -1 end as units,
          (case when (i - 1) / ${linkCount} < ${days} then 1 + i % 4 else -1 end)
            * (999 + (hashint4(i) & 2147483647) % 5000) as sales,
          500 + i % 10 * 100 as bp
        from generate_series(1, ${conversionCount}) i
      ) c join tracking_links l on l.id = c.link_id`),
  );
  // the rollup: human clicks per link and Los Angeles day under the link's ASIN, conversion
  // figures per link, day and purchased ASIN, the link's dimensions copied in
  await timed('report_days rollup', timings, () =>
    db.execute(`
      insert into report_days (link_id, day, asin, country_code, publisher_id, seller_id, product_id, brand_id,
        brand_name, tracking_id_id, clicks, detail_page_views, add_to_carts, orders, units, returned_units,
        sales_minor, commission_minor, platform_fee_minor, cost_minor)
      select u.link_id, u.day, u.asin, l.country_code, l.owner_id, '${sellerId}', l.product_id, l.brand_id,
        l.brand_name, l.tracking_id_id, sum(u.clicks), sum(u.views), sum(u.carts), sum(u.orders), sum(u.units),
        sum(u.returned), sum(u.sales), sum(u.commission), sum(u.fee), sum(u.cost)
      from (
        select c.link_id, (c.clicked_at at time zone 'America/Los_Angeles')::date as day, coalesce(t.asin, '') as asin,
          count(*) filter (where not c.is_bot) as clicks, 0 as views, 0 as carts, 0 as orders, 0 as units,
          0 as returned, 0 as sales, 0 as commission, 0 as fee, 0 as cost
        from clicks c join tracking_links t on t.id = c.link_id
        group by 1, 2, 3
        union all
        select link_id, day, asin, 0, detail_page_views, add_to_carts, orders, units,
          case when kind = 'return' then -units else 0 end, sales_minor, commission_minor, platform_fee_minor, cost_minor
        from conversions
      ) u join tracking_links l on l.id = u.link_id
      group by u.link_id, u.day, u.asin, l.country_code, l.owner_id, l.product_id, l.brand_id, l.brand_name,
        l.tracking_id_id`),
  );
  // the closed months, summed per link as the server's build does after each import
  await timed('report_months build', timings, () => buildReportMonths({ db, now: () => new Date() }));
  await timed('vacuum analyze', timings, async () => {
    await db.execute(`vacuum analyze report_days`);
    await db.execute(`vacuum analyze report_months`);
    await db.execute(`vacuum analyze tracking_links`);
  });
  return timings;
}

/** The calls timed, for one side. */
const scenarios = (side: 'seller' | 'publisher'): [string, string][] => {
  const base = `${side}/commission/reports`;
  const grouped: [string, string][] =
    side === 'seller'
      ? [
          ['publisher list (page 1)', `${base}/publisher?${range}`],
          ['product list, by clicks (page 5)', `${base}/product?${range}&sortField=clicks&page=5`],
        ]
      : [
          ['tracking-id list (page 1)', `${base}/tracking-id?${range}`],
          ['product list, by clicks (page 5)', `${base}/product?${range}&sortField=clicks&page=5`],
        ];
  return [
    ['agg (and the previous 90 days)', `${base}/agg?${range}`],
    ['metric', `${base}/brand/metric?${range}`],
    ['daily-metric', `${base}/performance/daily-metric?${range}`],
    ...grouped,
  ];
};

async function get(base: string, token: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${apiPrefix}${path}`, {
    headers: { [userAuthHeader]: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  if (response.status !== 200) {
    throw new Error(`${path}: ${response.status}`);
  }
  return performance.now() - started;
}

/** Every 100 ms until stopped: a signed-in call and a visit to a short link, each timed. */
function probe(base: string, token: string, code: string) {
  const api: number[] = [];
  const redirect: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const tick = new Promise((next) => setTimeout(next, 100));
      const [call, hop] = await Promise.all([
        get(base, token, 'commission/config'),
        visit(base, `/t/${code}`),
      ]);
      api.push(call);
      redirect.push(hop.ms);
      await tick;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { api, redirect };
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);

async function measure(server: string | null) {
  // seeding 10 million rows in one statement outlasts the server's 2-minute statement time-out
  const bench = await openBenchDatabase(server, 3_600_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const rows: string[] = [];
  let failed = false;
  try {
    const { db } = bench.database;
    await migrateDatabase(db);
    const links = benchLinks(linkCount, base);
    const started = performance.now();
    await seedTrackingLinks(db, links);
    const timings = await seedFigures(db);
    const counted = await db.execute<{ report_rows: number }>(
      sql`select count(*)::int as report_rows from report_days`,
    );
    const { app, token: sellerToken } = await signedInApp(bench.database, sellerId);
    const publisherToken = await openSession(app.deps, 'user', publisherId);
    await app.close();
    await bench.database.close();
    console.log(
      `${bench.engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')}); ` +
        `${counted.rows[0]?.report_rows.toLocaleString('en-US')} report_days rows`,
    );
    const serverProcess = await startServer({ port, dataDir: bench.dir, databaseUrl: bench.url });
    try {
      // the first calls after a start read a cold database (seconds on PGlite): timed apart,
      // before the probe starts, so the probe measures calls beside the reports
      const firstCall = await get(base, sellerToken, 'commission/config');
      const firstReport = await get(base, sellerToken, scenarios('seller')[0]?.[1] ?? '');
      rows.push(
        `| ${bench.engine} | seller | first call after the start, then the first report | ${ms(firstCall)} | ${ms(firstReport)} |`,
      );
      const watch = probe(base, sellerToken, links[1]?.code ?? '');
      for (const [side, token] of [
        ['seller', sellerToken],
        ['publisher', publisherToken],
      ] as const) {
        for (const [name, path] of scenarios(side)) {
          const times: number[] = [];
          for (let i = 0; i < runs + 3; i++) {
            const took = await get(base, token, path);
            if (i >= 3) {
              times.push(took);
            }
          }
          const sorted = sortedCopy(times);
          const median = percentile(sorted, 0.5);
          failed ||= median > (bench.engine === 'PGlite' ? 1000 : 200);
          rows.push(
            `| ${bench.engine} | ${side} | ${name} | ${ms(median)} | ${ms(percentile(sorted, 0.95))} |`,
          );
        }
      }
      const { api, redirect } = await watch.stop();
      for (const [name, values] of [
        ['signed-in call (commission/config) beside them', api],
        ['redirect beside them', redirect],
      ] as const) {
        const sorted = sortedCopy(values);
        failed ||= percentile(sorted, 0.95) > 100;
        rows.push(
          `| ${bench.engine} | probe | ${name} (${values.length}, max ${ms(sorted.at(-1) ?? 0)}) | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} |`,
        );
      }
    } finally {
      await serverProcess.stop();
    }
  } finally {
    await bench.cleanup();
  }
  return { rows, failed };
}

// the bundle is shared with the browser tests' builds: build it under their lock
execFileSync('flock', ['/tmp/atlas-e2e.lock', 'npm', 'run', 'build', '-w', 'apps/server'], {
  stdio: 'ignore',
});
const engines = process.env.BENCH_ENGINES ?? (process.env.BENCH_DATABASE_URL ? 'pglite,postgres' : 'pglite');
const results = [];
for (const engine of engines.split(',')) {
  results.push(await measure(engine === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? null) : null));
}
console.log(
  `\n${clickCount.toLocaleString('en-US')} clicks, ${conversionCount.toLocaleString('en-US')} conversions, ` +
    `${linkCount.toLocaleString('en-US')} links, 90 days (${range}), ${runs} runs each\n`,
);
console.log('| engine | as | call | median | p95 |\n|---|---|---|---|---|');
for (const result of results) {
  console.log(result.rows.join('\n'));
}
console.log(`\nuptime: ${execFileSync('uptime').toString().trim()}`);
if (results.some((r) => r.failed)) {
  process.exitCode = 1;
}
