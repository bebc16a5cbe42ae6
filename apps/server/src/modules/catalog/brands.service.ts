import type {
  TActivateBrandsRequest,
  TActivateBrandsResponse,
  TBrandWithProducts,
  TSellerBrand,
  ZBrandListQuerySchema,
  ZBrandsWithProductsQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import {
  activateBrandRows,
  findBrandsWithProducts,
  listBrandRows,
  type TBrandRowData,
} from './brands.repository';
import { sellerScope } from './products.service';

function toBrand(row: TBrandRowData): TSellerBrand {
  return {
    brandId: row.id,
    brand: { amazonBrandName: row.marketplaceBrandName },
    status: row.status,
    activatedAt: row.activatedAt ? row.activatedAt.toISOString() : null,
    productCount: row.productCount,
  };
}

/** GET seller/brands/all: every brand the marketplace import found, active or not. */
export async function listAllBrands(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZBrandListQuerySchema>,
): Promise<TSellerBrand[]> {
  const rows = await listBrandRows(deps.db, actor.userId, query);
  return rows.map(toBrand);
}

/**
 * POST seller/brands/activate: a brand's products appear in the seller's list (and, once
 * active with a commission, to publishers). One-way, as the spec's transition table has it;
 * activating an active brand again changes nothing. Any id not the seller's: 404, none changed.
 */
export async function activateBrands(
  deps: TDeps,
  actor: TUserActor,
  input: TActivateBrandsRequest,
): Promise<TActivateBrandsResponse> {
  const result = await deps.db.transaction(async (tx) => {
    const owned = await listBrandRows(tx, actor.userId, { ids: input.brandIds });
    if (owned.length !== input.brandIds.length) {
      throw notFound('Brand');
    }
    const activated = await activateBrandRows(tx, actor.userId, input.brandIds, deps.now());
    const brands = await listBrandRows(tx, actor.userId, { ids: input.brandIds });
    return { activated, brands: brands.map(toBrand) };
  });
  // The brand's products join the catalogue: links to them (and to the brand) earn from now on.
  if (result.activated > 0) {
    deps.linkCache.forgetAll();
  }
  return result;
}

/** GET seller/brands/with-available-products: the brand filter of the product list. */
export async function listBrandsWithProducts(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZBrandsWithProductsQuerySchema>,
): Promise<TBrandWithProducts[]> {
  const scope = await sellerScope(deps, actor, query.countryCode);
  const rows = await findBrandsWithProducts(deps.db, scope.sellerId, scope.countryCode);
  return rows.map((r) => ({
    brandId: r.id,
    brand: { amazonBrandName: r.name },
    productCount: r.productCount,
  }));
}
