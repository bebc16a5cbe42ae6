import { dealCalls, type TSaveDealRequest } from '@atlas/shared';
import { callApi } from './http';

/**
 * Spec 7.3: PUT seller/product/deal/edit when the deal has an id, POST seller/product/deal when
 * not. Silent: the drawer shows the error inline.
 */
export function saveDeal(body: TSaveDealRequest) {
  const { id } = body;
  return id
    ? callApi(dealCalls.editDeal, { body: { ...body, id } }, { silent: true })
    : callApi(dealCalls.createDeal, { body }, { silent: true });
}
