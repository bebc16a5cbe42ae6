import { defaultCommissionConfig, type TCommissionConfig } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { getCommissionConfig } from '../../../api/commissions';

export const commissionConfigKey = ['seller', 'commission-config'] as const;

/**
 * The seller's commission bounds, step and fee. Until they arrive the inputs use DOMAIN.md's
 * defaults; the server checks again either way and names the bounds when it refuses.
 */
export function useCommissionConfig(): { config: TCommissionConfig; loaded: boolean } {
  const { data } = useQuery({
    queryKey: commissionConfigKey,
    queryFn: getCommissionConfig,
    staleTime: 5 * 60_000,
  });
  return { config: data ?? { ...defaultCommissionConfig, custom: false }, loaded: Boolean(data) };
}

/** Queries that show products or their history; a commission or status change refreshes them. */
export const productQueryRoots = [
  ['seller', 'products'],
  ['seller', 'commission-history'],
] as const;
