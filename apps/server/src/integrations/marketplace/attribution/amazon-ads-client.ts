import { createAdsCaller, type TAdsCall, type TAdsClientOptions } from './amazon-ads-request';
import {
  advertisersOf,
  jsonOf,
  profilesOf,
  publishersOf,
  reportPageOf,
  type TAdsAdvertiser,
  type TAdsProfile,
  type TAdsPublisher,
  tagTemplateOf,
} from './amazon-ads-responses';
import { AttributionSourceError } from './types';

export type { TAdsClientOptions } from './amazon-ads-request';
export type { TAdsAdvertiser, TAdsProfile, TAdsPublisher } from './amazon-ads-responses';

/** The Amazon Ads API calls of one seller's Ads grant in one region (docs/amazon.md). */
export type TAdsClient = {
  /** The profiles the grant reaches in the region: one per advertiser account and marketplace. */
  profiles(): Promise<TAdsProfile[]>;
  /** Amazon Attribution's advertisers of a profile (a seller's has one). */
  advertisers(profileId: string): Promise<TAdsAdvertiser[]>;
  /** The publishers Amazon Attribution knows, the same for every advertiser. */
  publishers(profileId: string): Promise<TAdsPublisher[]>;
  /**
   * The advertiser's non-macro tag template for a publisher. Calling it is what turns on
   * measurement for the profile: a tag is measured only once its template was retrieved.
   */
  nonMacroTemplateTag(profileId: string, publisherId: string, advertiserId: string): Promise<string>;
  /**
   * Every row of the PRODUCTS report of these days ('YYYY-MM-DD', both included), as Amazon
   * sends them; `metrics` narrows the figures (all of them when omitted).
   */
  productsReport(
    profileId: string,
    startDay: string,
    endDay: string,
    metrics?: readonly string[],
  ): Promise<unknown[]>;
};

/** The most rows Amazon gives on one report page. */
export const reportPageSize = 5000;

/** 'YYYY-MM-DD' → 'YYYYMMDD', the form the report takes. */
function compactDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    throw new Error(`${day} is not a YYYY-MM-DD day`);
  }
  return day.replaceAll('-', '');
}

export function createAdsClient(options: TAdsClientOptions): TAdsClient {
  const call = createAdsCaller(options);

  /** A call's answer read by `parse`; an answer that is not the documented one fails the call. */
  const read = async <T>(request: TAdsCall, parse: (text: string) => T): Promise<T> => {
    const text = await call(request);
    try {
      return parse(text);
    } catch (error) {
      throw new AttributionSourceError(
        'invalid_response',
        `Amazon Ads ${request.method} ${request.path} ${(error as Error).message}`,
      );
    }
  };

  return {
    profiles: () => read({ method: 'GET', path: '/v2/profiles' }, profilesOf),

    advertisers: (profileId) =>
      read({ method: 'GET', path: '/attribution/advertisers', profileId }, (t) => advertisersOf(jsonOf(t))),

    publishers: (profileId) =>
      read({ method: 'GET', path: '/attribution/publishers', profileId }, (t) => publishersOf(jsonOf(t))),

    nonMacroTemplateTag: (profileId, publisherId, advertiserId) =>
      read(
        {
          method: 'GET',
          path: '/attribution/tags/nonMacroTemplateTag',
          profileId,
          query: { publisherIds: publisherId, advertiserIds: advertiserId },
        },
        (t) => tagTemplateOf(jsonOf(t), advertiserId, publisherId),
      ),

    async productsReport(profileId, startDay, endDay, metrics) {
      const rows: unknown[] = [];
      const seen = new Set<string>();
      let cursorId = '';
      for (;;) {
        const page = await read(
          {
            method: 'POST',
            path: '/attribution/report',
            profileId,
            // no groupBy: the PRODUCTS report refuses one (it is always per ad group)
            body: {
              reportType: 'PRODUCTS',
              startDate: compactDay(startDay),
              endDate: compactDay(endDay),
              count: reportPageSize,
              cursorId,
              ...(metrics ? { metrics: metrics.join(',') } : {}),
            },
          },
          (t) => reportPageOf(jsonOf(t)),
        );
        rows.push(...page.rows);
        // An empty page ends the report even with a cursor, and a cursor seen before would loop.
        if (page.cursorId === null || page.rows.length === 0) {
          return rows;
        }
        if (seen.has(page.cursorId)) {
          throw new AttributionSourceError(
            'invalid_response',
            'Amazon Ads POST /attribution/report gave a cursor twice',
          );
        }
        seen.add(page.cursorId);
        cursorId = page.cursorId;
      }
    },
  };
}
