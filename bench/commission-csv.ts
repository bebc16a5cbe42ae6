// How long do the preview and the apply of a 100 000-row commission/status CSV take, end to end
// through HTTP (multipart upload, parsing, checks, the preview's storage, one transaction)? And
// does a file whose ASINs repeat (each line of a repeated product is an error naming the others)
// still answer a small preview in that time, while other signed-in calls keep answering?
// Run: npx tsx bench/commission-csv.ts   (PGlite; BENCH_DATABASE_URL=postgres://…/postgres runs it
// on PostgreSQL in a throw-away database. BENCH_ROWS=… changes the size; BENCH_REPEATS=10000,2
// lists the repeated-ASIN files: lines per ASIN, 10 000 = 10 ASINs each on 10 000 lines)
import { apiPrefix, sellerNotice, userAuthHeader } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { brands, sellerSettings, users } from '../apps/server/src/db/schema';
import { newId } from '../apps/server/src/platform/ids';
import { multipartBody } from '../apps/server/test/support/upload';
import { openBenchDatabase, signedInApp } from './support/catalogue';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const repeats = (process.env.BENCH_REPEATS ?? '10000,2').split(',').filter(Boolean).map(Number);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${name.padEnd(44)} ${seconds(performance.now() - started)}`);
  return result;
}

/** A file of `rows` lines; line i names the product `asinOf(i)`. One line in a thousand is out of bounds. */
function commissionFile(asinOf: (i: number) => number): Buffer {
  const lines = ['ASIN,Country,Commission (%),Status'];
  for (let i = 1; i <= rows; i += 1) {
    const rate = i % 1000 === 0 ? '75' : `${5 + (i % 40) / 2}`;
    lines.push(`B${String(asinOf(i)).padStart(9, '0')},US,${rate},active`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const { database, engine, cleanup } = await openBenchDatabase();
try {
  await migrateDatabase(database.db);
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
  const { app, token } = await signedInApp(database, sellerId);
  const headers = { [userAuthHeader]: `Bearer ${token}` };
  console.log(`${engine}, ${rows.toLocaleString('en-US')} rows`);

  /**
   * Runs `work` while a light signed-in call that reads the database (a page of commission
   * history) is made every 100 ms, and says what the others got meanwhile: on PGlite a long
   * transaction holds the one connection, and a call that cannot have it within
   * DB_CONNECT_TIMEOUT_MS answers 503 with Retry-After (docs/architecture.md, "Faults: the database").
   */
  async function whileOthersCall<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; ms: number; others: string }> {
    let running = true;
    const probes: { status: number; ms: number; retryAfter?: string }[] = [];
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        const probe = await app.inject({
          url: `${apiPrefix}seller/product/commissionHistory?page=1&pageSize=20`,
          headers,
        });
        const retryAfter = probe.headers['retry-after'] as string | undefined;
        probes.push({ status: probe.statusCode, ms: performance.now() - started, retryAfter });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    running = false;
    await probing;
    const busy = probes.filter((p) => p.status === 503);
    const others =
      `other calls meanwhile: ${probes.length}, ${probes.filter((p) => p.status === 200).length} × 200, ` +
      `${busy.length} × 503 (${busy.filter((p) => p.retryAfter).length} with Retry-After), ` +
      `${probes.filter((p) => p.status >= 500 && p.status !== 503).length} × other 5xx, ` +
      `slowest ${seconds(Math.max(0, ...probes.map((p) => p.ms)))}`;
    return { result, ms, others };
  }

  /** Uploads the file as the browser does, and says what the seller and the others got. */
  async function preview(name: string, file: Buffer) {
    const { payload, contentType } = multipartBody({ bytes: file, fileName: 'bench.csv' });
    const {
      result: answer,
      ms,
      others,
    } = await whileOthersCall(() =>
      app.inject({
        method: 'POST',
        url: `${apiPrefix}seller/product/preCommissionCsv`,
        headers: { ...headers, 'content-type': contentType },
        payload,
      }),
    );
    const body = answer.json();
    const stored = answer.statusCode === 200 ? await storedBytes(body.data.id) : 0;
    console.log(`${`preview, ${name}`.padEnd(44)} ${seconds(ms)}`);
    console.log(
      `  ${answer.statusCode}, answer ${(answer.rawPayload.length / 1024).toFixed(1)} KB, stored ${(stored / 1024 / 1024).toFixed(1)} MB; ${others}`,
    );
    console.log('  summary', JSON.stringify(body.data?.summary ?? body.error));
    const firstError = body.data?.rows?.items.find((r: { errors: string[] }) => r.errors.length > 0)?.errors;
    console.log('  first error', JSON.stringify(firstError ?? null).slice(0, 160));
    return body;
  }

  async function storedBytes(id: string): Promise<number> {
    const result = await database.db.execute<{ bytes: number }>(
      sql`select pg_column_size(rows) as bytes from commission_csv_uploads where id = ${id}`,
    );
    return Number(result.rows[0]?.bytes ?? 0);
  }

  const unique = commissionFile((i) => i);
  console.log(`file: ${(unique.length / 1024 / 1024).toFixed(1)} MB`);
  const previewed = await preview(`${rows.toLocaleString('en-US')} rows`, unique);
  await timed('page of errors (GET …/commissionCsv/rows)', () =>
    app.inject({
      url: `${apiPrefix}seller/product/commissionCsv/rows?id=${previewed.data.id}&outcome=error&page=3`,
      headers,
    }),
  );
  for (const perAsin of repeats) {
    const asins = Math.max(1, Math.floor(rows / perAsin));
    await preview(
      `${asins.toLocaleString('en-US')} ASINs × ${perAsin.toLocaleString('en-US')} lines`,
      commissionFile((i) => ((i - 1) % asins) + 1),
    );
  }
  const apply = () =>
    app.inject({
      method: 'POST',
      url: `${apiPrefix}seller/product/doUpdateCommissionOrStatusCsv`,
      headers,
      payload: { id: previewed.data.id },
    });
  // The seller clicks again a second into the apply (or the client retries): the second waits
  // for the first and answers its counts instead of failing for want of the connection.
  const { result, ms, others } = await whileOthersCall(() =>
    Promise.all([apply(), new Promise((resolve) => setTimeout(resolve, 1000)).then(apply)]),
  );
  const [applied, again] = result;
  console.log(`${'apply (POST …/doUpdateCommissionOrStatusCsv)'.padEnd(44)} ${seconds(ms)}`);
  console.log(`  ${applied.statusCode}`, JSON.stringify(applied.json().data ?? applied.json()));
  console.log(
    `  the same, a second later: ${again.statusCode}`,
    JSON.stringify(again.json().data ?? again.json()),
  );
  console.log(`  ${others}`);
  await timed('second apply (answers the first counts)', apply);
  await app.close();
} finally {
  await database.close();
  await cleanup();
}
