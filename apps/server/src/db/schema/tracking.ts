import { clickAgentClasses, trackingLinkTypes, trafficSourceKinds } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';
import { brands, products } from './catalog';

// Tracking (docs/architecture.md "Clicks", docs/domain.md "Tracking"): a publisher's or
// partner's tracking ids, traffic sources and links, and the clicks the redirect records.

/**
 * A tracking id a publisher (or a partner, for one of its publishers: `cooperationName`) puts
 * on links to tell its channels apart in reports. One in use by links is archived, never deleted.
 */
export const trackingIds = pgTable(
  'tracking_ids',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cooperationName: text('cooperation_name'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a name is taken once among the owner's live tracking ids, whatever its case
    uniqueIndex('tracking_ids_owner_name_key')
      .on(t.ownerId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    index('tracking_ids_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

/** Where a publisher's audience is: a website, a channel, a newsletter, with its size. */
export const trafficSources = pgTable(
  'traffic_sources',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: trafficSourceKinds }).notNull(),
    name: text('name').notNull(),
    url: text('url'),
    audienceSize: integer('audience_size'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('traffic_sources', t.kind, trafficSourceKinds),
    index('traffic_sources_owner_idx').on(t.ownerId),
  ],
);

/**
 * A tracking link: a short code that redirects to a product's or brand's marketplace page in
 * one country, with the owner's tracking id, traffic source and sub-id. What it points at is
 * copied (ASIN, brand name, title) so the link keeps reading after a product leaves the
 * catalogue; `clickCount` is kept by the click shipper, bots left out.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkType: text('link_type', { enum: trackingLinkTypes }).notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    countryCode: text('country_code').notNull(),
    asin: text('asin'),
    brandName: text('brand_name').notNull(),
    title: text('title').notNull(),
    trackingIdId: text('tracking_id_id').references(() => trackingIds.id, { onDelete: 'set null' }),
    sourceId: text('source_id').references(() => trafficSources.id, { onDelete: 'set null' }),
    subId: text('sub_id'),
    associateTag: text('associate_tag'),
    destinationUrl: text('destination_url').notNull(),
    clickCount: bigint('click_count', { mode: 'number' }).notNull().default(0),
    lastClickAt: timestamp('last_click_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('tracking_links', t.linkType, trackingLinkTypes),
    uniqueIndex('tracking_links_code_key').on(t.code),
    // saving the same link twice (a double click, a retry) finds the first one
    uniqueIndex('tracking_links_same_key')
      .on(
        t.ownerId,
        t.linkType,
        t.countryCode,
        sql`coalesce(${t.productId}, '')`,
        sql`coalesce(${t.brandId}, '')`,
        sql`coalesce(${t.trackingIdId}, '')`,
        sql`coalesce(${t.sourceId}, '')`,
        sql`coalesce(${t.subId}, '')`,
        sql`coalesce(${t.associateTag}, '')`,
      )
      .where(sql`${t.deletedAt} is null`),
    // My Links and Associate Links: an owner's links of one type, newest first
    index('tracking_links_owner_idx').on(t.ownerId, t.linkType, t.createdAt, t.id),
    index('tracking_links_tracking_id_idx').on(t.trackingIdId),
    // a seller's associated publishers: the associate links on its products
    index('tracking_links_associate_product_idx')
      .on(t.productId, t.ownerId)
      .where(sql`${t.linkType} = 'associate'`),
  ],
);

/**
 * One answered click, written once by the click shipper from the local click log (its id is
 * the log's, so a batch shipped twice after a crash inserts nothing twice). The IP is kept only
 * as a salted hash.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: text('id').primaryKey(),
    /** The link's id, with no foreign key: the shipper inserts only clicks whose link it finds. */
    linkId: text('link_id').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    subId: text('sub_id'),
    ipHash: text('ip_hash').notNull(),
    agentClass: text('agent_class', { enum: clickAgentClasses }).notNull(),
    referrerHost: text('referrer_host'),
    isBot: boolean('is_bot').notNull(),
    /** False when the product was not active (or had no commission) at the click: it earns nothing. */
    earning: boolean('earning').notNull(),
  },
  (t) => [oneOf('clicks', t.agentClass, clickAgentClasses)],
);

/**
 * Clicks per link, day (in the link's marketplace zone) and sub-id ('' for none): what link
 * lists, sub-ids and reports read instead of counting raw clicks. Kept by the click shipper in
 * the transaction that inserts the clicks.
 */
export const clickDays = pgTable(
  'click_days',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    subId: text('sub_id').notNull().default(''),
    clicks: integer('clicks').notNull().default(0),
    botClicks: integer('bot_clicks').notNull().default(0),
    nonEarningClicks: integer('non_earning_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.subId] })],
);

/**
 * How far the shipper has read each local click-log segment, written in the same transaction
 * as the clicks it read: after a crash, shipping resumes at the last committed byte.
 */
export const clickLogCheckpoints = pgTable('click_log_checkpoints', {
  segment: text('segment').primaryKey(),
  shippedBytes: bigint('shipped_bytes', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
