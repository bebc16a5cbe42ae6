import {
  type TAssociationStep,
  ZAgreeToNoticeRequestSchema,
  ZAssociationCompletedSchema,
  ZNoticeAgreementSchema,
  ZSellerSettingsSchema,
  ZSwitchCountryRequestSchema,
  ZSwitchCountryResponseSchema,
} from '@atlas/shared';
import { z } from 'zod';
import { defineRoute } from '../../platform/route';
import { agreeToNotice, completeAssociationStep, getSellerSettings, switchCountry } from './sellers.service';

// The association payloads are not shown in the spec: any object is accepted, nothing of it kept.
const ZAnyPayload = z.object({});

const associationRoute = (path: string, step: TAssociationStep, summary: string) =>
  defineRoute({
    api: 'user',
    method: 'POST',
    path,
    roles: ['seller'],
    summary,
    body: ZAnyPayload,
    response: ZAssociationCompletedSchema,
    handler: ({ deps, actor }) => completeAssociationStep(deps, actor, step),
  });

export const sellerRoutes = [
  // GET seller/settings: notice agreement, current country, connection and association steps
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/settings',
    roles: ['seller'],
    summary: "The seller's account settings (readable before the notice is agreed)",
    response: ZSellerSettingsSchema,
    handler: ({ deps, actor }) => getSellerSettings(deps, actor),
  }),
  // POST seller/agree-to-notice: one-way acceptance of the current notice version
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/agree-to-notice',
    roles: ['seller'],
    summary: 'Agree to the current seller notice',
    body: ZAgreeToNoticeRequestSchema,
    response: ZNoticeAgreementSchema,
    handler: ({ deps, actor, body }) => agreeToNotice(deps, actor, body),
  }),
  // POST seller/switch-country: the seller's current marketplace, the default filter everywhere
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/switch-country',
    roles: ['seller'],
    summary: "Switch the seller's current marketplace",
    body: ZSwitchCountryRequestSchema,
    response: ZSwitchCountryResponseSchema,
    handler: ({ deps, actor, body }) => switchCountry(deps, actor, body),
  }),
  // POST seller/associateCompleted: the seller association step is done
  associationRoute('seller/associateCompleted', 'associate', 'Mark seller association completed'),
  // POST seller/associatePublisherCompleted: the publisher association step is done
  associationRoute(
    'seller/associatePublisherCompleted',
    'associatePublisher',
    'Mark publisher association completed',
  ),
  // POST seller/associatePublisherDetailCompleted: the publisher-detail association step is done
  associationRoute(
    'seller/associatePublisherDetailCompleted',
    'associatePublisherDetail',
    'Mark publisher-detail association completed',
  ),
];
