import {
  publisherCampaignCalls as publisherCalls,
  sellerCampaignCalls as sellerCalls,
  type TApplyCampaign,
  type TCampaignListQuery,
  type TCompleteCampaign,
  uploadCalls,
} from '@atlas/shared';
import { downloadCall } from './download';
import { callApi, uploadFile } from './http';

// Campaigns (spec 7.6 seller, 7.12 publisher). The screens show every failure themselves (an
// inline alert, a form field, the 409 that names the state the campaign is in).

const quiet = { keepPage: true, silent: true };

export type TCampaignSide = 'seller' | 'publisher';

export const listCampaigns = (side: TCampaignSide, query: TCampaignListQuery) =>
  callApi(
    side === 'seller' ? sellerCalls.listSellerCampaigns : publisherCalls.listPublisherCampaigns,
    { query },
    quiet,
  );

export const getCampaign = (side: TCampaignSide, campaignId: string) =>
  callApi(
    side === 'seller' ? sellerCalls.getSellerCampaign : publisherCalls.getPublisherCampaign,
    { params: { campaignId } },
    quiet,
  );

export const getSellerCampaignEarnings = () =>
  callApi(sellerCalls.getSellerCampaignEarnings, { query: {} }, quiet);

export const getPublisherCampaignEarnings = () =>
  callApi(publisherCalls.getPublisherCampaignEarnings, { query: {} }, quiet);

// ---- Seller

export const applyCampaign = (placementId: string, body: TApplyCampaign) =>
  callApi(sellerCalls.applyCampaign, { params: { placementId }, body }, quiet);

export const uploadCampaignAsset = (file: File) => uploadFile(uploadCalls.uploadFile, file, quiet);

export const suspendCampaign = (campaignId: string, reason: string) =>
  callApi(sellerCalls.suspendCampaign, { params: { campaignId }, body: { reason } }, quiet);

export const confirmCampaign = (campaignId: string) =>
  callApi(sellerCalls.confirmCampaign, { params: { campaignId }, body: {} }, quiet);

export const downloadCampaignInvoice = (campaignId: string) =>
  downloadCall(sellerCalls.downloadCampaignInvoice, { params: { campaignId } }, { silent: true });

// ---- Publisher

export const acceptCampaign = (campaignId: string) =>
  callApi(publisherCalls.acceptCampaign, { params: { campaignId }, body: {} }, quiet);

export const declineCampaign = (campaignId: string, reason: string) =>
  callApi(publisherCalls.declineCampaign, { params: { campaignId }, body: { reason } }, quiet);

export const generateCampaignLinks = (campaignId: string) =>
  callApi(publisherCalls.generateCampaignLinks, { params: { campaignId }, body: {} }, quiet);

export const completeCampaign = (campaignId: string, body: TCompleteCampaign) =>
  callApi(publisherCalls.completeCampaign, { params: { campaignId }, body }, quiet);

export const downloadCampaignResources = (campaignId: string) =>
  downloadCall(publisherCalls.downloadCampaignResources, { params: { campaignId } }, { silent: true });
