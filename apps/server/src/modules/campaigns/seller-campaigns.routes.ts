import { sellerCampaignCalls as calls } from '@atlas/shared';
import { fileAnswer } from '../../platform/file-answer';
import { defineRoute } from '../../platform/route';
import { confirmCampaign, suspendCampaign } from './campaign-actions.service';
import { applyCampaign } from './campaign-apply.service';
import { getSellerCampaignEarnings } from './campaign-earnings.service';
import { downloadCampaignInvoice } from './campaign-files.service';
import { getCampaign, listCampaigns } from './campaigns.service';

// The seller's campaigns (spec 7.6): apply, follow, suspend, confirm, fetch the invoice.
const notice = ['sellerNotice'] as const;

export const sellerCampaignRoutes = [
  // POST seller/placement/campaigns/apply/{placementId}
  defineRoute(calls.applyCampaign, {
    preconditions: notice,
    handler: ({ deps, actor, params, body }) => applyCampaign(deps, actor, params.placementId, body),
  }),
  // GET seller/placement/campaigns/list
  defineRoute(calls.listSellerCampaigns, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listCampaigns(deps, { sellerId: actor.userId }, query),
  }),
  // GET seller/placement/campaigns/earnings
  defineRoute(calls.getSellerCampaignEarnings, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => getSellerCampaignEarnings(deps, actor, query),
  }),
  // GET seller/placement/campaigns/{campaignId}/detail
  defineRoute(calls.getSellerCampaign, {
    preconditions: notice,
    handler: ({ deps, actor, params }) => getCampaign(deps, { sellerId: actor.userId }, params.campaignId),
  }),
  // POST seller/placement/campaigns/{campaignId}/suspend
  defineRoute(calls.suspendCampaign, {
    preconditions: notice,
    handler: ({ deps, actor, params, body }) => suspendCampaign(deps, actor, params.campaignId, body),
  }),
  // POST seller/placement/campaigns/{campaignId}/confirm-completion
  defineRoute(calls.confirmCampaign, {
    preconditions: notice,
    handler: ({ deps, actor, params }) => confirmCampaign(deps, actor, params.campaignId),
  }),
  // GET seller/placement/campaigns/{campaignId}/invoice: its PDF in the envelope
  defineRoute(calls.downloadCampaignInvoice, {
    preconditions: notice,
    handler: async ({ deps, actor, params }) => {
      const file = await downloadCampaignInvoice(deps, actor, params.campaignId);
      return fileAnswer(file.fileName, 'application/pdf', file.body);
    },
  }),
];
