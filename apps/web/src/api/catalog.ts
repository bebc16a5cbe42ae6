import type {
  TActivateBrandsResponse,
  TBrandListQuery,
  TBrandWithProducts,
  TImportRun,
  TLatestUpdateTime,
  TProductCount,
  TProductDetail,
  TProductExportQuery,
  TProductListQuery,
  TProductPage,
  TProductTemplateQuery,
  TSellerBrand,
  TVariationListQuery,
  TVariationPage,
} from '@atlas/shared';
import { download } from './download';
import { api } from './http';

// Lists and counts toast their failures (the screens also show a retry); actions that the
// screen answers inline (refetch, activate, exports) are silent.

// GET seller/product/list
export function listProducts(query: TProductListQuery): Promise<TProductPage> {
  return api.get<TProductPage>('seller/product/list', query);
}

// GET seller/product/productCount
export function getProductCount(countryCode: string): Promise<TProductCount> {
  return api.get<TProductCount>('seller/product/productCount', { countryCode });
}

// PATCH seller/product/detail/{id}: fetches the detail (PATCH, as the spec has it)
export function getProductDetail(id: string): Promise<TProductDetail> {
  return api.patch<TProductDetail>(`seller/product/detail/${encodeURIComponent(id)}`, {});
}

// GET seller/product/{id}/variations/list
export function listVariations(id: string, query: TVariationListQuery): Promise<TVariationPage> {
  return api.get<TVariationPage>(`seller/product/${encodeURIComponent(id)}/variations/list`, query);
}

// GET seller/brands/with-available-products: the list's brand filter
export function listBrandsWithProducts(countryCode: string): Promise<TBrandWithProducts[]> {
  return api.get<TBrandWithProducts[]>('seller/brands/with-available-products', { countryCode });
}

// EXPORT seller/product/export
export function exportProducts(query: TProductExportQuery): Promise<string> {
  return download({ path: 'seller/product/export', query, platform: 'seller', silent: true });
}

// EXPORT seller/product/downloadProductTemplate
export function downloadProductTemplate(query: TProductTemplateQuery): Promise<string> {
  return download({
    path: 'seller/product/downloadProductTemplate',
    query,
    platform: 'seller',
    silent: true,
  });
}

// GET seller/product/latest-update-time: the last import and the newest run's progress
export function getLatestUpdateTime(): Promise<TLatestUpdateTime> {
  return api.get<TLatestUpdateTime>('seller/product/latest-update-time');
}

// POST seller/product/refetch
export function refetchProducts(): Promise<TImportRun> {
  return api.post<TImportRun>('seller/product/refetch', {}, { silent: true });
}

// GET seller/brands/all
export function listAllBrands(query: TBrandListQuery = {}): Promise<TSellerBrand[]> {
  return api.get<TSellerBrand[]>('seller/brands/all', query);
}

// POST seller/brands/activate
export function activateBrands(brandIds: string[]): Promise<TActivateBrandsResponse> {
  return api.post<TActivateBrandsResponse>('seller/brands/activate', { brandIds }, { silent: true });
}
