import {
  publisherCatalogueCalls as calls,
  type TBrandPickQuery,
  type TCatalogueBrand,
  type TCatalogueHistoryPage,
  type TCatalogueHistoryQuery,
  type TCatalogueProductDetail,
  type TCatalogueProductPage,
  type TCategoryCount,
  type TCategoryTree,
  type TProductCategoryKey,
} from '@atlas/shared';
import { createContext, useContext } from 'react';
import { callQuery, type TCallQuery } from '../../../api/calls';
import {
  exportCatalogueProducts,
  catalogueReadOptions as read,
  type TCatalogueFind,
} from '../../../api/publisher-catalogue';
import type { TVariationSource } from '../../../components/product/variations-table';
import type { TLinkBuilderMode } from '../../tracking/link-builder/link-builder-modal';
import type { TCatalogueFilterQuery } from './catalogue-params';

/**
 * Where the catalogue's parts (category tree, brand filter, product grid, product drawer) read
 * from, and whose links their "Get link" builds. Publishers read the publisher calls; a
 * partner reads the cooperate calls (spec 7.14), which answer the same shapes but hold no
 * marketplace category tree, commission history, variations or export: those parts hide.
 */
export type TCatalogueSource = {
  /** First-level categories holding products in the marketplace, the fullest first. */
  aggregateCategories: (countryCode: string) => TCallQuery<TCategoryCount[]>;
  /** A first-level category with the marketplace's own categories under it. */
  getCategoryTree?: (key: TProductCategoryKey, countryCode: string) => TCallQuery<TCategoryTree>;
  /** The brand filter's choices (at most 50). */
  listBrands: (query: TBrandPickQuery) => TCallQuery<TCatalogueBrand[]>;
  findProducts: (query: TCatalogueFind) => TCallQuery<TCatalogueProductPage>;
  getProduct: (id: string) => TCallQuery<TCatalogueProductDetail>;
  commissionHistory?: (query: TCatalogueHistoryQuery) => TCallQuery<TCatalogueHistoryPage>;
  variations?: TVariationSource;
  exportProducts?: (filters: TCatalogueFilterQuery) => Promise<string>;
  /** Whose link "Get link" on a card or in the drawer builds. */
  linkMode: TLinkBuilderMode;
};

export const publisherCatalogueSource: TCatalogueSource = {
  aggregateCategories: (countryCode) =>
    callQuery(calls.aggregateCategories, { query: { countryCode } }, read),
  getCategoryTree: (key, countryCode) =>
    callQuery(calls.getCategoryTree, { params: { id: key }, query: { countryCode } }, read),
  listBrands: (query) => callQuery(calls.listCatalogueBrands, { query }, read),
  findProducts: (query) => callQuery(calls.findProducts, { query }, read),
  getProduct: (id) => callQuery(calls.getCatalogueProduct, { params: { id } }, read),
  commissionHistory: (query) => callQuery(calls.getCatalogueCommissionHistory, { query }, read),
  variations: {
    list: calls.listCatalogueVariations,
    exportFile: calls.exportCatalogueVariations,
    read,
  },
  exportProducts: exportCatalogueProducts,
  linkMode: 'publisher',
};

const CatalogueSourceContext = createContext<TCatalogueSource>(publisherCatalogueSource);

/** Another portal's catalogue: its own calls under the same screens. */
export const CatalogueSourceProvider = CatalogueSourceContext.Provider;

export const useCatalogueSource = () => useContext(CatalogueSourceContext);
