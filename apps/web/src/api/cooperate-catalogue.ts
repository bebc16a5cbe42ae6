import { cooperateCalls as calls, type TBrandPickQuery, type TCatalogueFindQuery } from '@atlas/shared';
import { callApi } from './http';

// The partner's Catalogue (spec 7.14): the publishers' catalogue seen through the cooperate
// calls. Each part of the screen shows its own failure with a retry, so the reads are silent.

const read = { silent: true };

// First-level categories holding products in the marketplace, the fullest first
export const aggregateCooperateCategories = (countryCode: string) =>
  callApi(calls.aggregateCooperateCategories, { query: { countryCode } }, read);

// The brand filter's choices (at most 50)
export const listCooperateBrands = (query: TBrandPickQuery) =>
  callApi(calls.listCooperateBrands, { query }, read);

/** The contract reads `dealsOnly` through a preprocess, so a query names it (undefined for no filter). */
export const findCooperateProducts = (
  query: TCatalogueFindQuery & { dealsOnly: TCatalogueFindQuery['dealsOnly'] },
) => callApi(calls.findCooperateProducts, { query }, read);

export const getCooperateProduct = (id: string) =>
  callApi(calls.getCooperateProduct, { params: { id } }, read);
