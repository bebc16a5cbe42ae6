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
    expect(linkDestinationUrl(demo, skillet, 'tag=ivy-21')).toBe(
      'https://atlas.example/demo-marketplace/DE/dp/B0SKILLET1?tag=ivy-21',
    );
  });

  it("builds Amazon's page of the country, a brand by its search, the name encoded", () => {
    expect(marketplacePageUrl(amazon, skillet)).toBe('https://www.amazon.de/dp/B0SKILLET1');
    expect(marketplacePageUrl(amazon, brand)).toBe('https://www.amazon.co.uk/s?k=Copper%20%26%20Kettle');
  });

  it("appends the link's parameters after the page's own, or leaves the page bare", () => {
    expect(linkDestinationUrl(amazon, brand, 'tag=ivy-21')).toBe(
      'https://www.amazon.co.uk/s?k=Copper%20%26%20Kettle&tag=ivy-21',
    );
    expect(linkDestinationUrl(amazon, skillet, null)).toBe('https://www.amazon.de/dp/B0SKILLET1');
  });
});
