import {
  campaignStatusLabels,
  ErrorCode,
  type TCampaignDetail,
  type TCountryCode,
  type TFieldError,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TStoredFile } from '../../db/schema';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { resolveOwnUploads, storedFileOf } from '../uploads/uploads.service';
import {
  findPlacementToApply,
  findSellerBrand,
  findSellerProducts,
  insertCampaign,
} from './campaign-apply.repository';
import { sendCampaignNotice } from './campaign-notices';
import { findOpenCampaign } from './campaigns.repository';
import { campaignOf, detailOf } from './campaigns.service';

// POST seller/placement/campaigns/apply/{placementId}: a campaign `applied` at the placement's
// price in the chosen marketplace, with the brand name and placement title copied, the chosen
// products (the seller's own, of that brand and marketplace, in the publisher catalogue so
// links can be made for them) and the seller's own uploaded files.

export type TApplyInput = {
  placementId: string;
  countryCode: TCountryCode;
  brandId: string;
  products: string[];
  message: string;
  assets: string[];
};

const refuse = (code: typeof ErrorCode.validation | typeof ErrorCode.notFound, fields: TFieldError[]) => {
  const [first] = fields;
  return new AppError(code, first?.message ?? 'Invalid application', { fields });
};

/** The online placement and its price in the marketplace; 404 when never published, 409 when closed. */
async function placementToApply(deps: TDeps, placementId: string, countryCode: TCountryCode) {
  const found = await findPlacementToApply(deps.db, placementId);
  if (!found || found.placement.status === 'draft') {
    throw notFound('Placement');
  }
  const { placement, prices } = found;
  if (placement.deletedAt) {
    throw conflict('This placement was deleted by its publisher: it takes no more applications');
  }
  if (placement.status !== 'online') {
    throw conflict(`This placement is ${placement.status}: it takes applications only while online`);
  }
  const price = prices.find((p) => p.countryCode === countryCode);
  if (!price) {
    const offered = prices.map((p) => p.countryCode).join(', ') || 'no marketplace';
    throw refuse(ErrorCode.validation, [
      {
        path: 'countryCode',
        message: `This placement has no price in ${countryCode}; it is offered in ${offered}`,
      },
    ]);
  }
  return { placement, price };
}

/** The chosen products, each the seller's (404), of the brand and marketplace, and linkable (400). */
async function productsToPromote(deps: TDeps, actor: TUserActor, input: TApplyInput) {
  const rows = await findSellerProducts(deps.db, actor.userId, input.products);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing: TFieldError[] = [];
  const wrong: TFieldError[] = [];
  input.products.forEach((id, i) => {
    const path = `products.${i}`;
    const row = byId.get(id);
    if (!row) {
      missing.push({ path, message: 'Product not found' });
    } else if (row.brandId !== input.brandId) {
      wrong.push({ path, message: `${row.asin} is not of the chosen brand` });
    } else if (row.countryCode !== input.countryCode) {
      wrong.push({ path, message: `${row.asin} is sold in ${row.countryCode}, not ${input.countryCode}` });
    } else if (!row.promotable) {
      wrong.push({
        path,
        message: `${row.asin} cannot be promoted: make it active with a commission (and its brand active) first`,
      });
    }
  });
  if (missing.length > 0) {
    throw refuse(ErrorCode.notFound, missing);
  }
  if (wrong.length > 0) {
    throw refuse(ErrorCode.validation, wrong);
  }
  return input.products.map((id) => byId.get(id) as (typeof rows)[number]);
}

async function assetsOf(deps: TDeps, actor: TUserActor, ids: string[]): Promise<TStoredFile[]> {
  const found = await resolveOwnUploads(deps.db, actor.userId, ids);
  if ('missing' in found) {
    throw refuse(
      ErrorCode.notFound,
      found.missing.map((i) => ({ path: `assets.${i}`, message: 'File not found' })),
    );
  }
  return found.rows.map(storedFileOf);
}

async function openConflict(deps: TDeps, actor: TUserActor, placementId: string): Promise<AppError> {
  const open = await findOpenCampaign(deps.db, actor.userId, placementId);
  const state = open ? ` (${open.id}, ${campaignStatusLabels[open.status].toLowerCase()})` : '';
  return new AppError(
    ErrorCode.conflict,
    `You already have an open campaign on this placement${state}: follow it in Campaigns, or suspend it before applying again`,
    { reason: 'campaign_open' },
  );
}

export async function applyCampaign(
  deps: TDeps,
  actor: TUserActor,
  placementId: string,
  input: TApplyInput,
): Promise<TCampaignDetail> {
  if (input.placementId !== placementId) {
    throw refuse(ErrorCode.validation, [
      { path: 'placementId', message: 'The placement in the body is not the one of the address' },
    ]);
  }
  const { placement, price } = await placementToApply(deps, placementId, input.countryCode);
  const brand = await findSellerBrand(deps.db, actor.userId, input.brandId);
  if (!brand) {
    throw refuse(ErrorCode.notFound, [{ path: 'brandId', message: 'Brand not found' }]);
  }
  const chosen = await productsToPromote(deps, actor, input);
  const assets = await assetsOf(deps, actor, input.assets);
  if (await findOpenCampaign(deps.db, actor.userId, placementId)) {
    throw await openConflict(deps, actor, placementId);
  }
  const id = newId('cmp');
  const at = deps.now();
  const inserted = await deps.db.transaction((tx: TTx) =>
    insertCampaign(
      tx,
      {
        id,
        placementId,
        publisherId: placement.publisherId,
        sellerId: actor.userId,
        brandId: brand.id,
        brandName: brand.marketplaceBrandName,
        countryCode: input.countryCode,
        priceMinor: price.priceMinor,
        currency: price.currency,
        placementTitle: placement.title,
        message: input.message,
        assets,
        status: 'applied',
        appliedAt: at,
        updatedAt: at,
      },
      chosen.map((p) => ({ campaignId: id, productId: p.id, asin: p.asin, title: p.title })),
      {
        id: newId('cev'),
        campaignId: id,
        toStatus: 'applied',
        actorKind: 'seller',
        actorId: actor.actorUserId,
        createdAt: at,
      },
    ),
  );
  if (!inserted) {
    throw await openConflict(deps, actor, placementId);
  }
  const record = await campaignOf(deps, { sellerId: actor.userId }, id);
  await sendCampaignNotice(deps, record, 'applied');
  return detailOf(deps, record);
}
