import type { TSellerSettings } from '@atlas/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSellerSettings } from '../../../api/seller-account';

export const sellerSettingsKey = ['seller', 'settings'] as const;

/** The seller's settings (notice, current country, connection), shared by the gate and Account. */
export function useSellerSettings() {
  return useQuery({ queryKey: sellerSettingsKey, queryFn: getSellerSettings, staleTime: 60_000 });
}

/** Writes a change the server confirmed into the cached settings, so every reader follows at once. */
export function useUpdateSellerSettings() {
  const queryClient = useQueryClient();
  return (change: (settings: TSellerSettings) => TSellerSettings) =>
    queryClient.setQueryData<TSellerSettings>(sellerSettingsKey, (settings) =>
      settings ? change(settings) : settings,
    );
}
