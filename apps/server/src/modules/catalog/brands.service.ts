import {
  ErrorCode,
  imageNameOf,
  isStoredImageName,
  type TActivateBrandsRequest,
  type TActivateBrandsResponse,
  type TBrandImageRequest,
  type TBrandWithProducts,
  type TSellerBrand,
  type ZBrandListQuerySchema,
  type ZBrandsWithProductsQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { imageUrl, ownImagesAsFiles } from '../images/images.service';
import {
  activateBrandRows,
  findBrandsWithProducts,
  listBrandRows,
  setBrandImageName,
  type TBrandRowData,
} from './brands.repository';
import { sellerScope } from './products.service';

/** The image-cache URL of a brand's image name, or null. */
export const brandImageUrl = (deps: TDeps, name: string | null) => (name ? imageUrl(deps, name) : null);

function toBrand(deps: TDeps, row: TBrandRowData): TSellerBrand {
  return {
    brandId: row.id,
    brand: { amazonBrandName: row.marketplaceBrandName },
    status: row.status,
    activatedAt: row.activatedAt ? row.activatedAt.toISOString() : null,
    productCount: row.productCount,
    imageUrl: brandImageUrl(deps, row.imageName),
  };
}

/** GET seller/brands/all: every brand the marketplace import found, active or not. */
export async function listAllBrands(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZBrandListQuerySchema>,
): Promise<TSellerBrand[]> {
  const rows = await listBrandRows(deps.db, actor.userId, query);
  return rows.map((row) => toBrand(deps, row));
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
    return { activated, brands: brands.map((row) => toBrand(deps, row)) };
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
    imageUrl: brandImageUrl(deps, r.imageName),
  }));
}

const notYourImage = () =>
  new AppError(ErrorCode.validation, 'imageUrl: Upload the image first: it is not one of your images', {
    fields: [{ path: 'imageUrl', message: 'Upload the image first: it is not one of your images' }],
  });

/**
 * PUT seller/brands/{id}/image: the brand shows one of the seller's own stored images (its name
 * taken from the URL or name the upload answered), or none with null. Anything else, an outside
 * URL included, is 1001; another seller's brand is 404. Setting the same image again changes nothing.
 */
export async function setBrandImage(
  deps: TDeps,
  actor: TUserActor,
  brandId: string,
  input: TBrandImageRequest,
): Promise<TSellerBrand> {
  const name = input.imageUrl === null ? null : imageNameOf(input.imageUrl).toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [owned] = await listBrandRows(tx, actor.userId, { ids: [brandId] });
    if (!owned) {
      throw notFound('Brand');
    }
    if (name !== null) {
      const sameUrl = input.imageUrl === name || input.imageUrl === imageUrl(deps, name);
      const [image] = isStoredImageName(name) ? await ownImagesAsFiles(deps, tx, actor.userId, [name]) : [];
      if (!sameUrl || !image) {
        throw notYourImage();
      }
    }
    if (owned.imageName !== name) {
      await setBrandImageName(tx, actor.userId, brandId, name);
    }
    return toBrand(deps, { ...owned, imageName: name });
  });
}
