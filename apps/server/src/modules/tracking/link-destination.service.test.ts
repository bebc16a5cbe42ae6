import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { destinationWith, type TDestinationFacts } from './link-destination.service';

const amazon = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_BASE_URL: 'https://atlas.example',
  MARKETPLACE_PROVIDER: 'amazon',
  AMAZON_LOGIN_CLIENT_ID: 'login',
  AMAZON_LOGIN_CLIENT_SECRET: 'secret',
  AMAZON_SPAPI_CLIENT_ID: 'spapi',
  AMAZON_SPAPI_CLIENT_SECRET: 'secret',
  AMAZON_SPAPI_APP_ID: 'app',
  AMAZON_ADS_CLIENT_ID: 'ads',
  AMAZON_ADS_CLIENT_SECRET: 'secret',
  AMAZON_ATTRIBUTION_PUBLISHER_ID: '42',
});

// The template's shape as Amazon's Attribution guide shows it.
const template =
  'maas=maas_adg_api_123456789_static_9_99&ref_=aa_maas&tag=maas&aa_campaignid={campaignId}&aa_adgroupid={adgroupId}&aa_creativeid={creativeId}';

const product: TDestinationFacts = {
  linkType: 'product',
  page: { kind: 'product', countryCode: 'US', asin: 'B0OVEN0001' },
  countryCode: 'US',
  code: 'k0de1234',
  ownerId: 'usr_pub1',
  sellerId: 'usr_sel1',
  associateTag: null,
};

describe('where a link lands', () => {
  it("tags a product link with the seller's Attribution template, filled with the link's ids", () => {
    const url = new URL(destinationWith(amazon, product, template));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.amazon.com/dp/B0OVEN0001');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maas: 'maas_adg_api_123456789_static_9_99',
      ref_: 'aa_maas',
      tag: 'maas',
      aa_campaignid: 'atlas-US-usr_sel1-usr_pub1',
      aa_adgroupid: 'atlas-k0de1234',
      aa_creativeid: 'atlas-k0de1234',
    });
  });

  it('leaves a product link untagged before it has a code, or while the seller has no template', () => {
    expect(destinationWith(amazon, { ...product, code: null }, template)).toBe(
      'https://www.amazon.com/dp/B0OVEN0001',
    );
    expect(destinationWith(amazon, product, null)).toBe('https://www.amazon.com/dp/B0OVEN0001');
  });

  it("gives an associate link only the publisher's associates tag, never Attribution's", () => {
    const associate = { ...product, linkType: 'associate' as const, associateTag: 'ivy-20' };
    expect(destinationWith(amazon, associate, template)).toBe(
      'https://www.amazon.com/dp/B0OVEN0001?tag=ivy-20',
    );
    expect(destinationWith(amazon, { ...associate, associateTag: null }, template)).toBe(
      'https://www.amazon.com/dp/B0OVEN0001',
    );
  });

  it('lands a brand link on its search page without a tag: Attribution does not measure search pages', () => {
    const brand: TDestinationFacts = {
      ...product,
      linkType: 'brand',
      page: { kind: 'brand', countryCode: 'US', brandName: 'Trail Co' },
      sellerId: null,
    };
    expect(destinationWith(amazon, brand, template)).toBe('https://www.amazon.com/s?k=Trail%20Co');
  });
});
