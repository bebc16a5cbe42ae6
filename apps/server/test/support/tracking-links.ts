import { trackingLinks } from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import type { TTestApp } from './test-app';

/**
 * The demo marketplace's Attribution tag of a product link, written out as Amazon's guide shapes
 * a filled non-macro tag (docs/amazon.md "Links and Attribution tags").
 */
export const demoAttributionQuery = (link: {
  countryCode: string;
  sellerId: string;
  ownerId: string;
  code: string;
}) =>
  `maas=maas_adg_api_demo_static_9_99&ref_=aa_maas&tag=maas&aa_campaignid=atlas-${link.countryCode}-${link.sellerId}-${link.ownerId}&aa_adgroupid=atlas-${link.code}&aa_creativeid=atlas-${link.code}`;

const codeAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

type TLinkOverrides = Partial<Omit<typeof trackingLinks.$inferInsert, 'ownerId'>>;

/**
 * A tracking link written directly (the link calls have their own tests): a product link in the
 * US to a demo marketplace page unless told, with a fresh short code, saved with that code as
 * its sub-id so that an owner's links never fall on one another (`tracking_links_same_key`).
 */
export async function insertTrackingLink(t: TTestApp, ownerId: string, overrides: TLinkOverrides = {}) {
  const code = overrides.code ?? randomString(8, codeAlphabet);
  const [row] = await t.database.db
    .insert(trackingLinks)
    .values({
      id: newId('lnk'),
      code,
      linkType: 'product',
      countryCode: 'US',
      asin: 'B000TEST01',
      brandName: 'Test brand',
      title: 'Test product',
      subId: code,
      destinationUrl: `${t.config.publicBaseUrl}/demo-marketplace/US/dp/B000TEST01?aa_adgroupid=atlas-${code}`,
      ...overrides,
      ownerId,
    })
    .returning();
  return row as typeof trackingLinks.$inferSelect;
}
