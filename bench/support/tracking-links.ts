// Links for the redirect benches: a publisher with tracking links to the bench seller's products
// and brands, written straight into a fresh database before the server starts, and
// a connection to read the clicks the server ships.
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { users } from '../../apps/server/src/db/schema';
import { trackingIds, trackingLinks } from '../../apps/server/src/db/schema/tracking';
import { seedCatalogue, type TBenchDatabase } from './catalogue';

const codeAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newCode = () => Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

const publisherId = 'usr_bench_publisher';

/**
 * `count` links of one publisher, each to a product of the bench seller (a quarter of them active,
 * a third with a commission: earning and non-earning clicks both), ten to its brands; half carry
 * a tracking id. Destinations as the demo marketplace builds them on `base`.
 */
export function benchLinks(count: number, base: string) {
  const codes = new Set<string>();
  while (codes.size < count) {
    codes.add(newCode());
  }
  return [...codes].map((code, index) => {
    const i = index + 1;
    // Ten brand links: five brands, with and without the tracking id (a link is saved once).
    const brand = i % 10 === 0 && i <= 100;
    const brandNumber = ((brand ? i / 10 : i) % 5) + 1;
    const brandName = `Brand ${brandNumber}`;
    const asin = `B0${String(i).padStart(8, '0')}`;
    const attribution = `maas=aa_${code}&ref_=aa_maas`;
    return {
      id: `lnk_bench_${i}`,
      code,
      ownerId: publisherId,
      linkType: brand ? ('brand' as const) : ('product' as const),
      productId: brand ? null : `prd_us_${i}`,
      brandId: `brd_bench_${brandNumber}`,
      countryCode: 'US',
      asin: brand ? null : asin,
      brandName,
      title: brand ? brandName : `Product ${i}`,
      trackingIdId: (brand ? i / 10 : i) % 2 === 0 ? 'tid_bench' : null,
      destinationUrl: brand
        ? `${base}/demo-marketplace/us/s?k=${encodeURIComponent(brandName)}&${attribution}`
        : `${base}/demo-marketplace/us/dp/${asin}?${attribution}`,
    };
  });
}

export type TBenchLinkRow = ReturnType<typeof benchLinks>[number];

/** The bench seller's catalogue (as many products as links), the publisher, and its links. */
export async function seedTrackingLinks(db: TBenchDatabase['database']['db'], links: TBenchLinkRow[]) {
  await seedCatalogue(db, links.length);
  await db.insert(users).values({
    id: publisherId,
    email: 'publisher@bench.test',
    passwordHash: 'x',
    role: 'publisher',
    name: 'Bench publisher',
    referralCode: 'BENCHPUB',
    status: 'active',
  });
  await db.insert(trackingIds).values({ id: 'tid_bench', ownerId: publisherId, name: 'bench' });
  // in slices: one insert of 100 000 rows overflows the query builder's stack
  for (let start = 0; start < links.length; start += 5_000) {
    await db.insert(trackingLinks).values(links.slice(start, start + 5_000));
  }
}

/**
 * A connection of the bench's own to the server's database: PostgreSQL by its URL, the embedded
 * database through the server's socket in its data folder (the host takes a second connection).
 */
export async function connectBeside(dataDir: string, databaseUrl?: string): Promise<pg.Client> {
  const client = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : new pg.Client({ host: dataDir, database: 'postgres', user: 'postgres' });
  await client.connect();
  return client;
}

/** Polls `count(*)` of the clicks until it reaches `expected` or stops moving for `quietMs`. */
export async function waitForClicks(
  dataDir: string,
  databaseUrl: string | undefined,
  expected: number,
  quietMs = 10_000,
): Promise<{ clicks: number; waitedMs: number }> {
  const started = Date.now();
  let last = -1;
  let lastChange = started;
  for (;;) {
    const client = await connectBeside(dataDir, databaseUrl);
    const { rows } = await client.query<{ n: string }>('select count(*) as n from clicks');
    await client.end();
    const clicks = Number(rows[0]?.n);
    if (clicks !== last) {
      last = clicks;
      lastChange = Date.now();
    }
    if (clicks >= expected || Date.now() - lastChange > quietMs) {
      return { clicks, waitedMs: Date.now() - started };
    }
    await new Promise((next) => setTimeout(next, 250));
  }
}
