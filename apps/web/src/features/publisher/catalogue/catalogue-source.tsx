import type {
  TBrandPickQuery,
  TCatalogueBrand,
  TCatalogueHistoryPage,
  TCatalogueHistoryQuery,
  TCatalogueProductDetail,
  TCatalogueProductPage,
  TCategoryCount,
  TCategoryTree,
  TProductCategoryKey,
} from '@atlas/shared';
import { createContext, useContext } from 'react';
import {
  aggregateCategories,
  exportCatalogueProducts,
  exportCatalogueVariations,
  findProducts,
  getCatalogueCommissionHistory,
  getCatalogueProduct,
  getCategoryTree,
  listCatalogueBrands,
  listCatalogueVariations,
} from '../../../api/publisher-catalogue';
import type { TVariationSource } from '../../../components/product/variations-table';
import type { TLinkBuilderMode } from '../../tracking/link-builder/link-builder-modal';
import { catalogueKeys, type TCatalogueKeys } from './catalogue-keys';
import type { findQueryOf, TCatalogueFilterQuery } from './catalogue-params';

/**
 * Where the catalogue's parts (category tree, brand filter, product grid, product drawer) read
 * from, and whose links their "Get link" builds. Publishers read the publisher calls; a
 * partner reads the cooperate calls (spec 7.14), which answer the same shapes but hold no
 * marketplace category tree, commission history, variations or export: those parts hide.
 */
export type TCatalogueSource = {
  keys: TCatalogueKeys;
  aggregateCategories: (countryCode: string) => Promise<TCategoryCount[]>;
  getCategoryTree?: (key: TProductCategoryKey, countryCode: string) => Promise<TCategoryTree>;
  listBrands: (query: TBrandPickQuery) => Promise<TCatalogueBrand[]>;
  findProducts: (query: ReturnType<typeof findQueryOf>) => Promise<TCatalogueProductPage>;
  getProduct: (id: string) => Promise<TCatalogueProductDetail>;
  commissionHistory?: (query: TCatalogueHistoryQuery) => Promise<TCatalogueHistoryPage>;
  variations?: TVariationSource;
  exportProducts?: (filters: TCatalogueFilterQuery) => Promise<string>;
  /** Whose link "Get link" on a card or in the drawer builds. */
  linkMode: TLinkBuilderMode;
};

export const publisherCatalogueSource: TCatalogueSource = {
  keys: catalogueKeys,
  aggregateCategories,
  getCategoryTree,
  listBrands: listCatalogueBrands,
  findProducts,
  getProduct: getCatalogueProduct,
  commissionHistory: getCatalogueCommissionHistory,
  variations: {
    queryKey: catalogueKeys.root,
    list: listCatalogueVariations,
    exportFile: exportCatalogueVariations,
  },
  exportProducts: exportCatalogueProducts,
  linkMode: 'publisher',
};

const CatalogueSourceContext = createContext<TCatalogueSource>(publisherCatalogueSource);

/** Another portal's catalogue: its own calls under the same screens. */
export const CatalogueSourceProvider = CatalogueSourceContext.Provider;

export const useCatalogueSource = () => useContext(CatalogueSourceContext);
