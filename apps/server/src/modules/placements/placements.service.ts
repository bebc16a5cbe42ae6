import type {
  TPlacement,
  TPlacementDraftValues,
  TPlacementPage,
  ZPlacementListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { pageWindow } from '../../platform/paging';
import { requireComplete, resolvePlacement } from './placement-input';
import { publisherPlacement, publisherPlacements } from './placement-view';
import {
  findPublisherPlacement,
  insertPlacement,
  listPublisherPlacements,
  replacePlacementPrices,
  updatePublisherPlacement,
} from './placements.repository';

// The publisher's placements: created online or as a draft, changed, read. Transitions are in
// placement-transitions.service.ts.

/** GET publisher/placement/list */
export async function listPlacements(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZPlacementListQuerySchema>,
): Promise<TPlacementPage> {
  const { rows, total } = await listPublisherPlacements(
    deps.db,
    { publisherId: actor.userId, status: query.status, search: query.search },
    pageWindow(query),
  );
  const items = await publisherPlacements(deps.db, rows);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** GET publisher/placement/{id}: the publisher's own, not deleted; else 404. */
export async function getPlacement(deps: TDeps, actor: TUserActor, id: string): Promise<TPlacement> {
  const row = await findPublisherPlacement(deps.db, actor.userId, id);
  if (!row) {
    throw notFound('Placement');
  }
  return publisherPlacement(deps.db, row);
}

/**
 * POST publisher/placement (`online`, checked whole: 1001 naming what is missing) and
 * POST publisher/placement/draft (`draft`: a title and a format are enough).
 */
export async function createPlacement(
  deps: TDeps,
  actor: TUserActor,
  input: TPlacementDraftValues,
  status: 'online' | 'draft',
): Promise<TPlacement> {
  if (status === 'online') {
    requireComplete(input);
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { values, prices } = await resolvePlacement(tx, actor.userId, input, deps);
    const row = await insertPlacement(tx, {
      ...values,
      id: newId('plc'),
      publisherId: actor.userId,
      status,
      createdAt: now,
      updatedAt: now,
      submittedAt: status === 'online' ? now : null,
    });
    await replacePlacementPrices(tx, row.id, prices);
    return publisherPlacement(tx, row);
  });
}

/**
 * PUT publisher/placement/{id}: replaces what the body carries. A draft may stay incomplete;
 * an online or suspended placement must stay whole (1001); an offline one is not changed (409).
 */
export async function updatePlacement(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  input: TPlacementDraftValues,
): Promise<TPlacement> {
  return deps.db.transaction(async (tx) => {
    const current = await findPublisherPlacement(tx, actor.userId, id, true);
    if (!current) {
      throw notFound('Placement');
    }
    if (current.status === 'offline') {
      throw conflict('The placement is offline: it can no longer be changed');
    }
    if (current.status !== 'draft') {
      requireComplete(input);
    }
    const { values, prices } = await resolvePlacement(tx, actor.userId, input, deps);
    const row = await updatePublisherPlacement(tx, actor.userId, id, { ...values, updatedAt: deps.now() });
    await replacePlacementPrices(tx, id, prices);
    return publisherPlacement(tx, row);
  });
}
