import { publisherCampaignCalls, sellerCampaignCalls } from '@atlas/shared';

// Campaigns (spec 7.6 seller, 7.12 publisher). The screens show every failure themselves (an
// inline alert, a form field, the 409 that names the state the campaign is in).
export const campaignCallOptions = { keepPage: true, silent: true };

export type TCampaignSide = 'seller' | 'publisher';

/** Each side's reads of campaigns: the list, one campaign, the earnings. A move refreshes them. */
export const campaignReads = {
  seller: {
    list: sellerCampaignCalls.listSellerCampaigns,
    one: sellerCampaignCalls.getSellerCampaign,
    earnings: sellerCampaignCalls.getSellerCampaignEarnings,
  },
  publisher: {
    list: publisherCampaignCalls.listPublisherCampaigns,
    one: publisherCampaignCalls.getPublisherCampaign,
    earnings: publisherCampaignCalls.getPublisherCampaignEarnings,
  },
} satisfies Record<TCampaignSide, object>;
