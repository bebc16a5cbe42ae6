import { cooperateCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { aggregateCategories, findProducts, getProduct } from '../catalogue/catalogue.service';
import { listBrandPicks } from '../catalogue/catalogue-brands.service';
import { createTrackingId, listTrackingIds } from '../tracking/tracking-ids.service';

// Spec 7.14: a partner browses the publishers' catalogue and keeps tracking ids under
// cooperation names, through the publishers' own services. A partner needs no approval.
export const cooperateRoutes = [
  // GET cooperate/product/detail/{id}
  defineRoute(calls.getCooperateProduct, {
    handler: ({ deps, params }) => getProduct(deps, params.id),
  }),
  // GET cooperate/brand/list
  defineRoute(calls.listCooperateBrands, {
    handler: ({ deps, query }) => listBrandPicks(deps, query),
  }),
  // GET cooperate/product/find/list
  defineRoute(calls.findCooperateProducts, {
    handler: ({ deps, query }) => findProducts(deps, query),
  }),
  // GET cooperate/category/aggregation/list
  defineRoute(calls.aggregateCooperateCategories, {
    handler: ({ deps, query }) => aggregateCategories(deps, query.countryCode),
  }),
  // GET cooperate/tracking-ids?cooperationName=: the partner's live tracking ids, of one cooperation when named
  defineRoute(calls.listCooperateTrackingIds, {
    handler: ({ deps, actor, query }) => listTrackingIds(deps, actor, query.cooperationName),
  }),
  // POST cooperate/tracking-ids?cooperationName=: a tracking id under a cooperation name
  defineRoute(calls.createCooperateTrackingId, {
    handler: ({ deps, actor, query, body }) =>
      createTrackingId(deps, actor, body.name, query.cooperationName),
  }),
];
