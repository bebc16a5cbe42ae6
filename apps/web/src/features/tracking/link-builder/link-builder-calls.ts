import {
  cooperateCalls,
  type TCountryCode,
  type TLinkInit,
  type TLinkPreview,
  type TTrackingLink,
  trackingCalls,
} from '@atlas/shared';
import { callQuery, type TCallQuery } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { quiet } from '../tracking-quiet';

/** What a link builder opens on: a product (its own link or an associate link) or a brand, in one marketplace. */
export type TLinkBuilderTarget =
  | { kind: 'product' | 'associate'; productId: string; countryCode: string }
  | { kind: 'brand'; brandId: string; countryCode: string };

/** A publisher builds every kind; a partner builds product links under a cooperation's tracking id. */
export type TLinkBuilderMode = 'publisher' | 'partner';

/** The builder form: every part may stay empty, but a partner's tracking id and an associates tag. */
export type TLinkFormValues = {
  trackingId?: string;
  sourceId?: string;
  subId?: string;
  associateTag?: string;
};

export type TLinkBuilderCalls = {
  init: TCallQuery<TLinkInit>;
  /** Where the link would land, nothing saved; a partner has no such call. */
  preview: ((values: TLinkFormValues) => TCallQuery<TLinkPreview>) | null;
  save: (values: TLinkFormValues) => Promise<TTrackingLink>;
};

const linkParams = ({ trackingId, sourceId, subId }: TLinkFormValues) => ({ trackingId, sourceId, subId });

/** The server calls of a builder, by what it opens on and who uses it; null for what a partner cannot link. */
export function builderCalls(target: TLinkBuilderTarget, mode: TLinkBuilderMode): TLinkBuilderCalls | null {
  const query = { countryCode: target.countryCode };
  if (mode === 'partner') {
    if (target.kind !== 'product') {
      return null;
    }
    const params = { id: target.productId };
    return {
      init: callQuery(cooperateCalls.initCooperateLink, { params, query }, quiet),
      preview: null,
      save: (values) =>
        callApi(cooperateCalls.saveCooperateLink, { params, query, body: linkParams(values) }, quiet),
    };
  }
  if (target.kind === 'associate') {
    const params = { productId: target.productId };
    const body = (values: TLinkFormValues) => ({ ...linkParams(values), associateTag: values.associateTag });
    return {
      init: callQuery(trackingCalls.initAssociateLink, { params, query }, quiet),
      preview: (values) =>
        callQuery(trackingCalls.previewAssociateLink, { params, query, body: body(values) }, quiet),
      // The server refuses a marketplace it does not know, as it does in the query of the others.
      save: (values) =>
        callApi(
          trackingCalls.createAssociateLink,
          { body: { ...body(values), ...params, countryCode: target.countryCode as TCountryCode } },
          quiet,
        ),
    };
  }
  if (target.kind === 'brand') {
    const params = { brandId: target.brandId };
    return {
      init: callQuery(trackingCalls.initBrandLink, { params, query }, quiet),
      preview: (values) =>
        callQuery(trackingCalls.previewBrandLink, { params, query, body: linkParams(values) }, quiet),
      save: (values) =>
        callApi(trackingCalls.saveBrandLink, { params, query, body: linkParams(values) }, quiet),
    };
  }
  const params = { productId: target.productId };
  return {
    init: callQuery(trackingCalls.initProductLink, { params, query }, quiet),
    preview: (values) =>
      callQuery(trackingCalls.previewProductLink, { params, query, body: linkParams(values) }, quiet),
    save: (values) =>
      callApi(trackingCalls.saveProductLink, { params, query, body: linkParams(values) }, quiet),
  };
}
