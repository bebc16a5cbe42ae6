import type { TSubIdStat, TTrackingId } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { ownTrackingId } from './choices.repository';
import {
  archiveTrackingId,
  findSubIdStats,
  findTrackingIds,
  insertTrackingId,
  isCarriedByLinks,
  lockLiveTrackingId,
  removeTrackingId,
  type TTrackingIdFigures,
} from './tracking-ids.repository';

// Tracking ids (spec 7.10 and 7.14; docs/domain.md "Tracking ids, sub-ids and traffic sources"):
// a publisher's, or a partner's under a cooperation name, told apart on links and in reports.
// A name is taken once among the owner's live ids, whatever its case; one that links carry is
// archived on delete, so their clicks and reports keep it.

function toTrackingId(row: TTrackingIdFigures): TTrackingId {
  return {
    id: row.id,
    name: row.name,
    cooperationName: row.cooperationName,
    linkCount: row.linkCount,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET publisher/tracking-ids, GET cooperate/tracking-ids: the live ones, newest first. */
export async function listTrackingIds(
  deps: TDeps,
  actor: TUserActor,
  cooperationName?: string,
): Promise<TTrackingId[]> {
  const rows = await findTrackingIds(deps.db, actor.userId, cooperationName);
  return rows.map(toTrackingId);
}

/**
 * POST publisher/tracking-ids, POST cooperate/tracking-ids: a new tracking id. The unique index
 * decides a taken name, so two saves at once cannot both pass: 409/1009.
 */
export async function createTrackingId(
  deps: TDeps,
  actor: TUserActor,
  name: string,
  cooperationName: string | null = null,
): Promise<TTrackingId> {
  try {
    const row = await insertTrackingId(deps.db, {
      id: newId('tid'),
      ownerId: actor.userId,
      name,
      cooperationName,
      createdAt: deps.now(),
    });
    return toTrackingId({ ...row, linkCount: 0, clicks: 0 });
  } catch (error) {
    if (isUniqueViolation(error, 'tracking_ids_owner_name_key')) {
      throw conflict(`You already have a tracking id named "${name}" (names ignore case)`);
    }
    throw error;
  }
}

/**
 * DELETE publisher/tracking-ids/{id}: removed when no link ever carried it; archived when one
 * did (deleted links too), so those links and their clicks keep it. 404 for another owner's,
 * an unknown or an already archived id.
 */
export function deleteTrackingId(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<{ id: string; archived: boolean }> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveTrackingId(tx, actor.userId, id))) {
      throw notFound('Tracking id');
    }
    if (await isCarriedByLinks(tx, id)) {
      await archiveTrackingId(tx, id, deps.now());
      return { id, archived: true };
    }
    await removeTrackingId(tx, id);
    return { id, archived: false };
  });
}

/** GET publisher/tracking-ids/{id}/sub-ids: the sub-ids its links saw, the most clicked first. */
export async function listSubIds(deps: TDeps, actor: TUserActor, id: string): Promise<TSubIdStat[]> {
  if (!(await ownTrackingId(deps.db, actor.userId, id))) {
    throw notFound('Tracking id');
  }
  return findSubIdStats(deps.db, actor.userId, id);
}
