// How long does the month close of one marketplace take for 10 000 sellers and 100 000
// publishers, how much memory does it take, and how long does a signed-in call wait while it
// runs? Each publisher has a link to one seller's product (sellers have 10 each) with report
// rows on three days of the month, and one campaign confirmed that month: 10 000 seller billings
// with 100 000 items, and 100 000 publisher statements. A seller's billings list is called every
// 50 ms during the close.
// PGlite by default; BENCH_DATABASE_URL=postgres://…/postgres runs it on PostgreSQL as well (a
// throw-away database is made there). BENCH_SELLERS and BENCH_PUBLISHERS change the sizes.
// Run: npm run bench:billing-close

import { apiPrefix, sellerNotice, userAuthHeader } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { closeBillingMonth } from '../apps/server/src/modules/billing/billing-close.service';
import { onEachEngine, openBenchDatabase, percentile, signedInApp } from './support/catalogue';

const sellers = Number(process.env.BENCH_SELLERS ?? 10_000);
const publishers = Number(process.env.BENCH_PUBLISHERS ?? 100_000);
const month = '2026-09-01';

async function seed(db: Awaited<ReturnType<typeof openBenchDatabase>>['database']['db']) {
  await db.execute(sql`
    insert into users (id, email, password_hash, role, name, referral_code, status)
    select 'usr_bs_' || lpad(i::text, 6, '0'), 'seller' || i || '@bench.test', 'x', 'seller', 'Seller ' || i,
      'BS' || i, 'active'
    from generate_series(1, ${sellers}) i`);
  await db.execute(sql`
    insert into seller_settings (user_id, notice_version, notice_agreed_at)
    select id, ${sellerNotice.version}, now() from users where role = 'seller'`);
  await db.execute(sql`
    insert into users (id, email, password_hash, role, name, referral_code, status)
    select 'usr_bp_' || lpad(i::text, 6, '0'), 'publisher' || i || '@bench.test', 'x', 'publisher',
      'Publisher ' || i, 'BP' || i, 'active'
    from generate_series(1, ${publishers}) i`);
  await db.execute(sql`
    insert into tracking_links (id, code, owner_id, link_type, country_code, asin, brand_name, title, destination_url)
    select 'lnk_b_' || i, 'c' || i, 'usr_bp_' || lpad(i::text, 6, '0'), 'product', 'US',
      'B0' || lpad((i % (${sellers} * 10))::text, 8, '0'), 'Brand', 'Product', 'https://example.test/' || i
    from generate_series(1, ${publishers}) i`);
  // three days of the month per link
  await db.execute(sql`
    insert into report_days (link_id, day, asin, country_code, publisher_id, seller_id, brand_name, clicks,
      orders, units, sales_minor, commission_minor, platform_fee_minor, cost_minor)
    select l.id, d.day, l.asin, 'US', l.owner_id,
      'usr_bs_' || lpad((1 + (substr(l.id, 7)::int % ${sellers}))::text, 6, '0'), 'Brand', 10,
      2, 2, 4000 + d.n, 400, 120, 520
    from tracking_links l,
      (values (1, ${month}::date + 2), (2, ${month}::date + 14), (3, ${month}::date + 27)) as d(n, day)`);
  await db.execute(sql`
    insert into placements (id, publisher_id, status, title, format)
    select 'plc_b_' || i, 'usr_bp_' || lpad(i::text, 6, '0'), 'online', 'Gift guide', 'article'
    from generate_series(1, ${publishers}) i`);
  await db.execute(sql`
    insert into campaigns (id, placement_id, publisher_id, seller_id, brand_name, country_code, price_minor,
      currency, placement_title, status, confirmed_at)
    select 'cmp_b_' || i, 'plc_b_' || i, 'usr_bp_' || lpad(i::text, 6, '0'),
      'usr_bs_' || lpad((1 + i % ${sellers})::text, 6, '0'), 'Brand', 'US', 10000 + i % 9000, 'USD',
      'Gift guide', 'confirmed', ${month}::timestamptz + interval '12 days' + (i || ' seconds')::interval
    from generate_series(1, ${publishers}) i`);
  await db.execute(sql`analyze`);
}

async function measure(server: string | null) {
  const bench = await openBenchDatabase(server);
  try {
    const { db } = bench.database;
    await migrateDatabase(db);
    const seedStart = performance.now();
    await seed(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const { app, token } = await signedInApp(bench.database, 'usr_bs_000001');
    const latencies: number[] = [];
    let peakRss = process.memoryUsage().rss;
    let running = true;
    // one probe at a time, every 50 ms: a signed-in call through the whole stack
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        await app.inject({
          url: `${apiPrefix}finance/seller/billings/list`,
          headers: { [userAuthHeader]: `Bearer ${token}` },
        });
        latencies.push(performance.now() - started);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    const started = performance.now();
    const close = await closeBillingMonth(app.deps, 'US', month, 'bench');
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await probing;
    const { rows } = await db.execute<{ items: number; statement_items: number }>(sql`
      select (select count(*)::int from seller_billing_items) as items,
        (select count(*)::int from publisher_billing_items) as statement_items`);
    await app.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    return { engine: bench.engine, seedSeconds, seconds, close, peakRss, sorted, counts: rows[0] };
  } finally {
    await bench.database.close();
    await bench.cleanup();
  }
}

const results = await onEachEngine(measure);
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `\nMonth close of ${month}: ${sellers.toLocaleString('en-US')} sellers, ${publishers.toLocaleString('en-US')} publishers\n`,
);
console.log(
  '| engine | seller billings (items) | statements (campaigns) | close | peak RSS | probes | probe median | probe worst |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.close.sellerBillings.toLocaleString('en-US')} (${r.counts?.items.toLocaleString('en-US')}) | ${r.close.publisherBillings.toLocaleString('en-US')} (${r.counts?.statement_items.toLocaleString('en-US')}) | ${r.seconds.toFixed(2)} s | ${Math.round(r.peakRss / 1048576)} MB | ${r.sorted.length} | ${ms(percentile(r.sorted, 0.5))} | ${ms(r.sorted.at(-1) ?? 0)} |`,
  );
}
