import { publisherProfileCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import {
  getPublisherProfile,
  listProductCategories,
  listPromotionCountries,
  listPromotionMethods,
  updatePublisherProfile,
  updateTrackingTags,
} from './publisher-profile.service';

export const publisherProfileRoutes = [
  // GET publisher/product-categories: the first-level categories a publisher may say it promotes
  defineRoute(calls.listProductCategories, { handler: () => listProductCategories() }),
  // GET publisher/promotion-methods: how a publisher may reach its audience
  defineRoute(calls.listPromotionMethods, { handler: () => listPromotionMethods() }),
  // GET publisher/promotion-countries: the marketplaces a publisher may promote in
  defineRoute(calls.listPromotionCountries, { handler: () => listPromotionCountries() }),
  // GET publisher/profile: the profile, the associates tags and the review
  defineRoute(calls.getPublisherProfile, {
    handler: ({ deps, actor }) => getPublisherProfile(deps, actor),
  }),
  // PUT publisher/profile: what the publisher promotes, where and how
  defineRoute(calls.updatePublisherProfile, {
    handler: ({ deps, actor, body }) => updatePublisherProfile(deps, actor, body),
  }),
  // PUT publisher/tracking-tags: the publisher's own marketplace associates tags
  defineRoute(calls.updateTrackingTags, {
    handler: ({ deps, actor, body }) => updateTrackingTags(deps, actor, body.trackingTags),
  }),
];
