import type {
  TConnectionPage,
  TSellerBrand,
  TSellerPlacement,
  TSellerPlacementPage,
  ZBrandsByAmazonUserQuerySchema,
  ZConnectionListQuerySchema,
  ZSellerPlacementListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TQueryable } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { listAllBrands } from '../catalog/brands.service';
import { findIdentityOfUser } from '../marketplace-auth/marketplace-auth.repository';
import { listSellerConnections } from './connections.repository';
import { placementBases, type TPlacementBase } from './placement-view';
import { findOnlinePlacement, listOnlinePlacements, type TBrowseRow } from './seller-placements.repository';

// What a seller reads of placements: online ones, the publishers it works with, and its brands
// for the apply form.

async function sellerViews(db: TQueryable, rows: TBrowseRow[]): Promise<TSellerPlacement[]> {
  const bases = await placementBases(
    db,
    rows.map((r) => r.placement),
  );
  return rows.map((row, i) => ({
    ...(bases[i] as TPlacementBase),
    publisher: { id: row.placement.publisherId, name: row.publisherName },
  }));
}

/** GET seller/placement/list */
export async function listSellerPlacements(
  deps: TDeps,
  _actor: TUserActor,
  query: z.output<typeof ZSellerPlacementListQuerySchema>,
): Promise<TSellerPlacementPage> {
  const { rows, total } = await listOnlinePlacements(deps.db, query, pageWindow(query));
  return { items: await sellerViews(deps.db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** GET seller/placement/{id}: an online placement; a draft, suspended, offline or deleted one is 404. */
export async function getSellerPlacement(
  deps: TDeps,
  _actor: TUserActor,
  id: string,
): Promise<TSellerPlacement> {
  const row = await findOnlinePlacement(deps.db, id);
  if (!row) {
    throw notFound('Placement');
  }
  const [view] = await sellerViews(deps.db, [row]);
  return view as TSellerPlacement;
}

/** GET seller/connections */
export async function listConnections(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZConnectionListQuerySchema>,
): Promise<TConnectionPage> {
  const { rows, total } = await listSellerConnections(
    deps.db,
    { sellerId: actor.userId, search: query.search },
    pageWindow(query),
  );
  const items = rows.map((r) => ({
    ...r,
    lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * GET seller/brands/all/by-amazon-user-id: the seller's brands when the id is its own linked
 * Amazon identity (selling partner id or Login with Amazon user id); any other id is 404.
 */
export async function listBrandsByAmazonUser(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZBrandsByAmazonUserQuerySchema>,
): Promise<TSellerBrand[]> {
  const identity = await findIdentityOfUser(deps.db, actor.userId);
  const ids = identity ? [identity.sellingPartnerId, identity.externalUserId] : [];
  if (!ids.includes(query.amazonUserId)) {
    throw notFound('Amazon account');
  }
  const { amazonUserId: _, ...filter } = query;
  return listAllBrands(deps, actor, filter);
}
