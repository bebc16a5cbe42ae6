import { trackingIds } from '../../src/db/schema';
import { newId } from '../../src/platform/ids';
import { createBrand, createProduct, createSeller, createUser } from './factories';
import { insertReportDays } from './report-rows';
import type { TTestApp } from './test-app';
import { insertTrackingLink } from './tracking-links';

// A seller's March 2026 in the US as the reports' tests read it: two brands, three products,
// two publishers, a brand link, a return day, a row on the daylight-saving day (03-08) and rows
// just outside the month (the previous period, April). Another seller's and another
// marketplace's rows sit beside them and must never count. docs/testing.md has the sums.

export async function seedSellerMonth(t: TTestApp) {
  const seller = await createSeller(t);
  const otherSeller = await createSeller(t);
  const publisherA = await createUser(t, 'publisher');
  const publisherB = await createUser(t, 'publisher');
  const kettle = await createBrand(t, seller.user.id, { name: 'Copper Kettle' });
  const trail = await createBrand(t, seller.user.id, { name: 'Trail Co' });
  const product = (brandId: string, asin: string, title: string) =>
    createProduct(t, seller.user.id, {
      brandId,
      asin,
      title,
      imageUrl: `https://img.example.test/${asin}.jpg`,
    });
  const skillet = await product(kettle.id, 'B0SKILLET1', 'Cast Iron Skillet');
  const press = await product(kettle.id, 'B0PRESS001', '=HYPERLINK("x") French Press');
  const tent = await product(trail.id, 'B0TENT0001', 'Trail Tent');
  const foreign = await createProduct(t, otherSeller.user.id, { asin: 'B0FOREIGN1', title: 'Not yours' });

  const linkTo = (
    ownerId: string,
    p: typeof skillet,
    brandName: string,
    trackingIdId: string | null = null,
  ) =>
    insertTrackingLink(t, ownerId, {
      productId: p.id,
      brandId: p.brandId,
      asin: p.asin,
      title: p.title,
      brandName,
      trackingIdId,
    });
  const newsletter = { id: newId('tid'), ownerId: publisherA.user.id, name: 'newsletter' };
  await t.database.db.insert(trackingIds).values(newsletter);
  const a1 = await linkTo(publisherA.user.id, skillet, 'Copper Kettle', newsletter.id);
  const a2 = await linkTo(publisherA.user.id, press, 'Copper Kettle');
  const b1 = await linkTo(publisherB.user.id, skillet, 'Copper Kettle');
  const b3 = await linkTo(publisherB.user.id, tent, 'Trail Co');
  const aBrand = await insertTrackingLink(t, publisherA.user.id, {
    linkType: 'brand',
    brandId: kettle.id,
    asin: null,
    title: 'Copper Kettle',
    brandName: 'Copper Kettle',
    trackingIdId: newsletter.id,
  });
  const aForeign = await linkTo(publisherA.user.id, foreign, 'Elsewhere');
  const aCanada = await insertTrackingLink(t, publisherA.user.id, {
    productId: skillet.id,
    brandId: kettle.id,
    asin: 'B0SKILLET1',
    countryCode: 'CA',
    brandName: 'Copper Kettle',
  });

  const sold = (orders: number, units: number, salesMinor: number, commissionMinor: number, fee: number) => ({
    orders,
    units,
    salesMinor,
    commissionMinor,
    platformFeeMinor: fee,
    costMinor: commissionMinor + fee,
  });
  const sellerId = seller.user.id;
  await insertReportDays(t, a1, sellerId, [
    { day: '2026-02-28', clicks: 5, ...sold(1, 1, 1000, 100, 30) },
    { day: '2026-03-01', clicks: 100, detailPageViews: 60, addToCarts: 12, ...sold(3, 4, 10000, 1500, 450) },
    { day: '2026-03-08', clicks: 50, ...sold(1, 1, 2999, 450, 135) },
    // a return day: the order of 03-08 came back
    { day: '2026-03-15', returnedUnits: 1, ...sold(0, -1, -2999, -450, -135) },
    { day: '2026-03-31', clicks: 10 },
    { day: '2026-04-01', clicks: 999, ...sold(9, 9, 99999, 9999, 999) },
  ]);
  await insertReportDays(t, a2, sellerId, [{ day: '2026-03-10', clicks: 20, ...sold(2, 2, 7998, 640, 192) }]);
  await insertReportDays(t, b1, sellerId, [{ day: '2026-03-20', clicks: 30, ...sold(1, 1, 2999, 450, 135) }]);
  await insertReportDays(t, b3, sellerId, [{ day: '2026-03-05', clicks: 7 }]);
  await insertReportDays(t, aBrand, sellerId, [
    { day: '2026-03-02', clicks: 40 },
    // bought through the brand link: the purchased ASIN's row
    { day: '2026-03-02', asin: 'B0SKILLET1', productId: skillet.id, ...sold(1, 1, 2999, 450, 135) },
  ]);
  await insertReportDays(t, aForeign, otherSeller.user.id, [
    { day: '2026-03-03', clicks: 1000, ...sold(50, 50, 99999, 9999, 999) },
  ]);
  await insertReportDays(t, aCanada, sellerId, [
    { day: '2026-03-03', clicks: 77, ...sold(1, 1, 500, 50, 15) },
  ]);

  return {
    seller,
    otherSeller,
    publisherA,
    publisherB,
    brands: { kettle, trail },
    products: { skillet, press, tent },
    links: { a1, a2, b1, b3, aBrand },
    newsletter,
  };
}

export const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
