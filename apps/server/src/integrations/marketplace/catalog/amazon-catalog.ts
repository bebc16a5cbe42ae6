import {
  amazonRegionOf,
  countryCodes,
  marketplaceOf,
  type TAmazonRegion,
  type TCountryCode,
} from '@atlas/shared';
import { listedItem, parentItem } from './amazon-catalog-items';
import { asArray, catalogBatch, lookUpCatalog } from './amazon-catalog-lookup';
import { listingsSearchLimit, searchListingsPage } from './amazon-listings-page';
import { fetchListingsReport } from './amazon-listings-report';
import { bestOfferPerAsin, isBetterOffer, type TOffer } from './amazon-offers';
import type { TSpApiClient } from './amazon-sp-client';
import { MarketplaceCatalogError, type TCatalogPage, type TMarketplaceCatalog } from './types';

export { decimalToMinor } from './amazon-offers';

/** Amazon's marketplace ids (SP-API "Marketplace IDs") and each one's region (amazon-regions.ts). */
export const amazonMarketplaces: Record<TCountryCode, { id: string; region: TAmazonRegion }> = {
  US: { id: 'ATVPDKIKX0DER', region: amazonRegionOf.US },
  CA: { id: 'A2EUQ1WTGCTBG2', region: amazonRegionOf.CA },
  FR: { id: 'A13V1IB3VIYZZH', region: amazonRegionOf.FR },
  DE: { id: 'A1PA6795UKMFR9', region: amazonRegionOf.DE },
  UK: { id: 'A1F83G8C2ARO7P', region: amazonRegionOf.UK },
};

/** The seller's Selling Partner API grant in one region: its own endpoint, token and merchant id. */
export type TSpGrant = { region: TAmazonRegion; sellingPartnerId: string; client: TSpApiClient };

type TType = 'listings' | 'report';
type TJson = Record<string, unknown>;

/** What one run has written of a country: per ASIN the offer, or null for a parent from the catalogue. */
type TCountryRun = { written: Map<string, TOffer | null>; reports: Map<string, TOffer[]> };

const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const cursorOf = (type: TType, ...parts: string[]) => [type, ...parts].join(':');

/**
 * The seller's Amazon catalogue over the Selling Partner API, one grant per region: the
 * marketplaces of each grant's region from its getMarketplaceParticipations, then per country
 * the listings (searchListingsItems, 20 SKUs a page) or, past the 1,000 SKUs that operation
 * pages through, the GET_MERCHANT_LISTINGS_ALL_DATA report walked 20 ASINs a page. Each page
 * is one item per ASIN (`isBetterOffer`), with brand, category and family from the catalogue;
 * a variation parent is fetched from there and comes before its first variation in each
 * country. The object lives for one import run and keeps the report and what it wrote.
 */
export function createAmazonCatalog(
  grants: TSpGrant[],
  options: { sleep?: (ms: number) => Promise<void>; now?: () => number } = {},
): TMarketplaceCatalog {
  const clock = { sleep: options.sleep ?? realSleep, now: options.now ?? Date.now };
  const runs = new Map<TCountryCode, TCountryRun>();
  const runOf = (country: TCountryCode) => {
    let run = runs.get(country);
    if (!run) {
      run = { written: new Map(), reports: new Map() };
      runs.set(country, run);
    }
    return run;
  };
  const grantOf = (country: TCountryCode) => {
    const { region } = amazonMarketplaces[country];
    const grant = grants.find((g) => g.region === region);
    if (!grant) {
      throw new MarketplaceCatalogError(
        'unauthorized',
        `The seller has not authorized the ${region} region (${country})`,
      );
    }
    return grant;
  };

  /** The page's items: offers better than what this run wrote of their ASIN, parents first. */
  const itemsOf = async (country: TCountryCode, offers: TOffer[]) => {
    const { id } = amazonMarketplaces[country];
    const { client } = grantOf(country);
    const { currency } = marketplaceOf(country);
    const { written } = runOf(country);
    const fresh = bestOfferPerAsin(offers).filter((offer) => {
      const before = written.get(offer.asin);
      return !before || isBetterOffer(offer, before);
    });
    const facts = await lookUpCatalog(
      client,
      id,
      fresh.map((o) => o.asin),
    );
    const listed = new Set(fresh.map((o) => o.asin));
    const parents = [...new Set([...facts.values()].map((f) => f.parentAsin))].filter(
      (asin): asin is string => asin !== null && !written.has(asin) && !listed.has(asin),
    );
    const parentFacts = await lookUpCatalog(client, id, parents);
    for (const asin of parents) {
      written.set(asin, null);
    }
    for (const offer of fresh) {
      written.set(offer.asin, offer);
    }
    return [
      ...[...parentFacts.values()].map((parent) => parentItem(parent, currency)),
      ...fresh.map((offer) => listedItem(offer, facts.get(offer.asin), currency)),
    ];
  };

  /** A page of the listings report; a report this object does not hold (a restart) is requested anew. */
  const reportPage = async (country: TCountryCode, reportId: string | null, after: string | null) => {
    const run = runOf(country);
    let id = reportId ?? '';
    let offers = run.reports.get(id);
    if (!offers) {
      const report = await fetchListingsReport(
        grantOf(country).client,
        amazonMarketplaces[country].id,
        clock,
      );
      id = report.reportId;
      // Sorted by ASIN, so a cursor naming the last ASIN also resumes in a new copy of the report.
      offers = bestOfferPerAsin(report.offers).sort((a, b) =>
        a.asin < b.asin ? -1 : a.asin > b.asin ? 1 : 0,
      );
      run.reports.set(id, offers);
    }
    const start = after === null ? 0 : offers.findIndex((o) => o.asin > after);
    const slice = start === -1 ? [] : offers.slice(start, start + catalogBatch);
    const last = slice.at(-1);
    const more = start !== -1 && start + slice.length < offers.length;
    return {
      items: await itemsOf(country, slice),
      nextCursor: more && last ? cursorOf('report', id, last.asin) : null,
      total: offers.length,
    };
  };

  return {
    async countries() {
      const found = new Set<TCountryCode>();
      for (const region of ['na', 'eu'] as const) {
        const grant = grants.find((g) => g.region === region);
        if (!grant) {
          continue;
        }
        const body = await grant.client.get(
          'getMarketplaceParticipations',
          '/sellers/v1/marketplaceParticipations',
        );
        const participating = new Set(
          asArray(body.payload)
            .filter((entry) => (entry.participation as TJson | undefined)?.isParticipating === true)
            .map((entry) => String((entry.marketplace as TJson | undefined)?.id)),
        );
        for (const code of countryCodes) {
          const marketplace = amazonMarketplaces[code];
          if (marketplace.region === region && participating.has(marketplace.id)) {
            found.add(code);
          }
        }
      }
      return countryCodes.filter((code) => found.has(code));
    },

    async items(country, cursor): Promise<TCatalogPage> {
      if (cursor?.startsWith('report:')) {
        const rest = cursor.slice('report:'.length);
        const split = rest.lastIndexOf(':');
        return reportPage(country, rest.slice(0, split), rest.slice(split + 1));
      }
      const token = cursor?.startsWith('listings:') ? cursor.slice('listings:'.length) : null;
      const grant = grantOf(country);
      const page = await searchListingsPage(
        grant.client,
        grant.sellingPartnerId,
        amazonMarketplaces[country].id,
        token,
      );
      if (token === null && (page.numberOfResults ?? 0) > listingsSearchLimit) {
        return reportPage(country, null, null);
      }
      return {
        items: await itemsOf(country, page.offers),
        nextCursor: page.nextToken ? cursorOf('listings', page.nextToken) : null,
        total: page.numberOfResults,
      };
    },
  };
}
