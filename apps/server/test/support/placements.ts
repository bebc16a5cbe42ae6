import { placementCalls, type TCampaignStatus, type TPlacementDraft } from '@atlas/shared';
import { campaigns, trackingLinks, trafficSources, uploads } from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import { callOf } from './call';
import { publisherIn } from './catalogue';
import type { TTestApp } from './test-app';

// Placements in tests: an approved publisher with a live source and an uploaded image, a whole
// placement body, and the rows (campaigns, links) other features would write.

/** An approved publisher with one live traffic source and one uploaded image. */
export async function placementPublisher(t: TTestApp) {
  const account = await publisherIn(t, { reviewStatus: 'approved' });
  const sourceId = newId('src');
  await t.database.db.insert(trafficSources).values({
    id: sourceId,
    ownerId: account.user.id,
    kind: 'website',
    name: `Blog ${randomString(4)}`,
    url: 'https://blog.example.test',
    audienceSize: 30_000,
  });
  const imageId = await createUploadRow(t, account.user.id, 'image');
  return { ...account, sourceId, imageId };
}

/** An upload row of the account (the upload call has its own tests). */
export async function createUploadRow(t: TTestApp, userId: string, kind: 'image' | 'file') {
  const id = newId('upl');
  const image = kind === 'image';
  await t.database.db.insert(uploads).values({
    id,
    userId,
    kind,
    fileName: image ? 'cover.png' : 'terms.pdf',
    contentType: image ? 'image/png' : 'application/pdf',
    sizeBytes: 1234,
    storageKey: `${randomString(32)}.${image ? 'png' : 'pdf'}`,
  });
  return id;
}

/** A whole placement body of the publisher (every field an online placement needs). */
export function placementBody(
  p: { sourceId: string; imageId: string },
  overrides: Partial<TPlacementDraft> = {},
): TPlacementDraft {
  return {
    title: 'Gift guide feature',
    description: 'A photo and 150 words in our gift guide.',
    format: 'article',
    sourceId: p.sourceId,
    categoryKeys: ['kitchen-dining'],
    audienceSize: 30_000,
    audienceDescription: 'Home cooks in the US',
    imageIds: [p.imageId],
    prices: [{ countryCode: 'US', priceMinor: 25_000 }],
    ...overrides,
  };
}

/** Creates a placement through the API: online, or a draft. */
export async function createPlacementVia(
  t: TTestApp,
  token: string,
  body: TPlacementDraft,
  as: 'online' | 'draft' = 'online',
) {
  const create = as === 'online' ? placementCalls.createPlacement : placementCalls.createPlacementDraft;
  return callOf(t.app, create, { token, body });
}

/** A campaign row of a seller on a placement, as slice B's apply writes it. */
export async function insertCampaign(
  t: TTestApp,
  values: {
    placementId: string;
    publisherId: string;
    sellerId: string;
    status: TCampaignStatus;
    brandName?: string;
  },
) {
  const id = newId('cmp');
  await t.database.db.insert(campaigns).values({
    id,
    brandName: 'Copper Kettle',
    countryCode: 'US',
    priceMinor: 25_000,
    currency: 'USD',
    placementTitle: 'A placement',
    ...values,
  });
  return id;
}

/** A publisher's product link to a product, as the link builder writes it. */
export async function insertProductLink(t: TTestApp, ownerId: string, productId: string) {
  await t.database.db.insert(trackingLinks).values({
    id: newId('lnk'),
    code: randomString(8),
    ownerId,
    linkType: 'product',
    productId,
    countryCode: 'US',
    brandName: 'Copper Kettle',
    title: 'A product',
    destinationUrl: 'https://www.amazon.com/dp/B000000000',
  });
}
