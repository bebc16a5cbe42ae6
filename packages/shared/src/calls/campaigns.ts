import { defineCall } from '../call';
import {
  ZApplyCampaignSchema,
  ZApplyPlacementParamsSchema,
  ZCampaignDetailSchema,
  ZCampaignEarningsQuerySchema,
  ZCampaignIdParamsSchema,
  ZCampaignListQuerySchema,
  ZCampaignNoBodySchema,
  ZCampaignPageSchema,
  ZCompleteCampaignSchema,
  ZDeclineCampaignSchema,
  ZPublisherCampaignEarningsSchema,
  ZSellerCampaignEarningsSchema,
  ZSuspendCampaignSchema,
} from '../campaigns';
import { ZFileAnswerSchema } from '../file-answer';

// Spec 7.6 (seller) and 7.12 (publisher): campaigns on placements, both sides.
const seller = ['seller'] as const;
const publisher = ['publisher'] as const;
const user = 'user' as const;

export const sellerCampaignCalls = {
  // POST seller/placement/campaigns/apply/{placementId}
  applyCampaign: defineCall({
    api: user,
    method: 'POST',
    path: 'seller/placement/campaigns/apply/{placementId}',
    roles: seller,
    summary: "Apply to a publisher's online placement with a brand, products, a message and files",
    params: ZApplyPlacementParamsSchema,
    body: ZApplyCampaignSchema,
    response: ZCampaignDetailSchema,
  }),
  // GET seller/placement/campaigns/list
  listSellerCampaigns: defineCall({
    api: user,
    method: 'GET',
    path: 'seller/placement/campaigns/list',
    roles: seller,
    summary: 'My campaigns, newest first (status, marketplace, search)',
    query: ZCampaignListQuerySchema,
    response: ZCampaignPageSchema,
  }),
  // GET seller/placement/campaigns/earnings
  getSellerCampaignEarnings: defineCall({
    api: user,
    method: 'GET',
    path: 'seller/placement/campaigns/earnings',
    roles: seller,
    summary: 'What my campaigns cost per marketplace: committed, confirmed this month and in all',
    query: ZCampaignEarningsQuerySchema,
    response: ZSellerCampaignEarningsSchema,
  }),
  // GET seller/placement/campaigns/{campaignId}/detail
  getSellerCampaign: defineCall({
    api: user,
    method: 'GET',
    path: 'seller/placement/campaigns/{campaignId}/detail',
    roles: seller,
    summary: 'A campaign with its products, their tracking links and its timeline',
    params: ZCampaignIdParamsSchema,
    response: ZCampaignDetailSchema,
  }),
  // POST seller/placement/campaigns/{campaignId}/suspend
  suspendCampaign: defineCall({
    api: user,
    method: 'POST',
    path: 'seller/placement/campaigns/{campaignId}/suspend',
    roles: seller,
    summary: 'Suspend an applied, accepted or in-progress campaign (reason optional)',
    params: ZCampaignIdParamsSchema,
    body: ZSuspendCampaignSchema,
    response: ZCampaignDetailSchema,
  }),
  // POST seller/placement/campaigns/{campaignId}/confirm-completion
  confirmCampaign: defineCall({
    api: user,
    method: 'POST',
    path: 'seller/placement/campaigns/{campaignId}/confirm-completion',
    roles: seller,
    summary: 'Confirm a completed campaign: it gets its invoice number and counts in the month',
    params: ZCampaignIdParamsSchema,
    body: ZCampaignNoBodySchema,
    response: ZCampaignDetailSchema,
  }),
  // GET seller/placement/campaigns/{campaignId}/invoice: once confirmed, its PDF in the envelope (spec 7.1)
  downloadCampaignInvoice: defineCall({
    api: user,
    method: 'GET',
    path: 'seller/placement/campaigns/{campaignId}/invoice',
    roles: seller,
    summary: "A confirmed campaign's invoice as a PDF file, base64 in the envelope",
    params: ZCampaignIdParamsSchema,
    response: ZFileAnswerSchema,
  }),
};

export const publisherCampaignCalls = {
  // GET publisher/placement/campaigns/list
  listPublisherCampaigns: defineCall({
    api: user,
    method: 'GET',
    path: 'publisher/placement/campaigns/list',
    roles: publisher,
    summary: 'Campaigns on my placements, newest first (status, marketplace, search)',
    query: ZCampaignListQuerySchema,
    response: ZCampaignPageSchema,
  }),
  // GET publisher/placement/campaigns/earnings
  getPublisherCampaignEarnings: defineCall({
    api: user,
    method: 'GET',
    path: 'publisher/placement/campaigns/earnings',
    roles: publisher,
    summary:
      'Confirmed campaigns per marketplace and month with the platform commission, and what is pending',
    query: ZCampaignEarningsQuerySchema,
    response: ZPublisherCampaignEarningsSchema,
  }),
  // GET publisher/placement/campaigns/{campaignId}/detail
  getPublisherCampaign: defineCall({
    api: user,
    method: 'GET',
    path: 'publisher/placement/campaigns/{campaignId}/detail',
    roles: publisher,
    summary: 'A campaign on my placement with its products, links and timeline',
    params: ZCampaignIdParamsSchema,
    response: ZCampaignDetailSchema,
  }),
  // POST publisher/placement/campaigns/{campaignId}/accept
  acceptCampaign: defineCall({
    api: user,
    method: 'POST',
    path: 'publisher/placement/campaigns/{campaignId}/accept',
    roles: publisher,
    summary: 'Accept an applied campaign',
    params: ZCampaignIdParamsSchema,
    body: ZCampaignNoBodySchema,
    response: ZCampaignDetailSchema,
  }),
  // POST publisher/placement/campaigns/{campaignId}/decline
  declineCampaign: defineCall({
    api: user,
    method: 'POST',
    path: 'publisher/placement/campaigns/{campaignId}/decline',
    roles: publisher,
    summary: 'Decline an applied campaign, saying why',
    params: ZCampaignIdParamsSchema,
    body: ZDeclineCampaignSchema,
    response: ZCampaignDetailSchema,
  }),
  // POST publisher/placement/campaigns/{campaignId}/complete
  completeCampaign: defineCall({
    api: user,
    method: 'POST',
    path: 'publisher/placement/campaigns/{campaignId}/complete',
    roles: publisher,
    summary: 'Complete an in-progress campaign with proof links (and a note)',
    params: ZCampaignIdParamsSchema,
    body: ZCompleteCampaignSchema,
    response: ZCampaignDetailSchema,
  }),
  // POST publisher/placement/campaigns/{campaignId}/generate-links
  generateCampaignLinks: defineCall({
    api: user,
    method: 'POST',
    path: 'publisher/placement/campaigns/{campaignId}/generate-links',
    roles: publisher,
    summary: 'A tracking link per campaign product; the campaign starts. Again: the same links',
    params: ZCampaignIdParamsSchema,
    body: ZCampaignNoBodySchema,
    response: ZCampaignDetailSchema,
  }),
  // EXPORT publisher/placement/campaigns/{campaignId}/download-resources: the seller's files as one zip
  downloadCampaignResources: defineCall({
    api: user,
    method: 'GET',
    path: 'publisher/placement/campaigns/{campaignId}/download-resources',
    roles: publisher,
    summary: "The seller's files of a campaign as one zip",
    params: ZCampaignIdParamsSchema,
    download: true,
  }),
};
