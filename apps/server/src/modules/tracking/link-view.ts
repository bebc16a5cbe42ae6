import type { TTrackingLink } from '@atlas/shared';
import type { TConfig } from '../../config';
import type { TLinkRow } from './links.repository';
import { shortUrlOf } from './short-link';

/** A saved link as every link call answers it. */
export function toTrackingLink(config: TConfig, row: TLinkRow): TTrackingLink {
  return {
    trackLinkId: row.id,
    code: row.code,
    shortUrl: shortUrlOf(config, row.code),
    linkType: row.linkType,
    productId: row.productId,
    brandId: row.brandId,
    countryCode: row.countryCode,
    asin: row.asin,
    title: row.title,
    brandName: row.brandName,
    imageUrl: row.imageUrl,
    trackingId:
      row.trackingIdId && row.trackingIdName !== null
        ? { id: row.trackingIdId, name: row.trackingIdName, cooperationName: row.cooperationName }
        : null,
    source:
      row.sourceId && row.sourceName !== null && row.sourceKind !== null
        ? { id: row.sourceId, name: row.sourceName, kind: row.sourceKind }
        : null,
    subId: row.subId,
    associateTag: row.associateTag,
    destinationUrl: row.destinationUrl,
    earning: row.earning,
    clicks: row.clickCount,
    lastClickAt: row.lastClickAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
