import {
  campaignActions,
  campaignStatusLabels,
  canCampaign,
  ErrorCode,
  type TCampaignAction,
  type TCampaignDetail,
  type TCampaignStatus,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { insertCampaignEvent, moveCampaign, type TCampaignChanges } from './campaign-moves.repository';
import { sendCampaignNotice } from './campaign-notices';
import type { TCampaignSide } from './campaigns.repository';
import { campaignOf, detailOf } from './campaigns.service';

// The moves of campaignActions (packages/shared/src/campaigns.ts), each one conditional update
// and one timeline event in one transaction; a move from a state it does not start from answers
// 409 with the state the campaign is in, and changes nothing. The e-mail follows the commit.

const done: Record<TCampaignAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  generateLinks: 'started',
  complete: 'completed',
  suspend: 'suspended',
  confirm: 'confirmed',
};

const label = (status: TCampaignStatus) => campaignStatusLabels[status].toLowerCase();

/** 409: the campaign is not in a state the action starts from. */
export function refuseMove(action: TCampaignAction, status: TCampaignStatus): AppError {
  const from = campaignActions[action].from.map(label);
  const list = from.length > 1 ? `${from.slice(0, -1).join(', ')} or ${from.at(-1)}` : from[0];
  return new AppError(
    ErrorCode.conflict,
    `This campaign is ${label(status)}: only ${list} campaigns can be ${done[action]}`,
    { reason: status },
  );
}

export function sideOf(actor: TUserActor): TCampaignSide {
  return actor.role === 'seller' ? { sellerId: actor.userId } : { publisherId: actor.userId };
}

export type TMoveOptions = {
  note?: string | null;
  changes?: TCampaignChanges;
  takeInvoiceNumber?: boolean;
  /** More writes of the same transaction once the move has won (the links of generate-links). */
  alsoWrite?: (tx: TTx) => Promise<void>;
};

type TMove = { actor: TUserActor; action: TCampaignAction; id: string; from: TCampaignStatus };

/** Makes the move from `from` in one transaction; false when another move changed the state first. */
async function tryMove(deps: TDeps, { actor, action, id, from }: TMove, options: TMoveOptions) {
  const rule = campaignActions[action];
  const at = deps.now();
  return deps.db.transaction(async (tx: TTx) => {
    const moved = await moveCampaign(tx, {
      id,
      side: sideOf(actor),
      from: [from],
      to: rule.to,
      at,
      changes: options.changes,
      takeInvoiceNumber: options.takeInvoiceNumber,
    });
    if (!moved) {
      return false;
    }
    await options.alsoWrite?.(tx);
    await insertCampaignEvent(tx, {
      id: newId('cev'),
      campaignId: id,
      fromStatus: from,
      toStatus: rule.to,
      actorKind: actor.role === 'seller' ? 'seller' : 'publisher',
      actorId: actor.actorUserId,
      note: options.note ?? null,
      createdAt: at,
    });
    return true;
  });
}

/** A move that lost a race reads the new state and tries again from it, this many times in all. */
const attempts = 3;

/**
 * Moves the actor's campaign by `action`: 404 when not theirs, 409 naming the current state when
 * the action does not start from it. The update expects the state just read (`where status =`),
 * so the event names the state left and two racing moves cannot both win.
 */
export async function moveCampaignBy(
  deps: TDeps,
  actor: TUserActor,
  action: TCampaignAction,
  id: string,
  options: TMoveOptions = {},
): Promise<TCampaignDetail> {
  const side = sideOf(actor);
  let current = await campaignOf(deps, side, id);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const from = current.campaign.status;
    if (!canCampaign(action, from)) {
      break;
    }
    const moved = await tryMove(deps, { actor, action, id, from }, options);
    current = await campaignOf(deps, side, id);
    if (moved) {
      await sendCampaignNotice(deps, current, current.campaign.status);
      return detailOf(deps, current);
    }
  }
  throw refuseMove(action, current.campaign.status);
}
