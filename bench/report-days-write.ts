// What does the month states' statement trigger on report_days (migration 0025) cost a write?
// 100 000 report_days rows for one day, written 5 000 a statement in one transaction as the
// attribution import writes them, into a day of the open month and a day of a closed month,
// with the insert trigger enabled and disabled, each twice (alternating). PGlite by default;
// BENCH_DATABASE_URL=postgres://…/postgres adds PostgreSQL in a throw-away database.
// BENCH_LINKS=… changes the size. Run: npm run bench:report-days-write
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { addDays, addMonths, dayInZone, monthOf } from '../apps/server/src/platform/zoned-day';
import { onEachEngine, openBenchDatabase } from './support/catalogue';
import { benchLinks, seedTrackingLinks } from './support/tracking-links';

const linkCount = Number(process.env.BENCH_LINKS ?? 100_000);
const chunk = 5_000;
const openDay = dayInZone(new Date(), 'America/Los_Angeles');
// the 15th, two months back: closed in every zone, even at UTC+14
const closedDay = addDays(addMonths(monthOf(openDay), -2), 14);
const trigger = 'report_month_states_insert';

type TDb = Awaited<ReturnType<typeof openBenchDatabase>>['database']['db'];

/** The day's rows of every link, 5 000 a statement in one transaction; the seconds it took. */
async function writeDay(db: TDb, ids: string[], day: string): Promise<number> {
  await db.execute(sql`delete from report_days where day = ${day}::date`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (let start = 0; start < ids.length; start += chunk) {
      await tx.execute(sql`
        insert into report_days (link_id, day, asin, country_code, publisher_id, seller_id, product_id,
          brand_id, brand_name, tracking_id_id, clicks, detail_page_views, add_to_carts, orders, units,
          sales_minor, commission_minor, platform_fee_minor, cost_minor)
        select l.id, ${day}::date, coalesce(l.asin, ''), l.country_code, l.owner_id, p.seller_id, l.product_id,
          l.brand_id, l.brand_name, l.tracking_id_id, 40, 28, 4, 2, 3, 5997, 600, 180, 780
        from unnest(${sql.param(ids.slice(start, start + chunk))}::text[]) as i(id)
          join tracking_links l on l.id = i.id
          left join products p on p.id = l.product_id
        order by 1`);
    }
  });
  return (performance.now() - started) / 1000;
}

async function measure(server: string | null) {
  const bench = await openBenchDatabase(server);
  try {
    const { db } = bench.database;
    await migrateDatabase(db);
    const links = benchLinks(linkCount, 'http://localhost:3000');
    await seedTrackingLinks(db, links);
    await db.execute(sql`analyze`);
    await db.execute(sql`checkpoint`);
    const ids = links.map((l) => l.id);
    const seconds: Record<string, number[]> = {};
    for (let round = 0; round < 2; round++) {
      for (const [month, day] of [
        ['open', openDay],
        ['closed', closedDay],
      ] as const) {
        for (const enabled of [true, false]) {
          await db.execute(
            sql.raw(`alter table report_days ${enabled ? 'enable' : 'disable'} trigger ${trigger}`),
          );
          const key = `${month}|${enabled}`;
          seconds[key] = [...(seconds[key] ?? []), await writeDay(db, ids, day)];
        }
      }
    }
    await db.execute(sql.raw(`alter table report_days enable trigger ${trigger}`));
    // the trigger did fire: the closed month's version moved on (its deletes count too)
    const { rows } = await db.execute<{ version: number }>(sql`
      select coalesce(max(version), 0)::int as version from report_month_states
      where country_code = 'US' and month = ${monthOf(closedDay)}::date`);
    return { engine: bench.engine, seconds, closedVersion: rows[0]?.version ?? 0 };
  } finally {
    await bench.database.close();
    await bench.cleanup();
  }
}

const results = await onEachEngine(measure);
const both = (values: number[] | undefined) => (values ?? []).map((s) => `${s.toFixed(2)} s`).join(', ');
console.log(
  `\n${linkCount.toLocaleString('en-US')} report_days rows, ${chunk.toLocaleString('en-US')} a statement; open month day ${openDay}, closed month day ${closedDay}\n`,
);
console.log(
  `closed month's version after the runs: ${results.map((r) => `${r.engine} ${r.closedVersion}`).join(', ')}\n`,
);
console.log('| engine | month written | with the trigger (two runs) | without it (two runs) |');
console.log('|---|---|---|---|');
for (const r of results) {
  for (const month of ['open', 'closed']) {
    console.log(
      `| ${r.engine} | ${month} | ${both(r.seconds[`${month}|true`])} | ${both(r.seconds[`${month}|false`])} |`,
    );
  }
}
