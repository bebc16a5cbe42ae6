import { publisherCampaignCalls as calls } from '@atlas/shared';
import { sendFile } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { acceptCampaign, completeCampaign, declineCampaign } from './campaign-actions.service';
import { getPublisherCampaignEarnings } from './campaign-earnings.service';
import { downloadCampaignResources } from './campaign-files.service';
import { generateCampaignLinks } from './campaign-links.service';
import { getCampaign, listCampaigns } from './campaigns.service';

// Campaigns on the publisher's placements (spec 7.12). Tracking links are for publishers an
// operator approved, as everywhere else (3008).

export const publisherCampaignRoutes = [
  // GET publisher/placement/campaigns/list
  defineRoute(calls.listPublisherCampaigns, {
    handler: ({ deps, actor, query }) => listCampaigns(deps, { publisherId: actor.userId }, query),
  }),
  // GET publisher/placement/campaigns/earnings
  defineRoute(calls.getPublisherCampaignEarnings, {
    handler: ({ deps, actor, query }) => getPublisherCampaignEarnings(deps, actor, query),
  }),
  // GET publisher/placement/campaigns/{campaignId}/detail
  defineRoute(calls.getPublisherCampaign, {
    handler: ({ deps, actor, params }) => getCampaign(deps, { publisherId: actor.userId }, params.campaignId),
  }),
  // POST publisher/placement/campaigns/{campaignId}/accept
  defineRoute(calls.acceptCampaign, {
    handler: ({ deps, actor, params }) => acceptCampaign(deps, actor, params.campaignId),
  }),
  // POST publisher/placement/campaigns/{campaignId}/decline
  defineRoute(calls.declineCampaign, {
    handler: ({ deps, actor, params, body }) => declineCampaign(deps, actor, params.campaignId, body),
  }),
  // POST publisher/placement/campaigns/{campaignId}/complete
  defineRoute(calls.completeCampaign, {
    handler: ({ deps, actor, params, body }) => completeCampaign(deps, actor, params.campaignId, body),
  }),
  // POST publisher/placement/campaigns/{campaignId}/generate-links
  defineRoute(calls.generateCampaignLinks, {
    preconditions: ['publisherApproved'],
    handler: ({ deps, actor, params }) => generateCampaignLinks(deps, actor, params.campaignId),
  }),
  // EXPORT publisher/placement/campaigns/{campaignId}/download-resources: one zip
  defineRoute(calls.downloadCampaignResources, {
    handler: async ({ deps, actor, params, reply }) => {
      const file = await downloadCampaignResources(deps, actor, params.campaignId);
      return sendFile(reply, file.fileName, 'application/zip', file.stream);
    },
  }),
];
