import { productAvailabilities, productCategoryKeys } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { brands, products } from './catalog';

// The publisher catalogue: what every approved publisher browses, across sellers. Kept by
// statement triggers on products and brands (migration 0011), in the writing transaction, so
// no code path can forget it (docs/architecture.md, "The publisher catalogue").

/**
 * One row per product a publisher may promote: top level, active, with a commission, of an
 * active brand. A copy of what the catalogue sorts and filters by, so its indexes never slow
 * the seller's own writes to products (those stay HOT: see `products`).
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** `brand.amazonBrandName`: the catalogue groups brands of every seller by it. */
    brandName: text('brand_name').notNull(),
    countryCode: text('country_code').notNull(),
    categoryKey: text('category_key', { enum: productCategoryKeys }),
    /** `catalogue_categories.id` of the product's marketplace category; null when it has none. */
    categoryId: text('category_id'),
    asin: text('asin').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    priceMinor: integer('price_minor'),
    currency: text('currency').notNull(),
    availability: text('availability', { enum: productAvailabilities }).notNull(),
    commissionBp: integer('commission_bp').notNull(),
    /** When the product joined the catalogue: "newest" sorts by it. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('catalogue_entries', t.categoryKey, productCategoryKeys),
    oneOf('catalogue_entries', t.availability, productAvailabilities),
    // one index per sort, each led by the marketplace; a filter walks the sort's index and
    // stops at a page, or reads its own index when it keeps few rows
    index('catalogue_entries_commission_idx').on(t.countryCode, t.commissionBp.desc(), t.productId.desc()),
    index('catalogue_entries_price_asc_idx').on(t.countryCode, t.priceMinor.asc().nullsLast(), t.productId),
    index('catalogue_entries_price_desc_idx').on(
      t.countryCode,
      t.priceMinor.desc().nullsLast(),
      t.productId.desc(),
    ),
    index('catalogue_entries_newest_idx').on(t.countryCode, t.listedAt.desc(), t.productId.desc()),
    index('catalogue_entries_category_idx').on(t.countryCode, t.categoryKey, t.commissionBp.desc()),
    index('catalogue_entries_subcategory_idx').on(t.categoryId, t.commissionBp.desc()),
    index('catalogue_entries_brand_idx').on(t.countryCode, t.brandName, t.commissionBp.desc()),
    index('catalogue_entries_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // the search box's ASIN: its `asin = … or title ilike …` reads this and the trigram index
    // (a BitmapOr); without it the OR scanned every entry (bench/README.md)
    index('catalogue_entries_asin_idx').on(t.asin),
  ],
);

/**
 * The marketplace categories of the catalogue, per marketplace and first-level category, with
 * how many catalogue products each holds: the category aggregation and trees read these few
 * rows. The id is derived from (marketplace, first level, name), so a category keeps it while
 * it empties and fills again; a row is never deleted.
 */
export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    categoryKey: text('category_key', { enum: productCategoryKeys }),
    name: text('name').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    oneOf('catalogue_categories', t.categoryKey, productCategoryKeys),
    index('catalogue_categories_tree_idx').on(t.countryCode, t.categoryKey, t.name),
  ],
);

/** Catalogue products per marketplace and brand name: the brand find list and the totals read these. */
export const catalogueBrands = pgTable(
  'catalogue_brands',
  {
    countryCode: text('country_code').notNull(),
    brandName: text('brand_name').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.brandName] }),
    // the brand find list's search by part of the name
    index('catalogue_brands_name_trgm_idx').using('gin', sql`${t.brandName} gin_trgm_ops`),
  ],
);
