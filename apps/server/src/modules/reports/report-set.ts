import { noTrackingId } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TReportSide } from './report-metrics';
import {
  associateSource,
  rollupSource,
  type TReportFilter,
  type TReportSource,
} from './report-sources.repository';

// The four report sets (spec 7.5, 7.11): whose figures, from which table. A standard report
// reads the links' daily rollup; an associate report the matched lines of uploaded reports.

export type TReportSet = { side: TReportSide; source: TReportSource; name: string };

export const reportSets = {
  seller: { side: 'seller', source: rollupSource, name: 'commission-report' },
  sellerAssociate: { side: 'seller', source: associateSource, name: 'associate-commission-report' },
  publisher: { side: 'publisher', source: rollupSource, name: 'commission-report' },
  publisherAssociate: { side: 'publisher', source: associateSource, name: 'associate-commission-report' },
} as const satisfies Record<string, TReportSet>;

/** What every report query carries (the side's own filters are optional). */
export type TReportQuery = {
  countryCode: string;
  startDate: string;
  endDate: string;
  brandId?: string;
  asin?: string;
  publisherId?: string;
  trackingId?: string;
};

/** The rows a query counts: always the actor's own, whatever ids the filters name. */
export function reportFilterOf(set: TReportSet, actor: TUserActor, query: TReportQuery): TReportFilter {
  return {
    owner: { side: set.side, id: actor.userId },
    countryCode: query.countryCode,
    startDate: query.startDate,
    endDate: query.endDate,
    brandId: query.brandId,
    asin: query.asin,
    publisherId: set.side === 'seller' ? query.publisherId : undefined,
    trackingId:
      query.trackingId === undefined
        ? undefined
        : query.trackingId === noTrackingId
          ? null
          : query.trackingId,
  };
}
