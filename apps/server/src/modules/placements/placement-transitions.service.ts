import { campaignStatusLabels, type TPlacement, type TPlacementStatus } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { draftOfRow, requireComplete, requireLiveSource } from './placement-input';
import { publisherPlacement } from './placement-view';
import {
  findOpenCampaigns,
  findPlacementPrices,
  findPublisherPlacement,
  type TPlacementRow,
  type TPlacementValues,
  updatePublisherPlacement,
} from './placements.repository';

// A placement's moves (docs/domain.md "Placements (issue 11)"): draft → online (submit, checked
// whole); online → suspended (suspend); suspended → online (submit: resume); online or
// suspended → offline, final; delete (soft) from any state. Offline and delete wait for no
// open campaign. Any other move answers 409 with the current state and changes nothing. The
// row is held for the transaction, so a seller's apply (which holds it too) sees one or the other.

type TMove = (
  tx: TQueryable,
  row: TPlacementRow,
  now: Date,
) => Promise<Partial<TPlacementValues>> | Partial<TPlacementValues>;

const statusWords: Record<TPlacementStatus, string> = {
  draft: 'a draft',
  online: 'online',
  suspended: 'suspended',
  offline: 'offline',
};

function refuse(row: TPlacementRow, what: string): never {
  throw conflict(`The placement is ${statusWords[row.status]}: ${what}`);
}

/** 409 naming the open campaigns (applied, accepted, in progress) that hold the placement. */
async function requireNoOpenCampaigns(tx: TQueryable, row: TPlacementRow, action: string): Promise<void> {
  const open = await findOpenCampaigns(tx, [row.id]);
  if (open.length > 0) {
    const names = open
      .map((c) => `${c.brandName} (${campaignStatusLabels[c.status].toLowerCase()})`)
      .join(', ');
    throw conflict(`The placement has open campaigns: ${names}. Finish or decline them before you ${action}`);
  }
}

async function move(deps: TDeps, actor: TUserActor, id: string, change: TMove): Promise<TPlacement> {
  return deps.db.transaction(async (tx) => {
    const row = await findPublisherPlacement(tx, actor.userId, id, true);
    if (!row) {
      throw notFound('Placement');
    }
    const now = deps.now();
    const values = await change(tx, row, now);
    const updated = await updatePublisherPlacement(tx, actor.userId, id, { ...values, updatedAt: now });
    return publisherPlacement(tx, updated);
  });
}

/** PUT publisher/placement/{id}/submit: a draft goes online (checked whole), a suspended one resumes. */
export function submitPlacement(deps: TDeps, actor: TUserActor, id: string): Promise<TPlacement> {
  return move(deps, actor, id, async (tx, row, now) => {
    if (row.status !== 'draft' && row.status !== 'suspended') {
      refuse(row, 'only a draft can be submitted or a suspended placement resumed');
    }
    const prices = await findPlacementPrices(tx, [row.id]);
    requireComplete(draftOfRow(row, prices));
    await requireLiveSource(tx, row);
    return { status: 'online', submittedAt: row.submittedAt ?? now };
  });
}

/** POST publisher/placement/{id}/suspend: online → suspended (sellers no longer see it). */
export function suspendPlacement(deps: TDeps, actor: TUserActor, id: string): Promise<TPlacement> {
  return move(deps, actor, id, (_tx, row) => {
    if (row.status !== 'online') {
      refuse(row, 'only an online placement can be suspended');
    }
    return { status: 'suspended' };
  });
}

/** POST publisher/placement/{id}/offline: online or suspended → offline, for good. */
export function takePlacementOffline(deps: TDeps, actor: TUserActor, id: string): Promise<TPlacement> {
  return move(deps, actor, id, async (tx, row) => {
    if (row.status !== 'online' && row.status !== 'suspended') {
      refuse(row, 'only an online or suspended placement can be taken offline');
    }
    await requireNoOpenCampaigns(tx, row, 'take it offline');
    return { status: 'offline' };
  });
}

/** DELETE publisher/placement/{id}: soft, from any state; campaigns keep their placement. */
export function deletePlacement(deps: TDeps, actor: TUserActor, id: string): Promise<TPlacement> {
  return move(deps, actor, id, async (tx, row, now) => {
    await requireNoOpenCampaigns(tx, row, 'delete it');
    return { deletedAt: now };
  });
}
