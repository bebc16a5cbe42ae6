import { sellerCalls, type TSellerSettings } from '@atlas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall } from '../../../api/calls';

const sellerSettingsKey = callKey(sellerCalls.getSellerSettings, {});

/** The seller's settings (notice, current country, connection), shared by the gate and Account. */
export function useSellerSettings() {
  return useCall(sellerCalls.getSellerSettings, {}, { staleTime: 60_000 });
}

/** Writes a change the server confirmed into the cached settings, so every reader follows at once. */
export function useUpdateSellerSettings() {
  const queryClient = useQueryClient();
  return (change: (settings: TSellerSettings) => TSellerSettings) =>
    queryClient.setQueryData<TSellerSettings>(sellerSettingsKey, (settings) =>
      settings ? change(settings) : settings,
    );
}
