// How long do the preview and the apply of a 100 000-row commission/status CSV take, end to end
// through HTTP (multipart upload, parsing, checks, the preview's storage, one transaction)?
// Run: npx tsx bench/commission-csv.ts   (BENCH_ROWS=… changes the size; DATABASE_URL=… runs
// it on PostgreSQL instead of the embedded PGlite)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, sellerNotice, userAuthHeader } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { brands, sellerSettings, users } from '../apps/server/src/db/schema';
import { openSession } from '../apps/server/src/modules/auth/sessions.service';
import { newId } from '../apps/server/src/platform/ids';
import { multipartBody } from '../apps/server/test/support/upload';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'atlas-bench-csv-'));

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${name.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
try {
  await migrateDatabase(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
  const app = await buildApp({ config, db: database.db, webDist: false });
  await app.ready();

  const sellerId = newId('usr');
  const brandId = newId('brd');
  await database.db.insert(users).values({
    id: sellerId,
    email: `bench-${sellerId}@example.test`,
    passwordHash: 'x',
    role: 'seller',
    name: 'Bench seller',
    referralCode: sellerId.slice(-8).toUpperCase(),
  });
  await database.db.insert(sellerSettings).values({ userId: sellerId, noticeVersion: sellerNotice.version });
  await database.db.insert(brands).values({ id: brandId, sellerId, marketplaceBrandName: 'Bench brand' });
  // ASINs B000000001…: half of them already carry 10%, so the file mixes changes and no-ops.
  await timed(`insert ${rows.toLocaleString('en-US')} products`, () =>
    database.db.execute(sql`
      insert into products (id, seller_id, brand_id, asin, country_code, title, currency, commission_bp, status)
      select 'prd_bench_' || i, ${sellerId}, ${brandId}, 'B' || lpad(i::text, 9, '0'), 'US', 'Product ' || i, 'USD',
        case when i % 2 = 0 then 1000 end, 'inactive'
      from generate_series(1, ${rows}) as i`),
  );
  const token = await openSession(app.deps, 'user', sellerId);

  // Every row sets a rate and activates; one row in a thousand is wrong, as real files are.
  const lines = ['ASIN,Country,Commission (%),Status'];
  for (let i = 1; i <= rows; i += 1) {
    const rate = i % 1000 === 0 ? '75' : `${5 + (i % 40) / 2}`;
    lines.push(`B${String(i).padStart(9, '0')},US,${rate},active`);
  }
  const file = Buffer.from(`${lines.join('\r\n')}\r\n`);
  console.log(`file: ${(file.length / 1024 / 1024).toFixed(1)} MB, ${rows.toLocaleString('en-US')} rows`);

  const { payload, contentType } = multipartBody({ bytes: file, fileName: 'bench.csv' });
  const headers = { [userAuthHeader]: `Bearer ${token}` };
  const preview = await timed('preview (POST seller/product/preCommissionCsv)', () =>
    app.inject({
      method: 'POST',
      url: `${apiPrefix}seller/product/preCommissionCsv`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    }),
  );
  const previewed = preview.json();
  console.log('  summary', JSON.stringify(previewed.data?.summary ?? previewed));

  await timed('page of errors (GET …/commissionCsv/rows)', () =>
    app.inject({
      method: 'GET',
      url: `${apiPrefix}seller/product/commissionCsv/rows?id=${previewed.data.id}&outcome=error&page=3`,
      headers,
    }),
  );
  const applied = await timed('apply (POST …/doUpdateCommissionOrStatusCsv)', () =>
    app.inject({
      method: 'POST',
      url: `${apiPrefix}seller/product/doUpdateCommissionOrStatusCsv`,
      headers,
      payload: { id: previewed.data.id },
    }),
  );
  console.log('  result', JSON.stringify(applied.json().data ?? applied.json()));
  await timed('second apply (answers the first counts)', () =>
    app.inject({
      method: 'POST',
      url: `${apiPrefix}seller/product/doUpdateCommissionOrStatusCsv`,
      headers,
      payload: { id: previewed.data.id },
    }),
  );
  await app.close();
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
