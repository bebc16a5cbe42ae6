import { placementCalls as calls, type TPlacementDraft } from '@atlas/shared';
import { callApi } from './http';

// Placements (spec 7.12) and the seller's browsing of them (spec 7.6). The screens show every
// failure themselves (a form field, an inline alert, what to finish when not approved: 3008).

export const placementCallOptions = { keepPage: true, silent: true };
const quiet = placementCallOptions;

/** The publisher's reads of placements: a save or a move refreshes them. */
export const placementReads = [calls.listPlacements, calls.getPlacement];

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
