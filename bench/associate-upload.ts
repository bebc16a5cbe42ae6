// How long does a 200 000-line associates earnings report take to parse, price and apply, end to
// end through HTTP (multipart upload, streaming parse, matching, one transaction), and again
// when a second file replaces its days? Run: npm run bench:associate-upload
// (BENCH_ROWS=… changes the size; BENCH_XLSX=1 sends the same report as a workbook;
// DATABASE_URL=… runs it on PostgreSQL instead of the embedded PGlite)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, sellerNotice, userAuthHeader } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import {
  associateCommissions,
  brands,
  publisherProfiles,
  sellerSettings,
  users,
} from '../apps/server/src/db/schema';
import { openSession } from '../apps/server/src/modules/auth/sessions.service';
import { newId } from '../apps/server/src/platform/ids';
import { multipartBody } from '../apps/server/test/support/upload';

const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const products = 20_000;
const dir = mkdtempSync(join(tmpdir(), 'atlas-bench-associates-'));
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${name.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

const header =
  'Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group';

/** The report: lines over October, one ASIN in ten sold by no one here, one line in 500 broken. */
function reportLines(day: (i: number) => number): string[][] {
  const lines: string[][] = [];
  for (let i = 1; i <= rows; i += 1) {
    const asin =
      i % 10 === 0 ? `X${String(i).padStart(9, '0')}` : `B${String(1 + (i % products)).padStart(9, '0')}`;
    const cents = 500 + (i % 9000);
    const price = `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
    const date = i % 500 === 0 ? '13/45/2026' : `10/${String(day(i)).padStart(2, '0')}/2026`;
    lines.push([
      'Home',
      `Product ${i}, "bench"`,
      asin,
      'Amazon.com',
      'bench-20',
      date,
      price,
      '1',
      '0',
      price,
      '0.40',
      'DESKTOP',
    ]);
  }
  return lines;
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (title: string, lines: string[][]) =>
  Buffer.from(`\uFEFF${[title, header, ...lines.map((l) => l.map(quote).join(','))].join('\r\n')}\r\n`);

async function xlsxOf(title: string, lines: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Fee-Earnings');
  sheet.addRow([title]);
  sheet.addRow(header.split(','));
  for (const line of lines) {
    sheet.addRow(line);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
try {
  await migrateDatabase(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
  const app = await buildApp({ config, db: database.db, webDist: false });
  await app.ready();

  const [sellerId, publisherId, brandId] = [newId('usr'), newId('usr'), newId('brd')];
  for (const [id, role] of [
    [sellerId, 'seller'],
    [publisherId, 'publisher'],
  ] as const) {
    await database.db.insert(users).values({
      id,
      email: `bench-${id}@example.test`,
      passwordHash: 'x',
      role,
      name: `Bench ${role}`,
      referralCode: id.slice(-8).toUpperCase(),
    });
  }
  await database.db.insert(sellerSettings).values({ userId: sellerId, noticeVersion: sellerNotice.version });
  await database.db
    .insert(publisherProfiles)
    .values({ userId: publisherId, reviewStatus: 'approved', trackingTags: { US: 'bench-20' } });
  await database.db.insert(brands).values({ id: brandId, sellerId, marketplaceBrandName: 'Bench brand' });
  await database.db.insert(associateCommissions).values({
    id: newId('asc'),
    sellerId,
    brandId,
    publisherId: null,
    commissionBp: 450,
    updatedBy: sellerId,
  });
  await timed(`insert ${products.toLocaleString('en-US')} products`, () =>
    database.db.execute(sql`
      insert into products (id, seller_id, brand_id, asin, country_code, title, currency, commission_bp, status)
      select 'prd_bench_' || i, ${sellerId}, ${brandId}, 'B' || lpad(i::text, 9, '0'), 'US', 'Product ' || i, 'USD', 1000, 'active'
      from generate_series(1, ${products}) as i`),
  );
  const token = await openSession(app.deps, 'user', publisherId);
  const xlsx = process.env.BENCH_XLSX === '1';
  const fileOf = (title: string, lines: string[][]) =>
    xlsx ? xlsxOf(title, lines) : Promise.resolve(csvOf(title, lines));
  const first = await fileOf(
    'Fee-Earnings reports from 2026-10-01 to 2026-10-31',
    reportLines((i) => 1 + (i % 31)),
  );
  const second = await fileOf(
    'Fee-Earnings reports from 2026-10-16 to 2026-10-31',
    reportLines((i) => 16 + (i % 16)),
  );
  console.log(
    `file: ${(first.length / 1024 / 1024).toFixed(1)} MB ${xlsx ? 'XLSX' : 'CSV'}, ${rows.toLocaleString('en-US')} lines`,
  );

  const upload = (bytes: Buffer, dryRun: boolean) => {
    const { payload, contentType } = multipartBody({ bytes, fileName: xlsx ? 'bench.xlsx' : 'bench.csv' });
    return app.inject({
      method: 'POST',
      url: `${apiPrefix}publisher/associate/report/upload?countryCode=US&dryRun=${dryRun}`,
      headers: { [userAuthHeader]: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  };
  const summary = (response: { json: () => { data?: { summary?: unknown }; error?: string } }) => {
    const body = response.json();
    return JSON.stringify(body.data?.summary ?? body.error);
  };
  const dry = await timed('dry run (preview, nothing saved)', () => upload(first, true));
  console.log('  summary', summary(dry));
  const applied = await timed('apply (one transaction)', () => upload(first, false));
  console.log('  summary', summary(applied));
  const again = await timed('the same file again (answers the first batch)', () => upload(first, false));
  console.log('  alreadyApplied', again.json().data?.alreadyApplied);
  const replaced = await timed('an overlapping file (replaces Oct 16-31)', () => upload(second, false));
  console.log('  summary', summary(replaced));
  clearInterval(sampler);
  console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  await app.close();
} finally {
  clearInterval(sampler);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
