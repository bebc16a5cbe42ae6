import { associatedPublisherCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { saveAssociateCommission, saveAssociateCommissions } from './associate-commissions.service';
import {
  getAssociateCommissionDetail,
  listAssociateBrandRates,
  listAssociateCommissions,
  listAssociatedBrandsByPublisher,
  listAssociatedPublishers,
  listAssociatedPublishersByBrand,
} from './associated-publishers.service';

// Associated publishers (spec 7.5): the seller's associate commissions per brand and publisher.
const notice = ['sellerNotice'] as const;

export const associatedPublisherRoutes = [
  // GET seller/associate/publisher
  defineRoute(calls.listAssociatedPublishers, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listAssociatedPublishers(deps, actor, query),
  }),
  // GET seller/associate/publisher/byBrandId?brandId=
  defineRoute(calls.listAssociatedPublishersByBrand, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listAssociatedPublishersByBrand(deps, actor, query),
  }),
  // GET seller/associate/publisher/byPublisherId?publisherId=
  defineRoute(calls.listAssociatedBrandsByPublisher, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listAssociatedBrandsByPublisher(deps, actor, query),
  }),
  // GET seller/associate/publisher/commission
  defineRoute(calls.listAssociateCommissions, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listAssociateCommissions(deps, actor, query),
  }),
  // GET seller/associate/publisher/brandId
  defineRoute(calls.listAssociateBrandRates, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listAssociateBrandRates(deps, actor, query),
  }),
  // GET seller/associate/publisher/commission/detail?brandId=&publisherId=
  defineRoute(calls.getAssociateCommissionDetail, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => getAssociateCommissionDetail(deps, actor, query),
  }),
  // POST seller/associate/publisher/commission/save
  defineRoute(calls.saveAssociateCommission, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => saveAssociateCommission(deps, actor, body),
  }),
  // POST seller/associate/publisher/commission/save/batch: all or nothing
  defineRoute(calls.saveAssociateCommissions, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => saveAssociateCommissions(deps, actor, body.items),
  }),
];
