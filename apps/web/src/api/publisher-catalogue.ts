import {
  publisherCatalogueCalls as calls,
  ErrorCode,
  type TBrandFindQuery,
  type TBrandPickQuery,
  type TCatalogueExportRequest,
  type TCatalogueFindQuery,
  type TCatalogueHistoryQuery,
  type TProductCategoryKey,
  type TProductsByBrandQuery,
  type TVariationListQuery,
} from '@atlas/shared';
import { downloadCall } from './download';
import { ApiError, callApi } from './http';

// The publisher's Catalogue (spec 7.10). A publisher not yet approved gets 3008 from every call
// here: the screen says what to finish instead of the catalogue's toast and move to /index
// (`keepPage`). Reads are silent too, because each part of the screen shows its own failure
// with a retry.

const read = { keepPage: true, silent: true };

/** The contract reads `dealsOnly` through a preprocess, so a query names it (undefined for no filter). */
type TWithDealsOnly<T extends { dealsOnly?: unknown }> = T & { dealsOnly: T['dealsOnly'] };

/** 3008 from a catalogue call: the publisher's account is pending or was not approved. */
export const isApprovalRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.accountNotAllowed;

// First-level categories holding products in the marketplace, the fullest first
export const aggregateCategories = (countryCode: string) =>
  callApi(calls.aggregateCategories, { query: { countryCode } }, read);

// A first-level category with the marketplace's own categories under it
export const getCategoryTree = (key: TProductCategoryKey, countryCode: string) =>
  callApi(calls.getCategoryTree, { params: { id: key }, query: { countryCode } }, read);

// The brand filter's choices (at most 50)
export const listCatalogueBrands = (query: TBrandPickQuery) =>
  callApi(calls.listCatalogueBrands, { query }, read);

export const findBrands = (query: TBrandFindQuery) => callApi(calls.findBrands, { query }, read);

export const getBrandDetail = (brandId: string, countryCode: string) =>
  callApi(calls.getBrandDetail, { params: { brandId }, query: { countryCode } }, read);

export const findProducts = (query: TWithDealsOnly<TCatalogueFindQuery>) =>
  callApi(calls.findProducts, { query }, read);

export const listProductsByBrand = (query: TProductsByBrandQuery) =>
  callApi(calls.listProductsByBrand, { query }, read);

export const getCatalogueProduct = (id: string) =>
  callApi(calls.getCatalogueProduct, { params: { id } }, read);

export const getCatalogueCommissionHistory = (query: TCatalogueHistoryQuery) =>
  callApi(calls.getCatalogueCommissionHistory, { query }, read);

export const listCatalogueVariations = (id: string, query: TVariationListQuery) =>
  callApi(calls.listCatalogueVariations, { params: { id }, query }, read);

export const exportCatalogueVariations = (id: string) =>
  downloadCall(calls.exportCatalogueVariations, { params: { id } }, { silent: true });

// EXPORT publisher/product/export: POST with the catalogue's filters and platform 'seller' in the body
export const exportCatalogueProducts = (filters: TWithDealsOnly<Omit<TCatalogueExportRequest, 'platform'>>) =>
  downloadCall(calls.exportCatalogueProducts, { body: { ...filters, platform: 'seller' } }, { silent: true });
