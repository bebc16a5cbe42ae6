import { cooperateCalls as calls } from '@atlas/shared';
import { callQuery } from '../../../api/calls';
import type { TCatalogueSource } from '../../publisher/catalogue/catalogue-source';

// Each part of the screen shows its own failure with a retry, so the reads are silent.
const read = { silent: true };

/**
 * The partner's catalogue (spec 7.14): the publishers' screens over the cooperate calls. These
 * hold first-level categories only and no history, variations or export, so those parts hide;
 * "Get link" builds a product link under one of the partner's cooperation tracking ids.
 */
export const partnerCatalogueSource: TCatalogueSource = {
  aggregateCategories: (countryCode) =>
    callQuery(calls.aggregateCooperateCategories, { query: { countryCode } }, read),
  listBrands: (query) => callQuery(calls.listCooperateBrands, { query }, read),
  findProducts: (query) => callQuery(calls.findCooperateProducts, { query }, read),
  getProduct: (id) => callQuery(calls.getCooperateProduct, { params: { id } }, read),
  linkMode: 'partner',
};
