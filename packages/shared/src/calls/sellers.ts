import { z } from 'zod';
import { defineCall } from '../call';
import {
  ZAgreeToNoticeRequestSchema,
  ZAssociationCompletedSchema,
  ZNoticeAgreementSchema,
  ZSellerSettingsSchema,
  ZSwitchCountryRequestSchema,
  ZSwitchCountryResponseSchema,
} from '../seller-account';

// The association payloads are not shown in the spec: any object is accepted, nothing of it kept.
const ZAnyPayload = z.object({});

const associationCall = (path: string, summary: string) =>
  defineCall({
    api: 'user',
    method: 'POST',
    path,
    roles: ['seller'],
    summary,
    body: ZAnyPayload,
    response: ZAssociationCompletedSchema,
  });

export const sellerCalls = {
  // GET seller/settings: notice agreement, current country, connection and association steps
  getSellerSettings: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/settings',
    roles: ['seller'],
    summary: "The seller's account settings (readable before the notice is agreed)",
    response: ZSellerSettingsSchema,
  }),
  // POST seller/agree-to-notice: one-way acceptance of the current notice version
  agreeToNotice: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/agree-to-notice',
    roles: ['seller'],
    summary: 'Agree to the current seller notice',
    body: ZAgreeToNoticeRequestSchema,
    response: ZNoticeAgreementSchema,
  }),
  // POST seller/switch-country: the seller's current marketplace, the default filter everywhere
  switchCountry: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/switch-country',
    roles: ['seller'],
    summary: "Switch the seller's current marketplace",
    body: ZSwitchCountryRequestSchema,
    response: ZSwitchCountryResponseSchema,
  }),
  // POST seller/associateCompleted: the seller association step is done
  completeAssociation: associationCall('seller/associateCompleted', 'Mark seller association completed'),
  // POST seller/associatePublisherCompleted: the publisher association step is done
  completePublisherAssociation: associationCall(
    'seller/associatePublisherCompleted',
    'Mark publisher association completed',
  ),
  // POST seller/associatePublisherDetailCompleted: the publisher-detail association step is done
  completePublisherDetailAssociation: associationCall(
    'seller/associatePublisherDetailCompleted',
    'Mark publisher-detail association completed',
  ),
};
