import type { TLinkListQuery, TTrackingLinkPage } from '@atlas/shared';
import {
  exportAssociateLinks,
  exportBrandLinks,
  exportProductLinks,
  listAssociateLinks,
  listBrandLinks,
  listProductLinks,
} from '../../../api/tracking';
import type { TLinkKind } from './links-params';

type TLinkListCalls = {
  list: (query: TLinkListQuery) => Promise<TTrackingLinkPage>;
  exportFile: (query: TLinkListQuery) => Promise<string>;
};

/** Each tab's list and export: the same filters on product, brand and associate links. */
export const linkListCalls: Record<TLinkKind, TLinkListCalls> = {
  product: { list: listProductLinks, exportFile: exportProductLinks },
  brand: { list: listBrandLinks, exportFile: exportBrandLinks },
  associate: { list: listAssociateLinks, exportFile: exportAssociateLinks },
};
