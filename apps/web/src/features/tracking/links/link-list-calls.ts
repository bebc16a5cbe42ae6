import { trackingCalls } from '@atlas/shared';
import type { TLinkKind } from './links-params';

/** Each tab's list and export: the same filters on product, brand and associate links. */
export const linkListCalls = {
  product: { list: trackingCalls.listProductLinks, exportFile: trackingCalls.exportProductLinks },
  brand: { list: trackingCalls.listBrandLinks, exportFile: trackingCalls.exportBrandLinks },
  associate: { list: trackingCalls.listAssociateLinks, exportFile: trackingCalls.exportAssociateLinks },
} satisfies Record<TLinkKind, object>;

/** Every list of links: a saved link refreshes them all. */
export const linkLists = Object.values(linkListCalls).map((calls) => calls.list);
