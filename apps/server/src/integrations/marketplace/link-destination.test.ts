import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { linkDestinationUrl, marketplacePageUrl } from './link-destination';

const demo = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://atlas.example/' });
const amazon = { ...demo, MARKETPLACE_PROVIDER: 'amazon' as const };
const skillet = { kind: 'product' as const, countryCode: 'DE', asin: 'B0SKILLET1' };
const brand = { kind: 'brand' as const, countryCode: 'UK', brandName: 'Copper & Kettle' };

describe('link destinations', () => {
  it("builds a product page on the demo marketplace under the app's own address", () => {
    expect(marketplacePageUrl(demo, skillet)).toBe('https://atlas.example/demo-marketplace/DE/dp/B0SKILLET1');
    expect(linkDestinationUrl(demo, skillet, { code: 'aB3dE6gH', associateTag: null })).toBe(
      'https://atlas.example/demo-marketplace/DE/dp/B0SKILLET1?maas=aa_aB3dE6gH&ref_=aa_maas',
    );
  });

  it("builds Amazon's page of the country, a brand by its search, the name encoded", () => {
    expect(marketplacePageUrl(amazon, skillet)).toBe('https://www.amazon.de/dp/B0SKILLET1');
    expect(linkDestinationUrl(amazon, brand, { code: 'Zz9', associateTag: null })).toBe(
      'https://www.amazon.co.uk/s?k=Copper%20%26%20Kettle&maas=aa_Zz9&ref_=aa_maas',
    );
  });

  it('adds the associates tag after the attribution, and only the tag before a code exists', () => {
    const us = { kind: 'product' as const, countryCode: 'US', asin: 'B0OVEN0001' };
    expect(linkDestinationUrl(amazon, us, { code: 'k0de1234', associateTag: 'ivy-20' })).toBe(
      'https://www.amazon.com/dp/B0OVEN0001?maas=aa_k0de1234&ref_=aa_maas&tag=ivy-20',
    );
    expect(linkDestinationUrl(amazon, us, { code: null, associateTag: 'ivy-20' })).toBe(
      'https://www.amazon.com/dp/B0OVEN0001?tag=ivy-20',
    );
    expect(linkDestinationUrl(amazon, us, { code: null, associateTag: null })).toBe(
      'https://www.amazon.com/dp/B0OVEN0001',
    );
  });
});
