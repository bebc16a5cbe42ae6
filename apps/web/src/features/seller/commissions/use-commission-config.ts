import {
  brandCalls,
  commissionCalls,
  defaultCommissionConfig,
  productCalls,
  type TCommissionConfig,
} from '@atlas/shared';
import { useCall } from '../../../api/calls';

/**
 * The seller's commission bounds, step and fee. Until they arrive the inputs use DOMAIN.md's
 * defaults; the server checks again either way and names the bounds when it refuses.
 */
export function useCommissionConfig(): { config: TCommissionConfig; loaded: boolean } {
  const { data } = useCall(commissionCalls.getCommissionConfig, {}, { staleTime: 5 * 60_000 });
  return { config: data ?? { ...defaultCommissionConfig, custom: false }, loaded: Boolean(data) };
}

/** Reads that show products or their history; a commission or status change refreshes them. */
export const productReads = [
  productCalls.listProducts,
  productCalls.countProducts,
  productCalls.getProductDetail,
  productCalls.listProductVariations,
  brandCalls.listBrandsWithProducts,
  commissionCalls.listCommissionHistory,
];
