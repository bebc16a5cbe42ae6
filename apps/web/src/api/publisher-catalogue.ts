import {
  publisherCatalogueCalls as calls,
  type TCatalogueExportRequest,
  type TCatalogueFindQuery,
} from '@atlas/shared';
import { downloadCall } from './download';

// The publisher's Catalogue (spec 7.10). A publisher not yet approved gets 409/1009 with a reason
// from every call here (`account-gates.ts`): the screen says what to finish. Reads are silent,
// because each part of the screen shows its own failure with a retry; `keepPage` stays for a
// 3008 (access ended) the page explains itself.
export const catalogueReadOptions = { keepPage: true, silent: true };

/** The contract reads `dealsOnly` through a preprocess, so a query names it (undefined for no filter). */
export type TWithDealsOnly<T extends { dealsOnly?: unknown }> = T & { dealsOnly: T['dealsOnly'] };

/** A catalogue search as the find calls take it. */
export type TCatalogueFind = TWithDealsOnly<TCatalogueFindQuery>;

/** A catalogue call refused because the publisher's account is pending or was not approved. */
export { isApprovalRequired } from './account-gates';

// EXPORT publisher/product/export: POST with the catalogue's filters and platform 'seller' in the body
export const exportCatalogueProducts = (filters: TWithDealsOnly<Omit<TCatalogueExportRequest, 'platform'>>) =>
  downloadCall(calls.exportCatalogueProducts, { body: { ...filters, platform: 'seller' } }, { silent: true });
