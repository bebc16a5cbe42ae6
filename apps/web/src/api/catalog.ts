import {
  brandCalls,
  productCalls,
  type TBrandListQuery,
  type TProductExportQuery,
  type TProductListQuery,
  type TProductTemplateQuery,
  type TVariationListQuery,
} from '@atlas/shared';
import { downloadCall } from './download';
import { callApi } from './http';

// Lists and counts toast their failures (the screens also show a retry); actions that the
// screen answers inline (refetch, activate, exports) are silent.

export const listProducts = (query: TProductListQuery) => callApi(productCalls.listProducts, { query });

export const countProducts = (countryCode: string) =>
  callApi(productCalls.countProducts, { query: { countryCode } });

// PATCH, as the spec has it, with an empty body
export const getProductDetail = (id: string) =>
  callApi(productCalls.getProductDetail, { params: { id }, body: {} });

export const listProductVariations = (id: string, query: TVariationListQuery) =>
  callApi(productCalls.listProductVariations, { params: { id }, query });

export const exportProductVariations = (id: string) =>
  downloadCall(productCalls.exportProductVariations, { params: { id } }, { silent: true });

// The list's brand filter
export const listBrandsWithProducts = (countryCode: string) =>
  callApi(brandCalls.listBrandsWithProducts, { query: { countryCode } });

export const exportProducts = (query: TProductExportQuery) =>
  downloadCall(productCalls.exportProducts, { query }, { platform: 'seller', silent: true });

export const downloadProductTemplate = (query: TProductTemplateQuery) =>
  downloadCall(productCalls.downloadProductTemplate, { query }, { platform: 'seller', silent: true });

// The last import and the newest run's progress
export const getLatestUpdateTime = () => callApi(brandCalls.getLatestUpdateTime, {});

export const refetchProducts = () => callApi(brandCalls.refetchProducts, { body: {} }, { silent: true });

export const listAllBrands = (query: TBrandListQuery = {}) => callApi(brandCalls.listAllBrands, { query });

export const activateBrands = (brandIds: string[]) =>
  callApi(brandCalls.activateBrands, { body: { brandIds } }, { silent: true });

// A brand's image from the image service (issue 13); null removes it
export const setBrandImage = (brandId: string, imageUrl: string | null) =>
  callApi(brandCalls.setBrandImage, { params: { id: brandId }, body: { imageUrl } }, { silent: true });
