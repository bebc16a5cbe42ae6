// How fast is the publisher catalogue over 100 000 products? Seeds five sellers with
// BENCH_PRODUCTS active top-level US products with a commission (four brands each, some brand
// names sold by two sellers, six first-level categories of five marketplace categories each,
// a tenth with two variations, a running deal on one in fifty), BENCH_PRODUCTS/10 in the UK and
// some products outside the catalogue, all inserted in bulk so the statement triggers of
// migration 0011 fill `catalogue_entries` and its counts. Then, as an approved publisher, times
// each catalogue call through the whole HTTP stack (app.inject: guard, zod, service, SQL),
// PGlite by default or PostgreSQL with BENCH_DATABASE_URL (a server where a throw-away database
// may be created). BENCH_RUNS changes the runs per call. Run: npx tsx bench/catalogue.ts
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openBenchDatabase, signedInApp, type TBenchDatabase, timeCalls } from './support/catalogue';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);

const publisherId = 'usr_bench_publisher';
const brandNames = [
  'Copper Kettle',
  'Trail Co',
  'Northwind',
  'Blue Heron',
  'Oak & Iron',
  'Lumen',
  'Tidewater',
  'Pinecrest',
  'Saltbox',
  'Red Fox',
  'Granite Peak',
  'Meadowlark',
  'Harbor Lane',
  'Silverline',
  'Juniper',
];
// Six first-level categories, five marketplace categories under each.
const categories: [string, string[]][] = [
  ['kitchen-dining', ['Cookware', 'Coffee & Tea', 'Cutlery', 'Bakeware', 'Storage']],
  ['sports-outdoors', ['Tents & Shelters', 'Hydration', 'Backpacks', 'Camp Kitchen', 'Lighting']],
  ['home-living', ['Candles', 'Lamps', 'Bedding', 'Rugs', 'Wall Decor']],
  ['electronics', ['Headphones', 'Chargers', 'Speakers', 'Cables', 'Cameras']],
  ['toys-games', ['Puzzles', 'Board Games', 'Building Sets', 'Plush', 'Outdoor Play']],
  ['beauty', ['Skin Care', 'Hair Care', 'Fragrance', 'Makeup', 'Bath']],
];
const text = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const categoryKeys = text(categories.map(([key]) => key));
const categoryNames = text(categories.flatMap(([, names]) => names));

async function seed(db: TBenchDatabase['database']['db']) {
  const timings: string[] = [];
  const timed = async (name: string, statement: string) => {
    const started = performance.now();
    await db.execute(statement);
    timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.execute(`
    insert into users (id, email, password_hash, role, name, referral_code, status)
    select 'usr_bench_s' || s, 'seller' || s || '@bench.test', 'x', 'seller', 'Seller ' || s, 'BENCHS' || s, 'active'
    from generate_series(0, 4) s;
    insert into users (id, email, password_hash, role, name, referral_code, status)
    values ('${publisherId}', 'publisher@bench.test', 'x', 'publisher', 'Publisher', 'BENCHPUB', 'active');
    insert into publisher_profiles (user_id, review_status, reviewed_at) values ('${publisherId}', 'approved', now());
    insert into brands (id, seller_id, marketplace_brand_name, status, activated_at)
    select 'brd_s' || s || '_' || b, 'usr_bench_s' || s, (${text(brandNames)})[(s * 3 + b) % 15 + 1], 'active', now()
    from generate_series(0, 4) s, generate_series(0, 3) b;
  `);
  // Product i: seller i % 5, brand (i / 5) % 4 of it, a category and a commission (1 % to 30 %)
  // drawn from hashes of i (one in 97 without a category), a price (one in 50 without), listed i
  // seconds ago.
  const product = (country: string, currency: string, first: number, last: number, status: string) => `
    insert into products (id, seller_id, brand_id, asin, country_code, title, image_url, price_minor, currency,
      category, category_key, availability, status, commission_bp, created_at)
    select 'prd_${country.toLowerCase()}_' || i, 'usr_bench_s' || (i % 5), 'brd_s' || (i % 5) || '_' || (i / 5 % 4),
      'B0' || lpad(i::text, 8, '0'), '${country}',
      (array['Stainless Steel','Cast Iron','Bamboo','Ceramic','Copper'])[i % 5 + 1] || ' ' ||
      (array['Kettle','Skillet','Knife','Lamp','Tent','Bottle','Backpack','Candle'])[i % 8 + 1] || ' model ' || i,
      'https://images.example.test/' || i || '.jpg',
      case when i % 50 <> 7 then 999 + (i * 7919) % 20000 end, '${currency}',
      case when i % 97 <> 0 then (${categoryNames})[abs(hashint4(i)) % 30 + 1] end,
      case when i % 97 <> 0 then (${categoryKeys})[abs(hashint4(i)) % 30 / 5 + 1] end,
      case when i % 20 = 0 then 'out_of_stock' else 'in_stock' end, '${status}',
      case when '${status}' = 'active' then 100 + abs(hashint4(-i)) % 30 * 100 end,
      now() - (i || ' seconds')::interval
    from generate_series(${first}, ${last}) i`;
  await timed(
    `${productCount.toLocaleString('en-US')} US catalogue products`,
    product('US', 'USD', 1, productCount, 'active'),
  );
  await timed(
    `${(productCount / 10).toLocaleString('en-US')} UK catalogue products`,
    product('UK', 'GBP', 1, productCount / 10, 'active'),
  );
  await timed(
    `${(productCount / 5).toLocaleString('en-US')} inactive US products`,
    product('US', 'USD', productCount + 1, productCount + productCount / 5, 'inactive'),
  );
  await timed(
    `${(productCount / 5).toLocaleString('en-US')} variations`,
    `insert into products (id, seller_id, brand_id, parent_id, asin, country_code, title, price_minor, currency,
      category, category_key, status, commission_bp, created_at)
    select 'prd_var_' || p.id || '_' || v, p.seller_id, p.brand_id, p.id, 'C' || v || substr(p.asin, 3), 'US',
      p.title || ', variation ' || v, p.price_minor, 'USD', p.category, p.category_key, 'active', p.commission_bp, now()
    from products p, generate_series(1, 2) v
    where p.country_code = 'US' and p.id like 'prd_us_%' and substr(p.id, 8)::int % 10 = 0
      and substr(p.id, 8)::int <= ${productCount}`,
  );
  await timed(
    'deals',
    `insert into deals (id, seller_id, product_id, discount_bp, extra_commission_bp, starts_at, ends_at)
    select 'dea_' || k || '_' || i, 'usr_bench_s' || (i % 5), 'prd_us_' || i, 1000 + i % 30 * 100,
      case when i % 3 = 0 then 200 end,
      now() + (case k when 'run' then -1 when 'next' then 10 else -30 end || ' days')::interval,
      now() + (case k when 'run' then 7 when 'next' then 17 else -20 end || ' days')::interval
    from generate_series(1, ${productCount}) i,
      (values ('run', 0), ('next', 25), ('old', 10)) d(k, r)
    where i % 50 = r`,
  );
  // The entries were all listed by one statement, at one instant: spread them as the products were.
  await timed(
    'entries listed as their products',
    `update catalogue_entries e set listed_at = p.created_at from products p where p.id = e.product_id`,
  );
  const started = performance.now();
  for (const table of [
    'products',
    'brands',
    'deals',
    'catalogue_entries',
    'catalogue_categories',
    'catalogue_brands',
  ]) {
    await db.execute(`vacuum analyze ${table}`);
  }
  timings.push(`vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return timings;
}

async function main() {
  const { database, engine, cleanup } = await openBenchDatabase();
  try {
    await migrateDatabase(database.db);
    const seeded = performance.now();
    const timings = await seed(database.db);
    const counts = await database.db.execute<{ entries: number; categories: number; brands: number }>(sql`
      select (select count(*)::int from catalogue_entries) as entries,
        (select count(*)::int from catalogue_categories) as categories,
        (select count(*)::int from catalogue_brands) as brands`);
    console.log(
      `${engine}: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${timings.join(', ')}); ${JSON.stringify(counts.rows[0])}`,
    );
    const [cookware] = (
      await database.db.execute<{ id: string }>(
        sql`select id from catalogue_categories where country_code = 'US' and name = 'Cookware'`,
      )
    ).rows;
    const { app, token } = await signedInApp(database, publisherId);
    const find = 'publisher/product/find/list';
    const scenarios: [string, string][] = [
      ['category aggregation (first level, counts)', 'category/aggregation/list?countryCode=US'],
      ['category tree (kitchen-dining)', 'category/kitchen-dining/tree/list?countryCode=US'],
      ['find, page 1 (commission, highest first)', find],
      ['find, commission lowest first', `${find}?sortBy=commission&sortOrder=asc`],
      ['find, price lowest first', `${find}?sortBy=price&sortOrder=asc`],
      ['find, price highest first', `${find}?sortBy=price&sortOrder=desc`],
      ['find, newest', `${find}?sortBy=newest`],
      ['find, oldest', `${find}?sortBy=newest&sortOrder=asc`],
      ['find, category key', `${find}?categoryKey=kitchen-dining`],
      ['find, category id (Cookware)', `${find}?categoryId=${cookware?.id}`],
      ['find, brand name', `${find}?brandName=Copper%20Kettle`],
      ['find, commission 10 % to 15 %', `${find}?minCommissionBp=1000&maxCommissionBp=1500`],
      ['find, deals only', `${find}?dealsOnly=true`],
      ['find, search title "kettle"', `${find}?search=kettle`],
      ['find, search title "copper lamp"', `${find}?search=copper%20lamp`],
      ['find, search ASIN', `${find}?search=B000054321`],
      [
        'find, 3 filters (category, brand, commission) + price',
        `${find}?categoryKey=kitchen-dining&brandName=Copper%20Kettle&minCommissionBp=1500&sortBy=price`,
      ],
      ['find, page 2 000 (offset 39 980)', `${find}?page=2000`],
      ['find, page 2 000, price', `${find}?page=2000&sortBy=price&sortOrder=asc`],
      ['brand find list (most products)', 'publisher/brand/find/list'],
      ['brand find list (by name)', 'publisher/brand/find/list?sortBy=name'],
      ['brand picks (brand/list)', 'brand/list'],
      ['brand detail', 'publisher/brand/detail/brd_s0_0?countryCode=US'],
      ['products by brand', 'publisher/product/list/by-brand?brandId=brd_s0_0'],
      ['products by brand, price', 'publisher/product/list/by-brand?brandId=brd_s0_0&sortBy=price'],
      ['product detail', 'publisher/product/detail/prd_us_50'],
    ];
    await timeCalls(app, token, scenarios, runs, true);
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
