// How fast is the seller's product list over 100 000 products? Seeds one seller with
// BENCH_PRODUCTS top-level products (plus variations and another marketplace), then times the
// list, count and brand calls through the whole HTTP stack (app.inject: guard, zod, service,
// SQL), PGlite by default or PostgreSQL with BENCH_DATABASE_URL (a server where a throw-away
// database may be created). Run: npx tsx bench/product-list.ts
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openBenchDatabase, seedCatalogue, signedInApp, timeCalls } from './support/catalogue';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);

async function main() {
  const { database, engine, cleanup } = await openBenchDatabase();
  try {
    await migrateDatabase(database.db);
    const seeded = performance.now();
    const sellerId = await seedCatalogue(database.db, productCount);
    console.log(
      `${engine}: seeded ${productCount.toLocaleString('en-US')} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const { app, token } = await signedInApp(database, sellerId);
    const scenarios: [string, string][] = [
      ['list, page 1 (newest)', 'seller/product/list'],
      ['list, page 2 000 (deep offset)', 'seller/product/list?page=2000'],
      ['list, status=active', 'seller/product/list?status=active'],
      ['list, commission=unset', 'seller/product/list?commission=unset'],
      ['list, one brand', 'seller/product/list?brandId=brd_bench_3'],
      ['list, search title "copper lamp"', 'seller/product/list?search=copper%20lamp'],
      ['list, search title "kettle"', 'seller/product/list?search=kettle'],
      ['list, search ASIN', 'seller/product/list?search=B000054321'],
      ['list, sort title', 'seller/product/list?sortBy=title&sortOrder=asc'],
      ['list, sort price', 'seller/product/list?sortBy=price&sortOrder=asc'],
      ['list, sort commission', 'seller/product/list?sortBy=commission'],
      [
        'list, 3 filters + sort price',
        'seller/product/list?status=inactive&brandId=brd_bench_2&commission=set&sortBy=price',
      ],
      ['productCount', 'seller/product/productCount'],
      ['brands/with-available-products', 'seller/brands/with-available-products'],
    ];
    await timeCalls(app, token, scenarios, runs);
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
