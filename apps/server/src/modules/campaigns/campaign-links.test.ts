import { ErrorCode } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, campaignIn, campaignPublisher, campaignSeller } from '../../../test/support/campaigns';
import { publisherIn } from '../../../test/support/catalogue';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaignProducts, campaigns, products, trackingLinks } from '../../db/schema';

// POST publisher/placement/campaigns/{campaignId}/generate-links: a link per product through
// the link builder, kept on the campaign; again, the same links.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://atlas.example' });
  seller = await campaignSeller(t);
  publisher = await campaignPublisher(t);
});
afterAll(() => t.close());

const linksOf = (ownerId: string) =>
  t.database.db.select().from(trackingLinks).where(eq(trackingLinks.ownerId, ownerId));

describe('generating links', () => {
  it("makes one product link per campaign product in the campaign's marketplace and starts the campaign", async () => {
    const { id } = await campaignIn(t, seller, publisher, 'accepted');
    const { status, body } = await act(t, 'generateLinks', id, publisher.token);
    expect(body.error ?? status).toBe(200);
    expect(body.data.status).toBe('in_progress');
    const links = body.data.products.map((p) => p.link);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link?.shortUrl).toMatch(/^https:\/\/atlas\.example\/t\/[0-9A-Za-z]{8}$/);
      expect(link?.destinationUrl).toContain(
        `&aa_adgroupid=atlas-${link?.code}&aa_creativeid=atlas-${link?.code}`,
      );
    }
    const rows = await linksOf(publisher.user.id);
    expect(rows.map((r) => r.productId).sort()).toEqual(
      seller.products
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    );
    expect(rows.every((r) => r.countryCode === 'US' && r.linkType === 'product')).toBe(true);
    const kept = await t.database.db
      .select()
      .from(campaignProducts)
      .where(eq(campaignProducts.campaignId, id));
    expect(kept.map((k) => k.trackingLinkId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(body.data.events.at(-1)).toMatchObject({ toStatus: 'in_progress', note: '2 tracking links' });
  });

  it('again, or twice at once: the same links, nothing made twice', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'accepted');
    const [a, b] = await Promise.all([
      act(t, 'generateLinks', id, publisher.token),
      act(t, 'generateLinks', id, publisher.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await act(t, 'generateLinks', id, publisher.token);
    const codes = (d: typeof again) => d.body.data.products.map((p) => p.link?.code).sort();
    expect(codes(a)).toEqual(codes(again));
    expect(codes(b)).toEqual(codes(again));
    // the links of the first campaign's products are the publisher's, reused
    expect(await linksOf(publisher.user.id)).toHaveLength(2);
    expect(again.body.data.events.filter((e) => e.toStatus === 'in_progress')).toHaveLength(1);
  });

  it('a product the seller made inactive since: 409 naming it, nothing started', async () => {
    const other = await campaignSeller(t);
    const { id } = await campaignIn(t, other, publisher, 'accepted');
    const [first] = other.products;
    await t.database.db
      .update(products)
      .set({ status: 'inactive' })
      .where(eq(products.id, first?.id ?? ''));
    const { status, body } = await act(t, 'generateLinks', id, publisher.token);
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
    expect(body.error).toContain(first?.asin);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.status).toBe('accepted');
  });

  it('a publisher whose approval was withdrawn cannot make links (409/1009)', async () => {
    const pending = await publisherIn(t, { reviewStatus: 'pending' });
    const { status, body } = await act(t, 'generateLinks', 'cmp_unknown', pending.token);
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
  });
});
