import {
  marketplaceOf,
  publisherCampaignCalls,
  sellerCampaignCalls,
  type TAnyCall,
  type TCallAnswer,
  type TCampaignAction,
  type TCampaignStatus,
  type TPlacementStatus,
  uploadCalls,
} from '@atlas/shared';
import { placementPrices, placements } from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import { bannerPng } from '../../src/seed/demo-png';
import { callOf } from './call';
import { publisherIn } from './catalogue';
import { createBrand, createProduct, createSeller } from './factories';
import type { TTestApp } from './test-app';
import { uploadFile } from './upload';

// Campaign fixtures: placements written as rows (the placement calls have their own tests), a
// seller with a brand of promotable products, uploaded files, and campaigns driven through the
// API into any state.

type TPlacementOptions = {
  status?: TPlacementStatus;
  title?: string;
  prices?: Partial<Record<string, number>>;
  deleted?: boolean;
};

/** A placement of the publisher, written directly; online in US and CA unless told. */
export async function insertPlacement(t: TTestApp, publisherId: string, options: TPlacementOptions = {}) {
  const id = newId('plc');
  await t.database.db.insert(placements).values({
    id,
    publisherId,
    status: options.status ?? 'online',
    title: options.title ?? `Gift guide ${randomString(4)}`,
    description: 'A photo and 150 words in our gift guide.',
    format: 'article',
    categoryKeys: ['kitchen-dining'],
    deletedAt: options.deleted ? new Date() : null,
  });
  const prices = Object.entries(options.prices ?? { US: 25_000, CA: 32_000 });
  if (prices.length > 0) {
    await t.database.db.insert(placementPrices).values(
      prices.map(([countryCode, priceMinor]) => ({
        placementId: id,
        countryCode,
        priceMinor: priceMinor ?? 0,
        currency: marketplaceOf(countryCode).currency,
      })),
    );
  }
  return id;
}

const promotable = { status: 'active' as const, commissionBp: 1000, categoryKey: 'kitchen-dining' as const };

/** A seller (notice agreed) with an active brand of three promotable US products and one German. */
export async function campaignSeller(t: TTestApp) {
  const account = await createSeller(t);
  const sellerId = account.user.id;
  const brand = await createBrand(t, sellerId, { name: `Copper Kettle ${randomString(3)}` });
  const product = (values: Parameters<typeof createProduct>[2]) =>
    createProduct(t, sellerId, { brandId: brand.id, ...promotable, ...values });
  const products = [
    await product({ title: 'Cast Iron Skillet' }),
    await product({ title: 'French Press' }),
    await product({ title: 'Dutch Oven' }),
  ];
  const german = await product({ countryCode: 'DE', currency: 'EUR', title: 'Gusseisenpfanne' });
  const inactive = await product({ status: 'inactive', title: 'Hidden pan' });
  return { ...account, brand, products, german, inactive };
}

/** An approved publisher and its online placement (US 250.00, CA 320.00). */
export async function campaignPublisher(t: TTestApp) {
  const account = await publisherIn(t, { reviewStatus: 'approved' });
  const placementId = await insertPlacement(t, account.user.id, { title: 'Gift guide feature' });
  return { ...account, placementId };
}

/** An image or PDF uploaded by the account through `common/upload`. */
export async function uploadAsset(t: TTestApp, token: string, fileName = 'banner.png') {
  const pdf = fileName.endsWith('.pdf');
  const bytes = pdf
    ? Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    : bannerPng(16, 9, [255, 255, 255], [22, 119, 255]);
  const { status, body } = await uploadFile<TCallAnswer<typeof uploadCalls.uploadFile>>(t, {
    path: uploadCalls.uploadFile.path,
    token,
    fileName,
    bytes,
    contentType: pdf ? 'application/pdf' : 'image/png',
  });
  if (status !== 200) {
    throw new Error(`upload failed: ${status} ${body.error}`);
  }
  return body.data;
}

type TSeller = Awaited<ReturnType<typeof campaignSeller>>;
type TPublisher = Awaited<ReturnType<typeof campaignPublisher>>;

/** The application body for the seller's first two products on the placement. */
export function applyBody(seller: TSeller, placementId: string, overrides: Record<string, unknown> = {}) {
  return {
    placementId,
    countryCode: 'US',
    brandId: seller.brand.id,
    products: seller.products.slice(0, 2).map((p) => p.id),
    message: 'Please feature our skillet in the gift guide.',
    assets: [],
    ...overrides,
  };
}

export function applyTo(t: TTestApp, token: string, placementId: string, body: object) {
  return callOf(t.app, sellerCampaignCalls.applyCampaign, { params: { placementId }, token, body });
}

const actionPaths = {
  accept: { side: 'publisher', call: publisherCampaignCalls.acceptCampaign, body: {} },
  decline: {
    side: 'publisher',
    call: publisherCampaignCalls.declineCampaign,
    body: { reason: 'Not a fit for our readers' },
  },
  generateLinks: { side: 'publisher', call: publisherCampaignCalls.generateCampaignLinks, body: {} },
  complete: {
    side: 'publisher',
    call: publisherCampaignCalls.completeCampaign,
    body: { proofLinks: ['https://blog.example.test/gift-guide'], note: 'Live on the home page' },
  },
  suspend: { side: 'seller', call: sellerCampaignCalls.suspendCampaign, body: { reason: 'Out of stock' } },
  confirm: { side: 'seller', call: sellerCampaignCalls.confirmCampaign, body: {} },
} satisfies Record<TCampaignAction, { side: 'seller' | 'publisher'; call: TAnyCall; body: object }>;

/** Takes an action on a campaign through the API as the given side's token. */
export function act(t: TTestApp, action: TCampaignAction, id: string, token: string, body?: object) {
  const a = actionPaths[action];
  return callOf(t.app, a.call, { params: { campaignId: id }, token, body: body ?? a.body });
}

export const sideOfAction = (action: TCampaignAction) => actionPaths[action].side;

/** The moves that lead from applied to each state. */
const pathTo: Record<TCampaignStatus, TCampaignAction[]> = {
  applied: [],
  accepted: ['accept'],
  declined: ['decline'],
  in_progress: ['accept', 'generateLinks'],
  completed: ['accept', 'generateLinks', 'complete'],
  confirmed: ['accept', 'generateLinks', 'complete', 'confirm'],
  suspended: ['suspend'],
};

/** A campaign of the seller on a new placement of the publisher, brought to `status` through the API. */
export async function campaignIn(
  t: TTestApp,
  seller: TSeller,
  publisher: TPublisher,
  status: TCampaignStatus,
) {
  const placementId = await insertPlacement(t, publisher.user.id);
  const applied = await applyTo(t, seller.token, placementId, applyBody(seller, placementId));
  if (applied.status !== 200) {
    throw new Error(`apply failed: ${applied.status} ${applied.body.error}`);
  }
  const id = applied.body.data.id;
  for (const action of pathTo[status]) {
    const token = sideOfAction(action) === 'seller' ? seller.token : publisher.token;
    const moved = await act(t, action, id, token);
    if (moved.status !== 200) {
      throw new Error(`${action} failed: ${moved.status} ${moved.body.error}`);
    }
  }
  return { id, placementId };
}
