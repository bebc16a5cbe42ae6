import {
  brandStatuses,
  importRunStatuses,
  productAvailabilities,
  productCategoryKeys,
  productStatuses,
} from '@atlas/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';

/** A seller's brand as the marketplace names it (`brand.amazonBrandName`); activated by the seller. */
export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplaceBrandName: text('marketplace_brand_name').notNull(),
    status: text('status', { enum: brandStatuses }).notNull().default('inactive'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The brand's logo: a name in the image service (`stored_images.name`), set by the seller. */
    imageName: text('image_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('brands', t.status, brandStatuses),
    // import upserts brands by name; brand lists read by seller
    uniqueIndex('brands_seller_name_key').on(t.sellerId, t.marketplaceBrandName),
  ],
);

/**
 * A product is an (ASIN, country) of a seller, imported from the marketplace. A variation is a
 * row whose parentId points at its parent product of the same seller and country; lists show
 * rows without a parent. Status and commission are the seller's own settings: an import never
 * overwrites them. Commission in basis points; price in minor units of the marketplace currency.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
    countryCode: text('country_code').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    priceMinor: integer('price_minor'),
    currency: text('currency').notNull(),
    /** The marketplace's own category of the product (its leaf, e.g. 'Cookware'). */
    category: text('category'),
    /** The first-level category (`productCategories`) the marketplace's top level maps to; null when none does. */
    categoryKey: text('category_key', { enum: productCategoryKeys }),
    availability: text('availability', { enum: productAvailabilities }).notNull().default('unknown'),
    variationAttributes: jsonb('variation_attributes').$type<Record<string, string>>(),
    status: text('status', { enum: productStatuses }).notNull().default('inactive'),
    commissionBp: integer('commission_bp'),
    commissionUpdatedAt: timestamp('commission_updated_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The product list reads a seller's top-level products of one marketplace. No index holds a
    // column the commission/status writes change (commission_bp, status, commission_updated_at):
    // those updates stay HOT (heap-only, no new index entries) when the page has room (0003 sets
    // fillfactor 50 by hand: drizzle has no table options), which is what makes a 100 000-row CSV
    // apply fast. Sorting by commission and the status/commission filters read the filtered set
    // instead (bench/README.md has the figures).
    const topLevel = sql`${t.parentId} is null`;
    return [
      oneOf('products', t.availability, productAvailabilities),
      oneOf('products', t.status, productStatuses),
      oneOf('products', t.categoryKey, productCategoryKeys),
      // import upserts by (seller, ASIN, country); CSV rows and ASIN search resolve by the same key
      uniqueIndex('products_seller_asin_country_key').on(t.sellerId, t.asin, t.countryCode),
      // variation count and list of a product
      index('products_parent_idx').on(t.parentId),
      // the list, newest first (the default sort; read backwards for oldest first); the status and
      // commission filters read their rows in this order too
      index('products_list_newest_idx').on(t.sellerId, t.countryCode, t.createdAt, t.id).where(topLevel),
      // the list sorted by title (read backwards for Z to A)
      index('products_list_title_idx').on(t.sellerId, t.countryCode, t.title, t.id).where(topLevel),
      // the list sorted by price, products without a price last in both directions: a backward
      // read of one index would put them first, so highest first has its own index (price never
      // changes in a commission/status write, so neither blocks HOT updates)
      index('products_list_price_asc_idx')
        .on(t.sellerId, t.countryCode, t.priceMinor.asc().nullsLast(), t.id.asc())
        .where(topLevel),
      index('products_list_price_desc_idx')
        .on(t.sellerId, t.countryCode, t.priceMinor.desc().nullsLast(), t.id.desc())
        .where(topLevel),
      // the list's total, the brand filter and brands with products: counted from the index alone
      index('products_list_brand_idx').on(t.sellerId, t.countryCode, t.brandId).where(topLevel),
      // an associates report's lines find their product by ASIN in the marketplace, whoever sells it
      index('products_country_asin_idx').on(t.countryCode, t.asin),
      // search by part of the title (pg_trgm; the migration creates the extension)
      index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`).where(topLevel),
    ];
  },
);

/**
 * How many top-level products a seller has per marketplace, brand, status and commission set or
 * not: the product list's total and the product count read these few rows instead of counting
 * the catalogue. Kept by statement triggers on products (migration 0006), in the writing
 * transaction, so no code path can forget it; a search still counts the products it matches.
 */
export const productListCounts = pgTable(
  'product_list_counts',
  {
    sellerId: text('seller_id').notNull(),
    countryCode: text('country_code').notNull(),
    brandId: text('brand_id').notNull(),
    status: text('status', { enum: productStatuses }).notNull(),
    hasCommission: boolean('has_commission').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    oneOf('product_list_counts', t.status, productStatuses),
    primaryKey({ columns: [t.sellerId, t.countryCode, t.brandId, t.status, t.hasCommission] }),
  ],
);

/**
 * A number that grows with every statement that writes a seller's products or brands: what the
 * seller's catalogue answers were computed from. Kept by statement triggers (migration 0007), in
 * the writing transaction, so an answer cached under an older number is never served again
 * (docs/architecture.md, "Catalogue answers").
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  sellerId: text('seller_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** One marketplace import (refetch) of a seller: progress for the screen, time for latest-update-time. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: importRunStatuses }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('import_runs', t.status, importRunStatuses),
    // the latest run of a seller (progress, latest-update-time)
    index('import_runs_seller_created_idx').on(t.sellerId, t.createdAt),
  ],
);
