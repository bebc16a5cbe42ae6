import {
  publisherCatalogueCalls as calls,
  ErrorCode,
  type TCatalogueExportRequest,
  type TCatalogueFindQuery,
} from '@atlas/shared';
import { downloadCall } from './download';
import { ApiError } from './http';

// The publisher's Catalogue (spec 7.10). A publisher not yet approved gets 3008 from every call
// here: the screen says what to finish instead of the catalogue's toast and move to /index
// (`keepPage`). Reads are silent too, because each part of the screen shows its own failure
// with a retry.
export const catalogueReadOptions = { keepPage: true, silent: true };

/** The contract reads `dealsOnly` through a preprocess, so a query names it (undefined for no filter). */
export type TWithDealsOnly<T extends { dealsOnly?: unknown }> = T & { dealsOnly: T['dealsOnly'] };

/** A catalogue search as the find calls take it. */
export type TCatalogueFind = TWithDealsOnly<TCatalogueFindQuery>;

/** 3008 from a catalogue call: the publisher's account is pending or was not approved. */
export const isApprovalRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.accountNotAllowed;

// EXPORT publisher/product/export: POST with the catalogue's filters and platform 'seller' in the body
export const exportCatalogueProducts = (filters: TWithDealsOnly<Omit<TCatalogueExportRequest, 'platform'>>) =>
  downloadCall(calls.exportCatalogueProducts, { body: { ...filters, platform: 'seller' } }, { silent: true });
