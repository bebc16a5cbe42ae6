import { randomBytes } from 'node:crypto';
import { demoIdentities } from '../integrations/marketplace/demo/demo-marketplace';
import type { TMarketplaceProfile } from '../integrations/marketplace/oauth';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { activateBrands } from '../modules/catalog/brands.service';
import { insertImportRun } from '../modules/catalog/import.repository';
import { runImport } from '../modules/catalog/import-runner';
import { setCommission, setProductStatus } from '../modules/commissions/commissions.service';
import { saveDeal } from '../modules/deals/deals.service';
import { linkIdentity } from '../modules/marketplace-auth/marketplace-link';
import type { TDeps } from '../platform/deps';
import { newId } from '../platform/ids';
import { hashPassword } from '../platform/passwords';
import { insertOpenAccount, type TSeedAccount } from './demo';
import { demoUserActor } from './demo-actor';
import { seedDemoBrandImages } from './demo-brand-images';
import { listSellerBrandIds, listTopLevelProducts } from './demo-catalogue.repository';

// The demo seller opens onto a living catalogue: connected to the demo marketplace as Northwind
// Home, its catalogue imported by the product's own import, every brand active, commissions on
// most products (set a month ago, some raised since, so history has two entries), most products
// active, and three deals on US products: one ended, one running, one upcoming. Three
// catalogue-only sellers (outdoor, kitchen, garden; two brands each) get the same with a deal or
// two, so the approved publisher's catalogue spans several categories, brands and sellers.
// Everything goes through the services a seller's clicks use, so the data obeys the same rules.

/** A seller as the demo marketplace knows it: its profile and selling partner id (its catalogue). */
type TSellerIdentity = TMarketplaceProfile & { sellingPartnerId: string };
/** A deal's first and last day, counted in days from today, and its discount. */
type TDemoDeal = { from: number; to: number; discountBp: number };

const ended: TDemoDeal = { from: -20, to: -13, discountBp: 1500 };
const running: TDemoDeal = { from: -2, to: 5, discountBp: 2000 };
const upcoming: TDemoDeal = { from: 10, to: 17, discountBp: 2500 };

/**
 * Seller accounts that exist for their catalogue: connected under selling partner ids of their
 * own (themeOfSellingPartner), not the marketplace sign-in's four, which stay free for a seller
 * to connect. Nobody signs in as them, so they are not demo accounts: their password is a random
 * secret no one keeps, and neither the README nor limitDemoAccounts knows them.
 */
const catalogueSeller = (theme: string, name: string, sellingPartnerId: string, deals: TDemoDeal[]) => ({
  account: {
    email: `${theme}.seller@demo.test`,
    role: 'seller',
    name,
    profile: { companyName: name, mainMarketplace: 'US', website: `https://${theme}.seller.demo.test` },
  } satisfies TSeedAccount,
  identity: {
    userId: `amzn1.account.${sellingPartnerId}`,
    email: `${theme}@demo-marketplace.test`,
    name,
    sellingPartnerId,
  } satisfies TSellerIdentity,
  deals,
});

export const catalogueSellers = [
  catalogueSeller('outdoor', 'Ridgeline Gear', 'A1DEMOCATOUTDR', [running, upcoming]),
  catalogueSeller('kitchen', 'Saltbox Kitchen', 'A1DEMOCATKITCH', [running]),
  catalogueSeller('garden', 'Fernwood Supply', 'A1DEMOCATGARDN', [running, upcoming]),
];

const day = 24 * 60 * 60 * 1000;
const rates = [500, 800, 1000, 1200, 1500];
const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/** One seller's catalogue: connected, imported, brands active, commissions, statuses and deals. */
async function seedSellerCatalogue(
  deps: TDeps,
  sellerId: string,
  identity: TSellerIdentity,
  deals: TDemoDeal[],
): Promise<number> {
  const now = deps.now().getTime();
  const at = (offsetDays: number): TDeps => ({ ...deps, now: () => new Date(now + offsetDays * day) });
  const actor = demoUserActor(sellerId, 'seller');

  await linkIdentity(at(-31), sellerId, 'demo', identity, {
    sellingPartnerId: identity.sellingPartnerId,
    refreshToken: null,
  });
  const run = await insertImportRun(deps.db, {
    id: newId('imp'),
    sellerId,
    status: 'queued',
    createdAt: at(-31).now(),
  });
  await runImport(at(-31), run.id, { final: true });

  const brandIds = await listSellerBrandIds(deps.db, sellerId);
  for (const ids of chunk(brandIds, 200)) {
    await activateBrands(at(-31), actor, { brandIds: ids });
  }

  const catalogue = await listTopLevelProducts(deps.db, sellerId);
  const ids = catalogue.map((p) => p.id);
  // Nine in ten get a commission a month ago, most are switched on the day after, and every
  // fourth of those with a commission is raised two weeks ago: the history reads in that order.
  const withCommission = ids.filter((_, i) => i % 10 !== 9);
  for (const [index, rate] of rates.entries()) {
    const mine = withCommission.filter((_, i) => i % rates.length === index);
    for (const batch of chunk(mine, 1000)) {
      await setCommission(at(-30), actor, { ids: batch, commissionBp: rate });
    }
  }
  const active = withCommission.filter((_, i) => i % 5 !== 4);
  for (const batch of chunk(active, 1000)) {
    await setProductStatus(at(-29), actor, { ids: batch }, 'active');
  }
  const raised = withCommission.filter((_, i) => i % 4 === 0);
  for (const batch of chunk(raised, 1000)) {
    await setCommission(at(-14), actor, { ids: batch, commissionBp: 1800 });
  }

  // Deals go on US products: the publisher's catalogue opens on the US.
  const inUs = new Set(catalogue.filter((p) => p.countryCode === 'US').map((p) => p.id));
  const onDeal = active.filter((id) => inUs.has(id));
  for (const [index, { from, to, discountBp }] of deals.entries()) {
    const productId = onDeal[index];
    if (productId) {
      await saveDeal(at(from - 2), actor, {
        productId,
        discountBp,
        startDate: dateOf(new Date(now + from * day)),
        endDate: dateOf(new Date(now + to * day)),
      });
    }
  }
  return ids.length;
}

/**
 * The demo seller's catalogue (as Northwind Home) and the catalogue-only sellers' with their
 * accounts; answers how many top-level products they hold in all.
 */
export async function seedDemoCatalogue(deps: TDeps, sellerEmail: string): Promise<number> {
  const seller = await findUserByEmail(deps.db, sellerEmail);
  const northwind = demoIdentities[0];
  if (!seller || !northwind) {
    return 0;
  }
  let seeded = await seedSellerCatalogue(deps, seller.id, northwind, [ended, running, upcoming]);
  await seedDemoBrandImages(deps, seller.id);
  // Hashed side by side: scrypt runs off the event loop.
  const sellers = await Promise.all(
    catalogueSellers.map(async (s) => ({
      ...s,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    })),
  );
  for (const { account, identity, deals, passwordHash } of sellers) {
    const sellerId = await deps.db.transaction((tx) => insertOpenAccount(tx, account, passwordHash));
    seeded += await seedSellerCatalogue(deps, sellerId, identity, deals);
  }
  return seeded;
}
