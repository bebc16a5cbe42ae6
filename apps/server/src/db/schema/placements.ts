import {
  campaignActorKinds,
  campaignStatuses,
  placementFormats,
  placementStatuses,
  productCategoryKeys,
} from '@atlas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, subsetOf } from '../enums';
import { users } from './auth';
import { brands, products } from './catalog';
import { trackingLinks, trafficSources } from './tracking';

// Placements and campaigns (docs/domain.md "Placements and campaigns"): a publisher's paid
// promotion slots, and the campaigns sellers book on them, with every transition kept.

/** An image or file an account uploaded (`common/upload`), as a placement or campaign keeps it. */
export type TStoredFile = {
  uploadId: string;
  url: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

/**
 * A publisher's placement. Its prices are per marketplace (`placement_prices`); categories are
 * the catalogue's first-level category keys. Deleting is soft: campaigns keep their placement.
 */
export const placements = pgTable(
  'placements',
  {
    id: text('id').primaryKey(),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: placementStatuses }).notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    format: text('format', { enum: placementFormats }).notNull(),
    sourceId: text('source_id').references(() => trafficSources.id, { onDelete: 'set null' }),
    categoryKeys: text('category_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The audience the publisher promises (readers, viewers, subscribers). */
    audienceSize: integer('audience_size'),
    audienceDescription: text('audience_description').notNull().default(''),
    images: jsonb('images').$type<TStoredFile[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('placements', t.status, placementStatuses),
    oneOf('placements', t.format, placementFormats),
    // the catalogue's first-level category keys only
    subsetOf('placements', t.categoryKeys, productCategoryKeys),
    // a publisher's placements, newest first
    index('placements_publisher_idx').on(t.publisherId, t.createdAt, t.id),
    // what sellers browse: online placements, newest first
    index('placements_online_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'online' and ${t.deletedAt} is null`),
    index('placements_categories_idx').using('gin', t.categoryKeys),
  ],
);

/** A placement's price in one marketplace, in minor units of that marketplace's currency. */
export const placementPrices = pgTable(
  'placement_prices',
  {
    placementId: text('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.placementId, t.countryCode] }),
    // sellers filter by marketplace and price
    index('placement_prices_country_idx').on(t.countryCode, t.priceMinor),
  ],
);

/** Campaign invoice numbers: sequential, never reused, even when a confirm rolls back. */
export const campaignInvoiceNumbers = pgSequence('campaign_invoice_numbers', { startWith: 1 });

/**
 * A seller's booking of a publisher's placement in one marketplace, at the price the placement
 * had when the seller applied. Only one open campaign (applied, accepted, in progress) per
 * seller and placement, so a double apply finds the first.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    placementId: text('placement_id')
      .notNull()
      .references(() => placements.id),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The brand's name when the seller applied, so the campaign keeps reading. */
    brandName: text('brand_name').notNull(),
    countryCode: text('country_code').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The placement's title when the seller applied. */
    placementTitle: text('placement_title').notNull(),
    message: text('message').notNull().default(''),
    assets: jsonb('assets').$type<TStoredFile[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: campaignStatuses }).notNull().default('applied'),
    declineReason: text('decline_reason'),
    proofLinks: jsonb('proof_links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    completionNote: text('completion_note'),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('campaigns', t.status, campaignStatuses),
    uniqueIndex('campaigns_open_key')
      .on(t.placementId, t.sellerId)
      .where(sql`${t.status} in ('applied', 'accepted', 'in_progress')`),
    uniqueIndex('campaigns_invoice_number_key').on(t.invoiceNumber),
    // each side's list, newest first
    index('campaigns_seller_idx').on(t.sellerId, t.appliedAt, t.id),
    index('campaigns_publisher_idx').on(t.publisherId, t.appliedAt, t.id),
    // a month's confirmed campaigns (the publisher statement, earnings)
    index('campaigns_confirmed_idx').on(t.publisherId, t.confirmedAt).where(sql`${t.status} = 'confirmed'`),
    // the console's 30-day report: campaigns confirmed in a window, across sellers
    index('campaigns_confirmed_at_idx').on(t.confirmedAt).where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * The products a campaign promotes, copied when the seller applied; `trackingLinkId` is set when
 * the publisher generates the campaign's links.
 */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    asin: text('asin').notNull(),
    title: text('title').notNull(),
    trackingLinkId: text('tracking_link_id').references(() => trackingLinks.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.asin] })],
);

/** Every transition of a campaign, oldest first: the detail's timeline. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: campaignStatuses }),
    toStatus: text('to_status', { enum: campaignStatuses }).notNull(),
    actorKind: text('actor_kind', { enum: campaignActorKinds }).notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('campaign_events', t.actorKind, campaignActorKinds),
    oneOf('campaign_events', t.fromStatus, campaignStatuses),
    oneOf('campaign_events', t.toStatus, campaignStatuses),
    index('campaign_events_campaign_idx').on(t.campaignId, t.createdAt),
  ],
);
