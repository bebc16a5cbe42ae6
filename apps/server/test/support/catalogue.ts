import { eq } from 'drizzle-orm';
import { commissionHistory, deals, publisherProfiles } from '../../src/db/schema';
import { newId } from '../../src/platform/ids';
import { createBrand, createProduct, createSeller, createUser } from './factories';
import type { TTestApp } from './test-app';

// A small catalogue of two sellers for the catalogue's API tests: a brand name both sell
// ("Copper Kettle"), products in two categories and two marketplaces, one hidden product, one
// with a variation and a deal, and publishers in each review state.

const day = 24 * 60 * 60 * 1000;
const offer = (commissionBp: number) => ({ status: 'active' as const, commissionBp });
const kitchen = (category: string) => ({ categoryKey: 'kitchen-dining' as const, category });
const outdoors = (category: string) => ({ categoryKey: 'sports-outdoors' as const, category });

type TReview = { reviewStatus: 'approved' | 'rejected' | 'pending'; reviewReason?: string };

/** A publisher account in the review state given. */
export async function publisherIn(t: TTestApp, review: TReview) {
  const account = await createUser(t, 'publisher');
  await t.database.db
    .update(publisherProfiles)
    .set(review)
    .where(eq(publisherProfiles.userId, account.user.id));
  return account;
}

export async function seedCatalogue(t: TTestApp) {
  const sellerA = await createSeller(t);
  const sellerB = await createSeller(t);
  const kettleA = await createBrand(t, sellerA.user.id, { name: 'Copper Kettle' });
  const kettleB = await createBrand(t, sellerB.user.id, { name: 'Copper Kettle' });
  const trail = await createBrand(t, sellerB.user.id, { name: 'Trail Co' });
  const hiddenBrand = await createBrand(t, sellerA.user.id, { name: 'Hidden Works' });

  const product = (sellerId: string, brandId: string, values: Parameters<typeof createProduct>[2]) =>
    createProduct(t, sellerId, {
      brandId,
      imageUrl: `https://images.example.test/${brandId}.jpg`,
      ...values,
    });
  const skillet = await product(sellerA.user.id, kettleA.id, {
    asin: 'B0SKILLET1',
    title: 'Cast Iron Skillet, 10 inch',
    priceMinor: 2999,
    ...kitchen('Cookware'),
    ...offer(1500),
  });
  const press = await product(sellerA.user.id, kettleA.id, {
    asin: 'B0PRESS001',
    title: '=HYPERLINK("x") French Press, 34 oz',
    priceMinor: 3999,
    ...kitchen('Coffee & Tea'),
    ...offer(800),
  });
  const oven = await product(sellerB.user.id, kettleB.id, {
    asin: 'B0OVEN0001',
    title: 'Dutch Oven, 5 qt',
    priceMinor: 5999,
    ...kitchen('Cookware'),
    ...offer(1200),
  });
  const tent = await product(sellerB.user.id, trail.id, {
    asin: 'B0TENT0001',
    title: 'Backpacking Tent, 2 person',
    priceMinor: 19999,
    ...outdoors('Tents & Shelters'),
    ...offer(600),
  });
  const tentGreen = await product(sellerB.user.id, trail.id, {
    asin: 'B0TENTGRN1',
    title: 'Backpacking Tent, 2 person, Sage Green',
    parentId: tent.id,
    priceMinor: 19999,
    variationAttributes: { Color: 'Sage Green' },
    ...outdoors('Tents & Shelters'),
  });
  const bottle = await product(sellerB.user.id, trail.id, {
    asin: 'B0BOTTLE01',
    title: 'Insulated Water Bottle',
    priceMinor: null,
    ...outdoors('Hydration'),
    ...offer(2000),
  });
  const hidden = await product(sellerA.user.id, kettleA.id, {
    asin: 'B0HIDDEN01',
    title: 'Hidden Pan',
    ...kitchen('Cookware'),
    commissionBp: 3000,
  });
  const ofHiddenBrand = await product(sellerA.user.id, hiddenBrand.id, {
    asin: 'B0HIDBRND1',
    title: 'Inactive pan',
  });
  const pfanne = await product(sellerA.user.id, kettleA.id, {
    asin: 'B0SKILLET1',
    countryCode: 'DE',
    currency: 'EUR',
    title: 'Gusseisenpfanne, 25 cm',
    priceMinor: 2799,
    ...kitchen('Cookware'),
    ...offer(1000),
  });

  const now = t.clock.now.getTime();
  const deal = (productId: string, sellerId: string, from: number, to: number, discountBp: number) => ({
    id: newId('dea'),
    sellerId,
    productId,
    discountBp,
    startsAt: new Date(now + from * day),
    endsAt: new Date(now + to * day),
  });
  const running = deal(tent.id, sellerB.user.id, -2, 5, 2000);
  const upcoming = deal(tent.id, sellerB.user.id, 10, 17, 2500);
  await t.database.db
    .insert(deals)
    .values([running, upcoming, deal(oven.id, sellerB.user.id, -20, -13, 1500)]);

  const change = (ago: number, oldBp: number | null, newBp: number, oldStatus: 'inactive' | null) => ({
    id: newId('chh'),
    sellerId: sellerA.user.id,
    productId: skillet.id,
    oldCommissionBp: oldBp,
    newCommissionBp: newBp,
    oldStatus,
    newStatus: 'active' as const,
    source: 'single' as const,
    changedBy: sellerA.user.id,
    createdAt: new Date(now - ago * day),
  });
  await t.database.db
    .insert(commissionHistory)
    .values([change(30, null, 1000, 'inactive'), change(10, 1000, 1500, null)]);

  const publisher = (review: TReview) => publisherIn(t, review);
  return {
    sellerA,
    sellerB,
    brands: { kettleA, kettleB, trail, hiddenBrand },
    products: { skillet, press, oven, tent, tentGreen, bottle, hidden, ofHiddenBrand, pfanne },
    deals: { running, upcoming },
    approved: await publisher({ reviewStatus: 'approved' }),
    pending: await publisher({ reviewStatus: 'pending' }),
    rejected: await publisher({
      reviewStatus: 'rejected',
      reviewReason: 'Your website could not be reached',
    }),
  };
}
