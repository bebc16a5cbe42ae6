import {
  aggregateCooperateCategories,
  findCooperateProducts,
  getCooperateProduct,
  listCooperateBrands,
} from '../../../api/cooperate-catalogue';
import { catalogueKeysOf } from '../../publisher/catalogue/catalogue-keys';
import type { TCatalogueSource } from '../../publisher/catalogue/catalogue-source';

/**
 * The partner's catalogue (spec 7.14): the publishers' screens over the cooperate calls. These
 * hold first-level categories only and no history, variations or export, so those parts hide;
 * "Get link" builds a product link under one of the partner's cooperation tracking ids.
 */
export const partnerCatalogueSource: TCatalogueSource = {
  keys: catalogueKeysOf(['partner', 'catalogue']),
  aggregateCategories: aggregateCooperateCategories,
  listBrands: listCooperateBrands,
  findProducts: findCooperateProducts,
  getProduct: getCooperateProduct,
  linkMode: 'partner',
};
