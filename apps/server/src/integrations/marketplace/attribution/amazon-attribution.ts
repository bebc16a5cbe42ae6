import type { TCountryCode } from '@atlas/shared';
import { createLwaAccessToken, fetchJson } from '../lwa-access-token';
import { compactDay, orderRowOf, productReportMetrics } from './amazon-attribution-rows';
import { AttributionSourceError, type TAttributionOrderRow, type TAttributionSource } from './types';

export type TAmazonAttributionOptions = {
  /** Amazon Ads API endpoint of the region, e.g. https://advertising-api.amazon.com */
  endpoint: string;
  lwaTokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The refresh token of the Ads account that owns the attribution profiles. */
  refreshToken: string;
  /** The Amazon Ads profile id of each marketplace (Amazon-Advertising-API-Scope). */
  profiles: Partial<Record<TCountryCode, string>>;
  pageSize?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

const maxTries = 5;
const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const fail = (reason: 'unauthorized' | 'unavailable', message: string) =>
  new AttributionSourceError(reason, message);

/**
 * Amazon Attribution through the Amazon Ads API: the PRODUCTS report of one day
 * (`POST /attribution/report`, dates as YYYYMMDD, pages chained by `cursorId`), each row mapped
 * back to our link by its campaign, which our links name `aa_{code}` (`maas=aa_{code}` in the
 * destination). 429 and 5xx are retried with growing pauses (Retry-After when sent); a 401/403
 * renews the access token once. A row that is not what the documentation says fails the run
 * with the row's place and reason: half a day is never imported.
 */
export function createAmazonAttribution(options: TAmazonAttributionOptions): TAttributionSource {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const lwa = createLwaAccessToken({ ...options, now, timeoutMs }, fail);
  const url = `${options.endpoint.replace(/\/+$/, '')}/attribution/report`;

  const page = async (profile: string, day: string, cursorId: string) => {
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const token = await lwa.token();
      const { response, body } = await fetchJson(
        'Amazon Attribution',
        url,
        {
          method: 'POST',
          headers: {
            'Amazon-Advertising-API-ClientId': options.clientId,
            'Amazon-Advertising-API-Scope': profile,
            Authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            reportType: 'PRODUCTS',
            startDate: compactDay(day),
            endDate: compactDay(day),
            count: options.pageSize ?? 1000,
            metrics: productReportMetrics.join(','),
            cursorId,
          }),
        },
        timeoutMs,
        fail,
      );
      if (response.ok && body) {
        return body;
      }
      if ((response.status === 401 || response.status === 403) && !renewed) {
        lwa.forget();
        renewed = true;
        continue;
      }
      const detail = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
      if (response.status === 401 || response.status === 403) {
        throw new AttributionSourceError(
          'unauthorized',
          `Amazon Attribution refused the profile ${profile}: ${detail}`,
        );
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= maxTries) {
        throw new AttributionSourceError('unavailable', `Amazon Attribution report failed: ${detail}`);
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1));
    }
  };

  return {
    async report(countryCode, day, links) {
      const profile = options.profiles[countryCode];
      if (!profile) {
        throw new AttributionSourceError(
          'not_configured',
          `No Amazon Ads profile for ${countryCode}: add it to AMAZON_ADS_PROFILES`,
        );
      }
      const linkOfCampaign = new Map(links.map((l) => [`aa_${l.code}`, l.linkId]));
      const rows: TAttributionOrderRow[] = [];
      let cursorId = '';
      let pageNumber = 0;
      do {
        pageNumber++;
        const body = await page(profile, day, cursorId);
        if (!Array.isArray(body.reports)) {
          throw new AttributionSourceError(
            'invalid_response',
            `Amazon Attribution page ${pageNumber} has no reports list`,
          );
        }
        for (const [index, raw] of body.reports.entries()) {
          try {
            const row = orderRowOf(raw, day, (campaign) => linkOfCampaign.get(campaign));
            if (row) {
              rows.push(row);
            }
          } catch (error) {
            throw new AttributionSourceError(
              'invalid_response',
              `Amazon Attribution page ${pageNumber}, row ${index + 1} ${(error as Error).message}`,
            );
          }
        }
        cursorId = typeof body.cursorId === 'string' ? body.cursorId : '';
      } while (cursorId !== '');
      return rows;
    },
  };
}
