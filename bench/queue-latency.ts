// How long does a signed-in call wait while the heaviest query the product has runs? On PGlite
// every query waits for the one before it (one connection), so a light call made during a heavy
// one waits for all of it; PostgreSQL serves both at once. Seeds one seller with BENCH_PRODUCTS
// products, then calls GET commission/config one after another, first alone, then while the
// seller's whole catalogue is exported (seller/product/export: the largest read today).
// PGlite by default, PostgreSQL with BENCH_DATABASE_URL. Run: npx tsx bench/queue-latency.ts
import { apiPrefix, userAuthHeader } from '@atlas/shared';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openBenchDatabase, percentile, seedCatalogue, signedInApp } from './support/catalogue';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);

async function main() {
  const { database, engine, cleanup } = await openBenchDatabase();
  try {
    await migrateDatabase(database.db);
    const sellerId = await seedCatalogue(database.db, productCount);
    const { app, token } = await signedInApp(database, sellerId);
    const get = async (path: string) => {
      const started = performance.now();
      const response = await app.inject({
        url: apiPrefix + path,
        headers: { [userAuthHeader]: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) {
        throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      return performance.now() - started;
    };
    const light = 'commission/config';
    const alone: number[] = [];
    for (let i = 0; i < 50; i++) {
      alone.push(await get(light));
    }
    let exporting = true;
    const heavy = get('seller/product/export').finally(() => {
      exporting = false;
    });
    const during: number[] = [];
    while (exporting) {
      during.push(await get(light));
    }
    const heavyMs = await heavy;
    alone.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(`${engine}, ${productCount.toLocaleString('en-US')} products`);
    console.log(`| ${light} | median | worst |`);
    console.log(`|---|---|---|`);
    console.log(`| alone (50 calls) | ${ms(percentile(alone, 0.5))} | ${ms(alone.at(-1) ?? 0)} |`);
    console.log(
      `| during the catalogue export (${ms(heavyMs)}, ${during.length} calls) | ${ms(percentile(during, 0.5))} | ${ms(during.at(-1) ?? 0)} |`,
    );
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
