import type { TCampaignDetail } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { moveCampaignBy } from './campaign-moves.service';

// Each side's moves of a campaign, with what each keeps (docs/domain.md "Campaigns (issue 11)").

/** POST publisher/placement/campaigns/{campaignId}/accept: applied → accepted */
export function acceptCampaign(deps: TDeps, actor: TUserActor, id: string): Promise<TCampaignDetail> {
  return moveCampaignBy(deps, actor, 'accept', id);
}

/** POST publisher/placement/campaigns/{campaignId}/decline: applied → declined, with the reason */
export function declineCampaign(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  body: { reason: string },
): Promise<TCampaignDetail> {
  return moveCampaignBy(deps, actor, 'decline', id, {
    note: body.reason,
    changes: { declineReason: body.reason },
  });
}

/** POST publisher/placement/campaigns/{campaignId}/complete: in_progress → completed, with proof */
export function completeCampaign(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  body: { proofLinks: string[]; note?: string },
): Promise<TCampaignDetail> {
  return moveCampaignBy(deps, actor, 'complete', id, {
    note: body.note ?? null,
    changes: { proofLinks: body.proofLinks, completionNote: body.note ?? null },
  });
}

/** POST seller/placement/campaigns/{campaignId}/suspend: applied, accepted or in_progress → suspended */
export function suspendCampaign(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  body: { reason?: string },
): Promise<TCampaignDetail> {
  return moveCampaignBy(deps, actor, 'suspend', id, { note: body.reason ?? null });
}

/**
 * POST seller/placement/campaigns/{campaignId}/confirm-completion: completed → confirmed, with the
 * next invoice number; it counts in the publisher's statement of the month it is confirmed in.
 */
export function confirmCampaign(deps: TDeps, actor: TUserActor, id: string): Promise<TCampaignDetail> {
  return moveCampaignBy(deps, actor, 'confirm', id, {
    changes: { confirmedAt: deps.now() },
    takeInvoiceNumber: true,
  });
}
