import { dealStates, type TDealState } from '@atlas/shared';
import { type TListFilters, useListFilters } from '../../../lib/use-list-filters';

export type TDealFilters = TListFilters<TDealState>;

/** The Deals page's filters and page live in the URL, so a view survives a reload and can be shared. */
export const useDealFilters = () => useListFilters(dealStates);
