import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createProduct, createSeller, createUser } from '../../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../../test/support/test-app';
import { insertTrackingLink } from '../../../../test/support/tracking-links';

// Where demo links land: the product page and the brand search of the demo marketplace.
let t: TTestApp;
let product: Awaited<ReturnType<typeof createProduct>>;
let code: string;
const brandName = 'Lantern & <Co>';

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createSeller(t);
  const brand = await createBrand(t, seller.user.id, { name: brandName });
  product = await createProduct(t, seller.user.id, {
    brandId: brand.id,
    asin: 'B0LANTERN1',
    title: 'Camp Lantern <b>bright</b>',
    priceMinor: 2450,
    status: 'active',
    commissionBp: 1200,
  });
  const publisher = await createUser(t, 'publisher');
  code = (await insertTrackingLink(t, publisher.user.id, { productId: product.id, asin: product.asin })).code;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the demo product page', () => {
  it('shows the linked product and the attribution parameters it received', async () => {
    const res = await get(
      `/demo-marketplace/US/dp/B0LANTERN1?maas=maas_adg_api_demo_static_9_99&ref_=aa_maas&tag=maas&aa_campaignid=atlas-US-x-y&aa_adgroupid=atlas-${code}&aa_creativeid=atlas-${code}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Camp Lantern &lt;b&gt;bright&lt;/b&gt;');
    expect(res.body).toContain('$24.50');
    expect(res.body).toContain(`Attributed to link <strong>${code}</strong>`);
    expect(res.body).toContain(`<code>aa_adgroupid=atlas-${code}</code>`);
  });

  it('finds a catalogue product by ASIN without a link, and says nothing attributed it', async () => {
    const res = await get('/demo-marketplace/us/dp/B0LANTERN1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Camp Lantern');
    expect(res.body).toContain('No attribution');
  });

  it('answers 404 for an ASIN not in the catalogue, a bad ASIN or an unknown marketplace', async () => {
    for (const url of [
      '/demo-marketplace/US/dp/B0NOTHERE1',
      '/demo-marketplace/US/dp/bad',
      '/demo-marketplace/JP/dp/B0LANTERN1',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('the demo brand search', () => {
  it('lists the brand catalogue products of the marketplace', async () => {
    const res = await get(
      `/demo-marketplace/US/s?k=${encodeURIComponent(brandName)}&aa_adgroupid=atlas-${code}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Results for “Lantern &amp; &lt;Co&gt;”');
    expect(res.body).toContain('href="/demo-marketplace/US/dp/B0LANTERN1"');
    expect(res.body).toContain(`Attributed to link <strong>${code}</strong>`);
  });

  it('says when the brand has no products there', async () => {
    const res = await get(`/demo-marketplace/DE/s?k=${encodeURIComponent(brandName)}`);
    expect(res.body).toContain('no products of this brand');
  });
});
