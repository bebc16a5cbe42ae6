import { ErrorCode, type TTrafficSource, type ZTrafficSourceSaveSchema } from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { sourceChoices, type TSourceChoice } from './choices.repository';
import {
  countLiveSources,
  insertSource,
  lockOwnerSources,
  type TSourceValues,
  updateLiveSource,
} from './sources.repository';

// Traffic sources (spec 7.10; docs/domain.md "Tracking ids, sub-ids and traffic sources"):
// where a publisher's audience is, put on links to tell them apart. Archived, never deleted,
// so the links that carry one keep it.

/** Live sources a publisher may keep: enough for every channel, few enough for a picker. */
export const maxLiveSources = 50;

type TSourceSave = z.output<typeof ZTrafficSourceSaveSchema>;

function toSource(row: TSourceChoice): TTrafficSource {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    audienceSize: row.audienceSize,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET publisher/source/list/by-publisher: the live sources, oldest first. */
export async function listSources(deps: TDeps, actor: TUserActor): Promise<TTrafficSource[]> {
  return (await sourceChoices(deps.db, actor.userId)).map(toSource);
}

/**
 * POST publisher/source/save: a new source without `id` (409/1009 past the limit), else a
 * change to one of the publisher's live sources (404 for another's or an archived one);
 * `archived: true` takes it out of the lists. What is left out is cleared.
 */
export async function saveSource(
  deps: TDeps,
  actor: TUserActor,
  input: TSourceSave,
): Promise<TTrafficSource> {
  const values: TSourceValues = {
    kind: input.kind,
    name: input.name,
    url: input.url ?? null,
    audienceSize: input.audienceSize ?? null,
  };
  const now = deps.now();
  if (input.id !== undefined) {
    const archived = input.archived ? { archivedAt: now } : {};
    const row = await updateLiveSource(deps.db, actor.userId, input.id, {
      ...values,
      updatedAt: now,
      ...archived,
    });
    if (!row) {
      throw notFound('Traffic source');
    }
    return toSource(row);
  }
  if (input.archived) {
    const message = 'Only a saved source can be archived';
    throw new AppError(ErrorCode.validation, message, { fields: [{ path: 'archived', message }] });
  }
  return toSource(await addSource(deps, actor.userId, values, now));
}

function addSource(deps: TDeps, ownerId: string, values: TSourceValues, now: Date): Promise<TSourceChoice> {
  return deps.db.transaction(async (tx) => {
    await lockOwnerSources(tx, ownerId);
    if ((await countLiveSources(tx, ownerId)) >= maxLiveSources) {
      throw conflict(`You can keep at most ${maxLiveSources} traffic sources; archive one to add another`);
    }
    return insertSource(tx, { id: newId('src'), ownerId, ...values, createdAt: now, updatedAt: now });
  });
}
