import { countryCodes, linkSorts, type TCountryCode, type TLinkListQuery } from '@atlas/shared';
import type { TListChange } from '../../../lib/use-list-filters';

// What the Tracking links page shows lives in the URL, each filter under the name the API gives
// it, so a view is shared by its link and survives a reload. Anything unknown reads as its default.

export const linkTabs = ['product', 'brand', 'associate', 'sources'] as const;
export type TLinkTab = (typeof linkTabs)[number];
/** The tabs that list links (the fourth lists traffic sources). */
export type TLinkKind = Exclude<TLinkTab, 'sources'>;
export type TLinkSort = (typeof linkSorts)[number];

export const linkPageSize = 20;

export type TLinksParams = {
  tab: TLinkTab;
  search: string;
  countryCode?: TCountryCode;
  brandName?: string;
  trackingId?: string;
  sourceId?: string;
  sortBy: TLinkSort;
  page: number;
};

/** The filters "Clear filters" empties; the tab and the sort stay. */
export const linkFilterFields = ['search', 'countryCode', 'brandName', 'trackingId', 'sourceId'] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

const text = (value: string | null, max: number): string | undefined =>
  value?.trim().slice(0, max) || undefined;

export function readLinksParams(params: URLSearchParams): TLinksParams {
  return {
    tab: oneOf(params.get('tab'), linkTabs) ?? 'product',
    search: text(params.get('search'), 100) ?? '',
    countryCode: oneOf(params.get('countryCode')?.toUpperCase() ?? null, countryCodes),
    brandName: text(params.get('brandName'), 200),
    trackingId: text(params.get('trackingId'), 64),
    sourceId: text(params.get('sourceId'), 64),
    sortBy: oneOf(params.get('sortBy'), linkSorts) ?? 'newest',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** A change in the URL's terms: the default sort and the first tab are left out. */
export function linksChange(change: Partial<TLinksParams>): TListChange {
  const { tab, sortBy, ...rest } = change;
  const out: TListChange = { ...rest };
  if ('tab' in change) {
    out.tab = tab === 'product' ? undefined : tab;
  }
  if ('sortBy' in change) {
    out.sortBy = sortBy === 'newest' ? undefined : sortBy;
  }
  return out;
}

export const isFiltered = (params: TLinksParams) => linkFilterFields.some((field) => Boolean(params[field]));

/** The list call's query for a tab; the brand filter belongs to product links only. */
export function listQueryOf(params: TLinksParams, kind: TLinkKind): TLinkListQuery {
  return {
    search: params.search || undefined,
    countryCode: params.countryCode,
    brandName: kind === 'product' ? params.brandName : undefined,
    trackingId: params.trackingId,
    sourceId: params.sourceId,
    sortBy: params.sortBy,
    page: params.page,
    pageSize: linkPageSize,
  };
}

/** The export takes the list's filters and sort, not its page. */
export function exportQueryOf(params: TLinksParams, kind: TLinkKind): TLinkListQuery {
  const { page: _page, pageSize: _pageSize, ...filters } = listQueryOf(params, kind);
  return filters;
}
