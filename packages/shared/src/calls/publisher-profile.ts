import { defineCall } from '../call';
import {
  ZLookupListSchema,
  ZPromotionCountryListSchema,
  ZPublisherProfileDetailSchema,
  ZTrackingTagsRequestSchema,
  ZUpdatePublisherProfileRequestSchema,
} from '../publisher-profile';

const lookup = (path: string, summary: string) =>
  defineCall({
    api: 'user',
    method: 'GET',
    path,
    roles: ['publisher'],
    summary,
    response: ZLookupListSchema,
  });

export const publisherProfileCalls = {
  // GET publisher/product-categories: the first-level categories a publisher may say it promotes
  listProductCategories: lookup('publisher/product-categories', 'Product categories for the profile'),
  // GET publisher/promotion-methods: how a publisher may reach its audience
  listPromotionMethods: lookup('publisher/promotion-methods', 'Promotion methods for the profile'),
  // GET publisher/promotion-countries: the marketplaces a publisher may promote in
  listPromotionCountries: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/promotion-countries',
    roles: ['publisher'],
    summary: 'Marketplaces a publisher may promote in',
    response: ZPromotionCountryListSchema,
  }),
  // GET publisher/profile: the profile, the associates tags and the review
  getPublisherProfile: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/profile',
    roles: ['publisher'],
    summary: "The publisher's profile, associates tags and review",
    response: ZPublisherProfileDetailSchema,
  }),
  // PUT publisher/profile: what the publisher promotes, where and how
  updatePublisherProfile: defineCall({
    api: 'user',
    method: 'PUT',
    path: 'publisher/profile',
    roles: ['publisher'],
    summary: "Update the publisher's profile (a rejected profile goes back to review)",
    body: ZUpdatePublisherProfileRequestSchema,
    response: ZPublisherProfileDetailSchema,
  }),
  // PUT publisher/tracking-tags: the publisher's own marketplace associates tags
  updateTrackingTags: defineCall({
    api: 'user',
    method: 'PUT',
    path: 'publisher/tracking-tags',
    roles: ['publisher'],
    summary: "Set the publisher's associates tag per marketplace",
    body: ZTrackingTagsRequestSchema,
    response: ZPublisherProfileDetailSchema,
  }),
};
