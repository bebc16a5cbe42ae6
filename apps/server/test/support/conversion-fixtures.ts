import { createHash } from 'node:crypto';
import { marketplaceOf } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { commissionHistory, conversions, reportDays } from '../../src/db/schema';
import { newClickId, type TClickRecord } from '../../src/modules/clicks/click-record';
import { shipClicks } from '../../src/modules/clicks/clicks.repository';
import { newId } from '../../src/platform/ids';
import { createProduct, createSeller, createUser } from './factories';
import type { TTestApp } from './test-app';
import { insertTrackingLink } from './tracking-links';

/** Human clicks of a link at these instants, shipped as the click shipper ships a batch. */
export async function shipClicksAt(t: TTestApp, link: { id: string; countryCode: string }, instants: Date[]) {
  const records: TClickRecord[] = instants.map((at, i) => ({
    id: newClickId(at.getTime()),
    at: at.getTime(),
    linkId: link.id,
    countryCode: link.countryCode,
    subId: null,
    ipHash: createHash('sha256').update(`visitor-${i}`).digest('hex'),
    agentClass: 'desktop',
    referrerHost: null,
    isBot: false,
    earning: true,
  }));
  return shipClicks(t.database.db, records);
}

/** `count` instants from `from`, a minute apart. */
export const minutesFrom = (from: Date, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(from.getTime() + i * 60_000));

/** A seller with an active product at `commissionBp` in a marketplace, and a publisher's link to it. */
export async function productWithLink(
  t: TTestApp,
  options: {
    countryCode?: string;
    commissionBp?: number;
    priceMinor?: number;
    status?: 'active' | 'inactive';
  } = {},
) {
  const countryCode = options.countryCode ?? 'US';
  const seller = await createSeller(t);
  const publisher = await createUser(t, 'publisher');
  const product = await createProduct(t, seller.user.id, {
    countryCode,
    currency: marketplaceOf(countryCode).currency,
    status: options.status ?? 'active',
    commissionBp: options.commissionBp ?? 1250,
    priceMinor: options.priceMinor ?? 1999,
  });
  const link = await insertTrackingLink(t, publisher.user.id, {
    countryCode,
    productId: product.id,
    brandId: product.brandId,
    asin: product.asin,
  });
  return { seller, publisher, product, link };
}

export async function conversionRowsOfDay(t: TTestApp, linkId: string, day: string) {
  return t.database.db
    .select()
    .from(conversions)
    .where(and(eq(conversions.linkId, linkId), eq(conversions.day, day)))
    .orderBy(conversions.asin, conversions.kind);
}

export async function reportRowsOf(t: TTestApp, linkId: string) {
  return t.database.db
    .select()
    .from(reportDays)
    .where(eq(reportDays.linkId, linkId))
    .orderBy(reportDays.day, reportDays.asin);
}

/** A change of an active product's rate made at `at`, as the commission calls record it. */
export async function recordRateChange(
  t: TTestApp,
  product: { id: string; sellerId: string },
  change: { fromBp: number; toBp: number; at: Date },
) {
  await t.database.db.insert(commissionHistory).values({
    id: newId('chh'),
    sellerId: product.sellerId,
    productId: product.id,
    oldCommissionBp: change.fromBp,
    newCommissionBp: change.toBp,
    oldStatus: 'active',
    newStatus: 'active',
    source: 'single',
    changedBy: product.sellerId,
    createdAt: change.at,
  });
}
