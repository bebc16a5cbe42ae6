import {
  marketplaceOf,
  type TCountryCode,
  type TPlacementFormat,
  type TPlacementStatus,
  type TProductCategoryKey,
  type TTrafficSourceKind,
} from '@atlas/shared';
import type { TStoredFile } from '../db/schema';
import { listSources } from '../modules/tracking/sources.service';
import { saveUpload } from '../modules/uploads/uploads.service';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';
import { newId } from '../platform/ids';
import { demoPublisherEmail } from './demo';
import { demoActor } from './demo-actor';
import { insertPlacementWithPrices } from './demo-placements.repository';
import { bannerPng } from './demo-png';

// The demo publisher's placements: four online (an article, a Pinterest pin set, a newsletter
// feature, a deal of the day; different marketplaces and categories, each with an uploaded
// image), one draft and one suspended. Each uses the traffic source of its kind the tracking seed made (none when that
// seed did not run). Sellers browse the online ones; campaigns (slice B) are booked on them.

type TDemoPlacement = {
  title: string;
  status: TPlacementStatus;
  format: TPlacementFormat;
  sourceKind: TTrafficSourceKind;
  categoryKeys: TProductCategoryKey[];
  audienceSize: number | null;
  audienceDescription: string;
  description: string;
  prices: Partial<Record<TCountryCode, number>>;
  colours?: [readonly [number, number, number], readonly [number, number, number]];
};

export const demoPlacements: TDemoPlacement[] = [
  {
    title: 'Gift guide feature on the Demo Deals blog',
    status: 'online',
    format: 'article',
    sourceKind: 'website',
    categoryKeys: ['kitchen-dining', 'home-living'],
    audienceSize: 48_000,
    audienceDescription: 'Deal hunters and home-office shoppers in the United States and Canada',
    description:
      'Your product in our seasonal gift guide: a photo, 150 words written by us and a tracked link. The guide stays online for at least 12 months and is linked from the home page for 30 days.',
    prices: { US: 25_000, CA: 32_000 },
    colours: [
      [232, 240, 254],
      [22, 119, 255],
    ],
  },
  {
    title: 'Pinterest pin set: five pins for one product',
    status: 'online',
    format: 'social_post',
    sourceKind: 'pinterest',
    categoryKeys: ['home-living', 'garden-outdoor'],
    audienceSize: 21_000,
    audienceDescription: 'Home and garden savers, 80% women aged 25 to 45',
    description:
      'Five pins designed for your product, spread over two weeks on our home and garden boards, each with a tracked link.',
    prices: { US: 9_000, UK: 7_500 },
    colours: [
      [255, 241, 240],
      [230, 0, 35],
    ],
  },
  {
    title: 'Featured product in the Friday Finds newsletter',
    status: 'online',
    format: 'newsletter',
    sourceKind: 'newsletter',
    categoryKeys: ['kitchen-dining', 'sports-outdoors'],
    audienceSize: 12_500,
    audienceDescription: 'Subscribers who opened at least one issue in the last 90 days',
    description:
      'The top slot of one Friday issue: picture, three lines and a button. Opens average 41%, clicks 6%.',
    prices: { US: 15_000, CA: 17_500, DE: 12_000, FR: 12_000 },
    colours: [
      [246, 255, 237],
      [56, 158, 13],
    ],
  },
  {
    title: 'Unboxing video (in preparation)',
    status: 'draft',
    format: 'video',
    sourceKind: 'website',
    categoryKeys: ['electronics'],
    audienceSize: null,
    audienceDescription: '',
    description: '',
    prices: {},
  },
  {
    title: 'In-depth review with photos',
    status: 'suspended',
    format: 'review',
    sourceKind: 'website',
    categoryKeys: ['electronics', 'office'],
    audienceSize: 48_000,
    audienceDescription: 'Readers comparing home-office equipment before they buy',
    description: 'A 1 200-word hands-on review with our own photos, kept up to date for a year.',
    prices: { US: 40_000 },
  },
  {
    // Free of demo campaigns (those take the first three): the demo seller can apply here.
    title: 'Deal of the day on the Demo Deals home page',
    status: 'online',
    format: 'deal_listing',
    sourceKind: 'website',
    categoryKeys: ['kitchen-dining', 'electronics'],
    audienceSize: 48_000,
    audienceDescription: 'Visitors of the home page on the day, most of them returning deal hunters',
    description:
      'Your product as the deal of the day: the top slot of the home page for 24 hours with its price, a picture and a tracked link.',
    prices: { US: 6_000, UK: 5_000, DE: 5_500 },
    colours: [
      [255, 251, 230],
      [250, 140, 22],
    ],
  },
];

async function demoImage(deps: TDeps, actor: TUserActor, p: TDemoPlacement): Promise<TStoredFile[]> {
  if (!p.colours) {
    return [];
  }
  const fileName = `${p.format.replace('_', '-')}-cover.png`;
  const bytes = bannerPng(480, 270, ...p.colours);
  const upload = await saveUpload(deps, actor, { fileName, bytes, declaredType: 'image/png' });
  const { id: uploadId, url, contentType, sizeBytes } = upload;
  return [{ uploadId, url, fileName: upload.fileName, contentType, sizeBytes }];
}

/** Seeds the demo publisher's placements; answers their ids in `demoPlacements` order. */
export async function seedDemoPlacements(deps: TDeps): Promise<string[]> {
  const actor = await demoActor(deps, demoPublisherEmail, 'publisher');
  if (!actor) {
    return [];
  }
  const sources = await listSources(deps, actor);
  const ids: string[] = [];
  for (const [i, p] of demoPlacements.entries()) {
    const id = newId('plc');
    // a minute apart, the first the oldest, so lists read in a stable order
    const at = new Date(deps.now().getTime() - (demoPlacements.length - i) * 60_000);
    const row = {
      id,
      publisherId: actor.userId,
      status: p.status,
      title: p.title,
      description: p.description,
      format: p.format,
      sourceId: sources.find((s) => s.kind === p.sourceKind)?.id ?? null,
      categoryKeys: p.categoryKeys,
      audienceSize: p.audienceSize,
      audienceDescription: p.audienceDescription,
      images: await demoImage(deps, actor, p),
      createdAt: at,
      updatedAt: at,
      submittedAt: p.status === 'draft' ? null : at,
    };
    const prices = Object.entries(p.prices).map(([countryCode, priceMinor]) => ({
      placementId: id,
      countryCode,
      priceMinor,
      currency: marketplaceOf(countryCode).currency,
    }));
    await insertPlacementWithPrices(deps.db, row, prices);
    ids.push(id);
  }
  return ids;
}
