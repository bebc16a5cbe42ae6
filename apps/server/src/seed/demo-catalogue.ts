import { and, asc, eq, isNull } from 'drizzle-orm';
import { brands, products, users } from '../db/schema';
import { demoIdentities } from '../integrations/marketplace/demo/demo-marketplace';
import { activateBrands } from '../modules/catalog/brands.service';
import { insertImportRun } from '../modules/catalog/import.repository';
import { runImport } from '../modules/catalog/import-runner';
import { setCommission, setProductStatus } from '../modules/commissions/commissions.service';
import { saveDeal } from '../modules/deals/deals.service';
import { linkIdentity } from '../modules/marketplace-auth/marketplace-link';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';
import { newId } from '../platform/ids';

// The demo seller opens onto a living catalogue: connected to the demo marketplace as Northwind
// Home, its catalogue imported by the product's own import, every brand active, commissions on
// most products (set a month ago, some raised since, so history has two entries), most products
// active, and three deals: one ended, one running, one upcoming. Everything goes through the
// services a seller's clicks use, so the data obeys the same rules.

const day = 24 * 60 * 60 * 1000;
const rates = [500, 800, 1000, 1200, 1500];
const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export async function seedDemoCatalogue(deps: TDeps, sellerEmail: string): Promise<number> {
  const [seller] = await deps.db.select().from(users).where(eq(users.email, sellerEmail));
  const northwind = demoIdentities[0];
  if (!seller || !northwind) {
    return 0;
  }
  const now = deps.now().getTime();
  const at = (offsetDays: number): TDeps => ({ ...deps, now: () => new Date(now + offsetDays * day) });
  const actor: TUserActor = {
    kind: 'user',
    userId: seller.id,
    role: 'seller',
    sessionId: 'demo-seed',
    actorUserId: seller.id,
    via: 'session',
  };

  await linkIdentity(at(-31), seller.id, 'demo', northwind, {
    sellingPartnerId: northwind.sellingPartnerId,
    refreshToken: null,
  });
  const run = await insertImportRun(deps.db, {
    id: newId('imp'),
    sellerId: seller.id,
    status: 'queued',
    createdAt: at(-31).now(),
  });
  await runImport(at(-31), run.id, { final: true });

  const brandIds = (
    await deps.db.select({ id: brands.id }).from(brands).where(eq(brands.sellerId, seller.id))
  ).map((b) => b.id);
  for (const ids of chunk(brandIds, 200)) {
    await activateBrands(at(-31), actor, { brandIds: ids });
  }

  const catalogue = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, seller.id), isNull(products.parentId)))
    .orderBy(asc(products.asin), asc(products.countryCode));
  const ids = catalogue.map((p) => p.id);
  // Nine in ten get a commission a month ago; every fourth of those is raised two weeks later.
  const withCommission = ids.filter((_, i) => i % 10 !== 9);
  for (const [index, rate] of rates.entries()) {
    const mine = withCommission.filter((_, i) => i % rates.length === index);
    for (const batch of chunk(mine, 1000)) {
      await setCommission(at(-30), actor, { ids: batch, commissionBp: rate });
    }
  }
  const raised = withCommission.filter((_, i) => i % 4 === 0);
  for (const batch of chunk(raised, 1000)) {
    await setCommission(at(-14), actor, { ids: batch, commissionBp: 1800 });
  }
  const active = withCommission.filter((_, i) => i % 5 !== 4);
  for (const batch of chunk(active, 1000)) {
    await setProductStatus(at(-29), actor, { ids: batch }, 'active');
  }

  const [ended, running, upcoming] = active;
  const deal = (productId: string | undefined, from: number, to: number, discountBp: number) =>
    productId
      ? saveDeal(at(from - 2), actor, {
          productId,
          discountBp,
          startDate: dateOf(new Date(now + from * day)),
          endDate: dateOf(new Date(now + to * day)),
        })
      : undefined;
  await deal(ended, -20, -13, 1500);
  await deal(running, -2, 5, 2000);
  await deal(upcoming, 10, 17, 2500);
  return ids.length;
}
