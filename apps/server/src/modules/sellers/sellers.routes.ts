import { sellerCalls, type TAnyCall, type TAssociationStep } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { agreeToNotice, completeAssociationStep, getSellerSettings, switchCountry } from './sellers.service';

const associationRoute = (call: TAnyCall, step: TAssociationStep) =>
  defineRoute(call, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor }) => completeAssociationStep(deps, actor, step),
  });

export const sellerRoutes = [
  // GET seller/settings: notice agreement, current country, connection and association steps
  defineRoute(sellerCalls.getSellerSettings, {
    handler: ({ deps, actor }) => getSellerSettings(deps, actor),
  }),
  // POST seller/agree-to-notice: one-way acceptance of the current notice version
  defineRoute(sellerCalls.agreeToNotice, {
    handler: ({ deps, actor, body }) => agreeToNotice(deps, actor, body),
  }),
  // POST seller/switch-country: the seller's current marketplace, the default filter everywhere
  defineRoute(sellerCalls.switchCountry, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => switchCountry(deps, actor, body),
  }),
  // POST seller/associateCompleted, associatePublisherCompleted, associatePublisherDetailCompleted
  associationRoute(sellerCalls.completeAssociation, 'associate'),
  associationRoute(sellerCalls.completePublisherAssociation, 'associatePublisher'),
  associationRoute(sellerCalls.completePublisherDetailAssociation, 'associatePublisherDetail'),
];
