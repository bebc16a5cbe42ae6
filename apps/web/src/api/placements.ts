import {
  placementBrowseCalls as browseCalls,
  placementCalls as calls,
  type TBrandsByAmazonUserQuery,
  type TConnectionListQuery,
  type TPlacementDraft,
  type TPlacementListQuery,
  type TSellerPlacementListQuery,
} from '@atlas/shared';
import { callApi } from './http';

// Placements (spec 7.12) and the seller's browsing of them (spec 7.6). The screens show every
// failure themselves (a form field, an inline alert, what to finish when not approved: 3008).

const quiet = { keepPage: true, silent: true };

// ---- Publisher

export const listPlacements = (query: TPlacementListQuery) => callApi(calls.listPlacements, { query }, quiet);

export const getPlacement = (id: string) => callApi(calls.getPlacement, { params: { id } }, quiet);

/** Creates online (`publish`) or as a draft; with `id`, changes that placement. */
export const savePlacement = (body: TPlacementDraft, how: { id?: string; publish: boolean }) => {
  if (how.id) {
    return callApi(calls.updatePlacement, { params: { id: how.id }, body }, quiet);
  }
  return callApi(how.publish ? calls.createPlacement : calls.createPlacementDraft, { body }, quiet);
};

const moves = {
  submit: calls.submitPlacement,
  suspend: calls.suspendPlacement,
  offline: calls.takePlacementOffline,
  delete: calls.deletePlacement,
} as const;
export type TPlacementMove = keyof typeof moves;

/** Submit (or resume), suspend, take offline or delete one placement. */
export const movePlacement = (id: string, move: TPlacementMove) =>
  callApi(moves[move], { params: { id } }, quiet);

// ---- Seller

export const listSellerPlacements = (query: TSellerPlacementListQuery) =>
  callApi(browseCalls.listSellerPlacements, { query }, quiet);

export const getSellerPlacement = (id: string) =>
  callApi(browseCalls.getSellerPlacement, { params: { id } }, quiet);

export const listConnections = (query: TConnectionListQuery) =>
  callApi(browseCalls.listConnections, { query }, quiet);

export const listBrandsByAmazonUser = (query: TBrandsByAmazonUserQuery) =>
  callApi(browseCalls.listBrandsByAmazonUser, { query }, quiet);
