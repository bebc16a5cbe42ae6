import { amazonGrantKinds, amazonGrantStatuses, amazonRegions, countryCodes } from '@atlas/shared';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';

/**
 * What a seller granted us at Amazon, per region and kind (docs/amazon.md): the Selling Partner
 * API's or the Ads API's refresh token, sealed, with the client that it was issued to (a refresh
 * token works only with that client). `revoked`: Amazon refused it; only a new consent helps.
 */
export const amazonGrants = pgTable(
  'amazon_grants',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region', { enum: amazonRegions }).notNull(),
    kind: text('kind', { enum: amazonGrantKinds }).notNull(),
    /** The Login with Amazon client the refresh token was issued to; null: before clients were split. */
    clientId: text('client_id'),
    refreshToken: text('refresh_token').notNull(),
    /** The selling partner (merchant token) of a Selling Partner API grant. */
    sellingPartnerId: text('selling_partner_id'),
    status: text('status', { enum: amazonGrantStatuses }).notNull().default('active'),
    /** Why Amazon refused it, in words for the seller. */
    problem: text('problem'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    oneOf('amazon_grants', t.region, amazonRegions),
    oneOf('amazon_grants', t.kind, amazonGrantKinds),
    oneOf('amazon_grants', t.status, amazonGrantStatuses),
    // one grant of a kind per seller and region: a new consent replaces it
    uniqueIndex('amazon_grants_user_region_kind_key').on(t.userId, t.region, t.kind),
  ],
);

/**
 * The seller's Ads profile in one marketplace and what Amazon Attribution gave us for it: the
 * advertiser and the non-macro tag template our links fill (null with `problem` when Amazon
 * gave none, e.g. the brand is not in Brand Registry).
 */
export const amazonAdsProfiles = pgTable(
  'amazon_ads_profiles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code', { enum: countryCodes }).notNull(),
    profileId: text('profile_id').notNull(),
    advertiserId: text('advertiser_id'),
    tagTemplate: text('tag_template'),
    problem: text('problem'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.countryCode] }),
    oneOf('amazon_ads_profiles', t.countryCode, countryCodes),
    // the attribution import finds the seller of a profile's rows
    index('amazon_ads_profiles_profile_idx').on(t.profileId),
  ],
);
