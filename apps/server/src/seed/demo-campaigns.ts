import { marketplaceOf, type TCampaignAction } from '@atlas/shared';
import {
  acceptCampaign,
  completeCampaign,
  confirmCampaign,
  declineCampaign,
  suspendCampaign,
} from '../modules/campaigns/campaign-actions.service';
import { applyCampaign } from '../modules/campaigns/campaign-apply.service';
import { generateCampaignLinks } from '../modules/campaigns/campaign-links.service';
import { saveUpload } from '../modules/uploads/uploads.service';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';
import { addMonths, monthInZone } from '../platform/zoned-day';
import { demoPublisherEmail, demoSellerEmail } from './demo';
import { demoActor } from './demo-actor';
import { listSellerCatalogueEntries } from './demo-catalogue.repository';
import { listOnlinePlacementIds } from './demo-placements.repository';
import { bannerPng } from './demo-png';

// The demo seller's campaigns on the first three of the demo publisher's online placements (the
// fourth stays free for the demo seller to apply to), one in each state, each moved through the
// services the screens call at plausible times of the past weeks (so the timelines read like
// real ones): confirmed last month and this month (with invoice numbers), completed with proof,
// in progress with links, accepted, applied (with a file to download), declined and suspended.
// The seed sends no e-mails. Each of the three ends with one open campaign (applied, accepted,
// in progress), as `campaigns_open_key` allows.

const hour = 3_600_000;
const day = 24 * hour;

type TStep = { action: TCampaignAction; at: Date };
type TDemoCampaign = {
  placement: 0 | 1 | 2;
  appliedAt: Date;
  steps: TStep[];
  message: string;
  withFile?: boolean;
};

/**
 * Noon UTC of the 12th of last month as the US counts it: the newest month the demo's billings
 * close (demo-billings.ts), also in the first hours of a month in UTC, when the US is still in the
 * month before.
 */
function lastMonthAt(now: Date): Date {
  const month = addMonths(monthInZone(now, marketplaceOf('US').timeZone), -1);
  return new Date(`${month.slice(0, 8)}12T12:00:00Z`);
}

function plan(now: Date): TDemoCampaign[] {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * day - hours * hour);
  const before = (at: Date, days: number) => new Date(at.getTime() - days * day);
  const lastMonth = lastMonthAt(now);
  // a minute ago: this month in every zone, unless the month began in the last minute there
  const thisMonth = ago(0, 1 / 60);
  const run = (end: Date): TStep[] => [
    { action: 'accept', at: before(end, 9) },
    { action: 'generateLinks', at: before(end, 8) },
    { action: 'complete', at: before(end, 2) },
    { action: 'confirm', at: end },
  ];
  // each placement's closed campaigns first: its open one (the last) would refuse them
  return [
    {
      placement: 0,
      appliedAt: before(lastMonth, 11),
      steps: run(lastMonth),
      message: 'Spring gift guide, please.',
    },
    {
      placement: 2,
      appliedAt: before(thisMonth, 12),
      steps: run(thisMonth),
      message: 'Top slot for our skillet.',
    },
    {
      placement: 1,
      appliedAt: ago(11),
      steps: run(ago(1)).slice(0, 3),
      message: 'Five pins over two weeks.',
    },
    {
      placement: 1,
      appliedAt: ago(20),
      steps: [{ action: 'decline', at: ago(19) }],
      message: 'Pins for the cast iron set.',
    },
    {
      placement: 2,
      appliedAt: ago(16),
      steps: [{ action: 'suspend', at: ago(15) }],
      message: 'Newsletter slot for the holidays.',
    },
    {
      placement: 0,
      appliedAt: ago(6),
      steps: [
        { action: 'accept', at: ago(5) },
        { action: 'generateLinks', at: ago(4) },
      ],
      message: 'A second feature for the summer guide.',
    },
    {
      placement: 2,
      appliedAt: ago(3),
      steps: [{ action: 'accept', at: ago(2) }],
      message: 'One Friday issue next month.',
    },
    {
      placement: 1,
      appliedAt: ago(0, 5),
      steps: [],
      message: 'Pins for the new kettle, artwork attached.',
      withFile: true,
    },
  ];
}

const at = (deps: TDeps, when: Date): TDeps => ({
  ...deps,
  now: () => when,
  // demo data mails no one
  mailer: { send: async () => 'demo-seed' },
});

function move(deps: TDeps, actors: { seller: TUserActor; publisher: TUserActor }, id: string, step: TStep) {
  const d = at(deps, step.at);
  switch (step.action) {
    case 'accept':
      return acceptCampaign(d, actors.publisher, id);
    case 'decline':
      return declineCampaign(d, actors.publisher, id, {
        reason: 'Our readers are not into cast iron this season.',
      });
    case 'generateLinks':
      return generateCampaignLinks(d, actors.publisher, id);
    case 'complete':
      return completeCampaign(d, actors.publisher, id, {
        proofLinks: [
          'https://publisher.demo.test/guides/kitchen-favourites',
          'https://pinterest.com/demodeals/kitchen',
        ],
        note: 'Live and linked from the home page.',
      });
    case 'suspend':
      return suspendCampaign(d, actors.seller, id, { reason: 'Out of stock until next month.' });
    case 'confirm':
      return confirmCampaign(d, actors.seller, id);
  }
}

/** The demo seller's first three promotable US products and their brand. */
async function demoProducts(deps: TDeps, sellerId: string) {
  const rows = await listSellerCatalogueEntries(deps.db, sellerId, 'US');
  const brandId = rows[0]?.brandId;
  return brandId
    ? {
        brandId,
        productIds: rows
          .filter((r) => r.brandId === brandId)
          .slice(0, 3)
          .map((r) => r.id),
      }
    : null;
}

/** Seeds the demo campaigns; answers their ids in the order of the plan (none when a part is missing). */
export async function seedDemoCampaigns(deps: TDeps): Promise<string[]> {
  const seller = await demoActor(deps, demoSellerEmail, 'seller');
  const publisher = await demoActor(deps, demoPublisherEmail, 'publisher');
  if (!seller || !publisher) {
    return [];
  }
  const online = await listOnlinePlacementIds(deps.db, publisher.userId);
  const products = await demoProducts(deps, seller.userId);
  if (online.length < 3 || !products) {
    return [];
  }
  const ids: string[] = [];
  for (const c of plan(deps.now())) {
    const placementId = online[c.placement] as string;
    const assets = c.withFile
      ? [
          (
            await saveUpload(at(deps, c.appliedAt), seller, {
              fileName: 'kettle-pin-artwork.png',
              bytes: bannerPng(600, 900, [255, 247, 230], [212, 107, 8]),
              declaredType: 'image/png',
            })
          ).id,
        ]
      : [];
    const applied = await applyCampaign(at(deps, c.appliedAt), seller, placementId, {
      placementId,
      countryCode: 'US',
      brandId: products.brandId,
      products: products.productIds,
      message: c.message,
      assets,
    });
    for (const step of c.steps) {
      await move(deps, { seller, publisher }, applied.id, step);
    }
    ids.push(applied.id);
  }
  return ids;
}
