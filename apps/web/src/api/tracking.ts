import {
  trackingCalls as calls,
  cooperateCalls,
  type TAssociateLinkCreate,
  type TAssociateLinkParams,
  type TLinkListQuery,
  type TLinkParams,
  type TTrackingIdCreate,
  type TTrafficSourceSave,
} from '@atlas/shared';
import { downloadCall } from './download';
import { callApi } from './http';

// Tracking (spec 7.10 and 7.14): links, associate links, traffic sources and tracking ids. Every
// screen shows these calls' failures itself (a retry, an inline alert, or what to finish when
// the account is not approved: 3008), so none toasts or leaves the page.

const quiet = { keepPage: true, silent: true };

/** What a link is made for: a product or a brand, always in one marketplace. */
export type TLinkSubject = { kind: 'product'; productId: string } | { kind: 'brand'; brandId: string };

const country = (countryCode: string) => ({ query: { countryCode } });

// ---- Product and brand links

// GET {productId}/tracking/link/init or brand/{brandId}/tracking/link/init
export const initLink = (subject: TLinkSubject, countryCode: string) =>
  subject.kind === 'product'
    ? callApi(
        calls.initProductLink,
        { params: { productId: subject.productId }, ...country(countryCode) },
        quiet,
      )
    : callApi(calls.initBrandLink, { params: { brandId: subject.brandId }, ...country(countryCode) }, quiet);

// POST …/tracking/link/by-param: where the link lands, nothing saved
export const previewLink = (subject: TLinkSubject, countryCode: string, body: TLinkParams) =>
  subject.kind === 'product'
    ? callApi(
        calls.previewProductLink,
        { params: { productId: subject.productId }, ...country(countryCode), body },
        quiet,
      )
    : callApi(
        calls.previewBrandLink,
        { params: { brandId: subject.brandId }, ...country(countryCode), body },
        quiet,
      );

// POST …/tracking/link/save
export const saveLink = (subject: TLinkSubject, countryCode: string, body: TLinkParams) =>
  subject.kind === 'product'
    ? callApi(
        calls.saveProductLink,
        { params: { productId: subject.productId }, ...country(countryCode), body },
        quiet,
      )
    : callApi(
        calls.saveBrandLink,
        { params: { brandId: subject.brandId }, ...country(countryCode), body },
        quiet,
      );

// GET product/tracking/link/{id} or brand/tracking/link/{id}: a saved link with its clicks and sub-ids
export const getLink = (kind: 'product' | 'brand', trackLinkId: string) =>
  callApi(kind === 'product' ? calls.getProductLink : calls.getBrandLink, { params: { trackLinkId } }, quiet);

export const listProductLinks = (query: TLinkListQuery) => callApi(calls.listProductLinks, { query }, quiet);

export const listBrandLinks = (query: TLinkListQuery) => callApi(calls.listBrandLinks, { query }, quiet);

export const exportProductLinks = (query: TLinkListQuery) =>
  downloadCall(calls.exportProductLinks, { query }, { silent: true });

export const exportBrandLinks = (query: TLinkListQuery) =>
  downloadCall(calls.exportBrandLinks, { query }, { silent: true });

// The brand filter of the product links: brands of the publisher's links by search text
export const listLinkBrands = (searchText?: string) =>
  callApi(calls.listLinkBrands, { query: { searchText } }, quiet);

// ---- Associate links

export const listAssociateLinks = (query: TLinkListQuery) =>
  callApi(calls.listAssociateLinks, { query }, quiet);

export const exportAssociateLinks = (query: TLinkListQuery) =>
  downloadCall(calls.exportAssociateLinks, { query }, { silent: true });

export const initAssociateLink = (productId: string, countryCode: string) =>
  callApi(calls.initAssociateLink, { params: { productId }, ...country(countryCode) }, quiet);

export const previewAssociateLink = (productId: string, countryCode: string, body: TAssociateLinkParams) =>
  callApi(calls.previewAssociateLink, { params: { productId }, ...country(countryCode), body }, quiet);

export const createAssociateLink = (body: TAssociateLinkCreate) =>
  callApi(calls.createAssociateLink, { body }, quiet);

// ---- Traffic sources

export const listSources = () => callApi(calls.listSources, {}, quiet);

export const saveSource = (body: TTrafficSourceSave) => callApi(calls.saveSource, { body }, quiet);

// ---- Tracking ids and their sub-ids

export const listTrackingIds = () => callApi(calls.listTrackingIds, {}, quiet);

export const createTrackingId = (body: TTrackingIdCreate) => callApi(calls.createTrackingId, { body }, quiet);

export const deleteTrackingId = (id: string) => callApi(calls.deleteTrackingId, { params: { id } }, quiet);

export const listSubIds = (id: string) => callApi(calls.listSubIds, { params: { id } }, quiet);

// ---- A partner's links and tracking ids (spec 7.14), under a cooperation name

// GET cooperate/product/{id}/tracking/link/init
export const initCooperateLink = (productId: string, countryCode: string) =>
  callApi(cooperateCalls.initCooperateLink, { params: { id: productId }, ...country(countryCode) }, quiet);

// POST cooperate/product/{id}/tracking/link/save
export const saveCooperateLink = (productId: string, countryCode: string, body: TLinkParams) =>
  callApi(
    cooperateCalls.saveCooperateLink,
    { params: { id: productId }, ...country(countryCode), body },
    quiet,
  );

// GET cooperate/tracking-ids, of one cooperation when named
export const listCooperateTrackingIds = (cooperationName?: string) =>
  callApi(cooperateCalls.listCooperateTrackingIds, { query: { cooperationName } }, quiet);

// POST cooperate/tracking-ids?cooperationName=
export const createCooperateTrackingId = (cooperationName: string, body: TTrackingIdCreate) =>
  callApi(cooperateCalls.createCooperateTrackingId, { query: { cooperationName }, body }, quiet);
