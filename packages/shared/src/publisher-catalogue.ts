import { z } from 'zod';
import { productAvailabilities, productStatuses, ZBrandNameSchema, ZCountryCodeSchema } from './catalog';
import { exportPlatformField } from './export-platform';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { productCategories, productCategoryKeys } from './product-categories';

// The publisher catalogue (spec 7.10): what an approved publisher browses, across sellers. Only
// top-level products that are active, with a commission, of an active brand, appear, each in
// the marketplace it is sold in (docs/domain.md, "The publisher catalogue").

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQuery = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** Every catalogue call is about one marketplace; the US when none is given. */
const countryQuery = z.preprocess(blankToUndefined, ZCountryCodeSchema.default('US'));

export const ZCategoryKeySchema = z.enum(productCategoryKeys, { message: 'Choose a category from the list' });

/** The name of a first-level category, by its key. */
export function categoryNameOf(key: string): string {
  return productCategories.find((c) => c.key === key)?.name ?? key;
}

// ---- Categories: GET category/first-level/list, category/aggregation/list, category/{id}/tree/list

export const ZFirstLevelCategorySchema = z.object({ key: z.string(), name: z.string() });
export const ZFirstLevelCategoryListSchema = z.array(ZFirstLevelCategorySchema);

export const ZCatalogueCountryQuerySchema = z.object({ countryCode: countryQuery });
export type TCatalogueCountryQuery = { countryCode?: string };

export const ZCategoryCountSchema = z.object({
  key: z.string(),
  name: z.string(),
  productCount: z.number().int(),
});
export type TCategoryCount = z.infer<typeof ZCategoryCountSchema>;
/** The first-level categories holding products in the marketplace, the fullest first. */
export const ZCategoryAggregationSchema = z.array(ZCategoryCountSchema);

export const ZCategoryTreeParamsSchema = z.object({ id: ZCategoryKeySchema });

export const ZSubcategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  productCount: z.number().int(),
});
export type TSubcategory = z.infer<typeof ZSubcategorySchema>;
/** A first-level category of one marketplace with the marketplace's own categories under it. */
export const ZCategoryTreeSchema = ZCategoryCountSchema.extend({
  countryCode: z.string(),
  children: z.array(ZSubcategorySchema),
});
export type TCategoryTree = z.infer<typeof ZCategoryTreeSchema>;

// ---- Brands: GET brand/list, publisher/brand/find/list, publisher/brand/detail/{brandId}

const brandSearch = optionalQuery(z.string().trim().max(100, 'Search is at most 100 characters'));

/** A brand as publishers see it: every seller's brand of that marketplace name, together. */
export const ZCatalogueBrandSchema = z.object({
  /** One of the brands of that name; the brand page and the products by brand take it. */
  brandId: z.string(),
  brand: ZBrandNameSchema,
  productCount: z.number().int(),
  /** The image its seller gave the brand of `brandId` (image-cache URL); null when none. */
  imageUrl: z.string().nullable(),
});
export type TCatalogueBrand = z.infer<typeof ZCatalogueBrandSchema>;

export const ZBrandPickQuerySchema = z.object({ countryCode: countryQuery, search: brandSearch });
export type TBrandPickQuery = { countryCode?: string; search?: string };
/** The brand filter's choices: at most 50, the most products first. */
export const ZBrandPickListSchema = z.array(ZCatalogueBrandSchema);
export const brandPickLimit = 50;

export const ZBrandFindQuerySchema = z.object({
  countryCode: countryQuery,
  search: brandSearch,
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(['products', 'name'], { message: 'Sort by products or name' }).default('products'),
  ),
  ...ZPageQueryShape,
});
export type TBrandFindQuery = {
  countryCode?: string;
  search?: string;
  sortBy?: 'products' | 'name';
  page?: number;
  pageSize?: number;
};

export const ZBrandCardSchema = ZCatalogueBrandSchema.extend({
  /** The highest commission among its products, in basis points. */
  topCommissionBp: z.number().int(),
  /** A few product images, the best paid first. */
  imageUrls: z.array(z.string()),
});
export type TBrandCard = z.infer<typeof ZBrandCardSchema>;
export const ZBrandCardPageSchema = pageSchemaOf(ZBrandCardSchema);
export type TBrandCardPage = z.infer<typeof ZBrandCardPageSchema>;

export const ZBrandIdParamsSchema = z.object({
  brandId: z.string().trim().min(1, 'Brand id is empty').max(64, 'Brand id is too long'),
});

export const ZBrandDetailSchema = ZCatalogueBrandSchema.extend({
  countryCode: z.string(),
  commissionRange: z.object({ minBp: z.number().int(), maxBp: z.number().int() }).nullable(),
  /** Its products in each marketplace where it has some. */
  countries: z.array(z.object({ countryCode: z.string(), productCount: z.number().int() })),
  categories: z.array(ZCategoryCountSchema),
  /** Its products with a deal running now, in this marketplace. */
  dealCount: z.number().int(),
});
export type TBrandDetail = z.infer<typeof ZBrandDetailSchema>;

// ---- Products: GET publisher/product/find/list, list/by-brand, detail/{id}, commissionHistory

export const catalogueSorts = ['commission', 'price', 'newest'] as const;
export type TCatalogueSort = (typeof catalogueSorts)[number];

const commissionBound = (which: string) =>
  optionalQuery(
    z.coerce
      .number({ message: `${which} commission must be a number` })
      .int(`${which} commission must be whole basis points`)
      .min(0, `${which} commission must be 0% to 100%`)
      .max(10_000, `${which} commission must be 0% to 100%`),
  );

const sortQuery = {
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(catalogueSorts, { message: 'Sort by commission, price or newest' }).default('commission'),
  ),
  sortOrder: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { message: 'Sort order is asc or desc' }).default('desc'),
  ),
};

/** The catalogue's filters; the products export takes the same ones. */
export const catalogueFilterShape = {
  countryCode: countryQuery,
  /** Part of the title, or an ASIN. */
  search: optionalQuery(z.string().trim().max(200, 'Search is at most 200 characters')),
  /** A first-level category key. */
  categoryKey: optionalQuery(ZCategoryKeySchema),
  /** A marketplace category id of the category tree (`cc_…`), of the same marketplace. */
  categoryId: optionalQuery(z.string().trim().max(64, 'Category id is too long')),
  /** A brand name exactly as the catalogue groups it (`brand.amazonBrandName`). */
  brandName: optionalQuery(z.string().trim().max(200, 'Brand name is at most 200 characters')),
  minCommissionBp: commissionBound('Lowest'),
  maxCommissionBp: commissionBound('Highest'),
  /** Only products with a deal running now. */
  dealsOnly: z.preprocess(
    (value) =>
      value === 'true' ? true : value === 'false' || value === '' || value === undefined ? false : value,
    z.boolean({ message: 'Deals only is true or false' }),
  ),
};

function checkCommissionRange(
  query: { minCommissionBp?: number; maxCommissionBp?: number },
  ctx: z.RefinementCtx,
): void {
  if (
    query.minCommissionBp !== undefined &&
    query.maxCommissionBp !== undefined &&
    query.minCommissionBp > query.maxCommissionBp
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxCommissionBp'],
      message: 'The highest commission is below the lowest',
    });
  }
}

export const ZCatalogueFindQuerySchema = z
  .object({ ...catalogueFilterShape, ...sortQuery, ...ZPageQueryShape })
  .superRefine(checkCommissionRange);
/** What a client sends (the schema coerces query-string text). */
export type TCatalogueFindQuery = {
  countryCode?: string;
  search?: string;
  categoryKey?: string;
  categoryId?: string;
  brandName?: string;
  minCommissionBp?: number | string;
  maxCommissionBp?: number | string;
  dealsOnly?: boolean | string;
  sortBy?: TCatalogueSort;
  sortOrder?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};
export type TCatalogueFilters = z.output<typeof ZCatalogueFindQuerySchema>;

export const ZProductsByBrandQuerySchema = z.object({
  brandId: z.preprocess(
    blankToUndefined,
    z.string({ message: 'Choose a brand' }).trim().min(1, 'Choose a brand').max(64, 'Brand id is too long'),
  ),
  countryCode: countryQuery,
  ...sortQuery,
  ...ZPageQueryShape,
});
export type TProductsByBrandQuery = {
  brandId: string;
  countryCode?: string;
  sortBy?: TCatalogueSort;
  sortOrder?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

/** A deal running now on a catalogue product. */
export const ZCatalogueDealSchema = z.object({
  id: z.string(),
  dealPriceMinor: z.number().int().nullable(),
  discountBp: z.number().int().nullable(),
  extraCommissionBp: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TCatalogueDeal = z.infer<typeof ZCatalogueDealSchema>;

export const ZCatalogueProductSchema = z.object({
  id: z.string(),
  asin: z.string(),
  countryCode: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
  availability: z.enum(productAvailabilities),
  brandId: z.string(),
  brand: ZBrandNameSchema,
  categoryKey: z.string().nullable(),
  /** The marketplace's own category (its leaf); null when the marketplace gave none. */
  category: z.string().nullable(),
  commissionBp: z.number().int(),
  /** Spec 3's `commission`: the same rate in percent (12.5). */
  commission: z.number(),
  /** The deal running now, if any (the one ending soonest). */
  deal: ZCatalogueDealSchema.nullable(),
  variationCount: z.number().int(),
  marketplaceUrl: z.string(),
  listedAt: z.string(),
});
export type TCatalogueProduct = z.infer<typeof ZCatalogueProductSchema>;
export const ZCatalogueProductPageSchema = pageSchemaOf(ZCatalogueProductSchema);
export type TCatalogueProductPage = z.infer<typeof ZCatalogueProductPageSchema>;

export const ZCatalogueProductDetailSchema = ZCatalogueProductSchema.extend({
  /** The attribute names the variations differ by, e.g. ['Color', 'Size']. */
  variationThemes: z.array(z.string()),
  /** Deals running now and those still to come, soonest first. */
  deals: z.array(ZCatalogueDealSchema),
});
export type TCatalogueProductDetail = z.infer<typeof ZCatalogueProductDetailSchema>;

export const ZCatalogueHistoryQuerySchema = z.object({
  id: z.preprocess(
    blankToUndefined,
    z
      .string({ message: 'Give the product id' })
      .trim()
      .min(1, 'Give the product id')
      .max(64, 'Product id is too long'),
  ),
  ...ZPageQueryShape,
});
export type TCatalogueHistoryQuery = { id: string; page?: number; pageSize?: number };

/** A change of a product's commission or status as publishers see it: what changed and when, not who. */
export const ZCatalogueHistoryEntrySchema = z.object({
  id: z.string(),
  oldCommissionBp: z.number().int().nullable(),
  newCommissionBp: z.number().int().nullable(),
  oldStatus: z.enum(productStatuses).nullable(),
  newStatus: z.enum(productStatuses).nullable(),
  createdAt: z.string(),
});
export type TCatalogueHistoryEntry = z.infer<typeof ZCatalogueHistoryEntrySchema>;
export const ZCatalogueHistoryPageSchema = pageSchemaOf(ZCatalogueHistoryEntrySchema);
export type TCatalogueHistoryPage = z.infer<typeof ZCatalogueHistoryPageSchema>;

// ---- Export: POST publisher/product/export (the catalogue's filters, platform 'seller')

export const ZCatalogueExportRequestSchema = z
  .object({
    ...catalogueFilterShape,
    ...sortQuery,
    /** Spec 7.9: this export carries the platform value 'seller' (the sellers' catalogue). */
    platform: exportPlatformField('seller'),
  })
  .superRefine(checkCommissionRange);
export type TCatalogueExportRequest = Omit<TCatalogueFindQuery, 'page' | 'pageSize'> & {
  platform?: 'seller';
};
/** The most products one export holds; a narrower filter exports the rest. */
export const catalogueExportLimit = 10_000;
