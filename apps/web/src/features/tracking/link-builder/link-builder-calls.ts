import type { TCountryCode, TLinkInit, TLinkPreview, TTrackingLink } from '@atlas/shared';
import {
  createAssociateLink,
  initAssociateLink,
  initCooperateLink,
  initLink,
  previewAssociateLink,
  previewLink,
  saveCooperateLink,
  saveLink,
  type TLinkSubject,
} from '../../../api/tracking';

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
  init: () => Promise<TLinkInit>;
  /** Where the link would land, nothing saved; a partner has no such call. */
  preview: ((values: TLinkFormValues) => Promise<TLinkPreview>) | null;
  save: (values: TLinkFormValues) => Promise<TTrackingLink>;
};

const linkParams = ({ trackingId, sourceId, subId }: TLinkFormValues) => ({ trackingId, sourceId, subId });

/** The server calls of a builder, by what it opens on and who uses it; null for what a partner cannot link. */
export function builderCalls(target: TLinkBuilderTarget, mode: TLinkBuilderMode): TLinkBuilderCalls | null {
  const { countryCode } = target;
  if (mode === 'partner') {
    if (target.kind !== 'product') {
      return null;
    }
    return {
      init: () => initCooperateLink(target.productId, countryCode),
      preview: null,
      save: (values) => saveCooperateLink(target.productId, countryCode, linkParams(values)),
    };
  }
  if (target.kind === 'associate') {
    const { productId } = target;
    const body = (values: TLinkFormValues) => ({ ...linkParams(values), associateTag: values.associateTag });
    return {
      init: () => initAssociateLink(productId, countryCode),
      preview: (values) => previewAssociateLink(productId, countryCode, body(values)),
      // The server refuses a marketplace it does not know, as it does in the query of the others.
      save: (values) =>
        createAssociateLink({ ...body(values), productId, countryCode: countryCode as TCountryCode }),
    };
  }
  const subject: TLinkSubject =
    target.kind === 'brand'
      ? { kind: 'brand', brandId: target.brandId }
      : { kind: 'product', productId: target.productId };
  return {
    init: () => initLink(subject, countryCode),
    preview: (values) => previewLink(subject, countryCode, linkParams(values)),
    save: (values) => saveLink(subject, countryCode, linkParams(values)),
  };
}
