import { z } from 'zod';
import { countryCodes, marketplaceOf } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { idSelectionSchema } from './selection';

// The seller's catalogue: brands, products (an ASIN in one country) and their variations, and
// the marketplace import that fills them. Status and commission are the seller's own settings;
// an import never touches them.

export const productStatuses = ['inactive', 'active'] as const;
export const ZProductStatusSchema = z.enum(productStatuses, { message: 'Choose active or inactive' });
export type TProductStatus = z.infer<typeof ZProductStatusSchema>;

export const productAvailabilities = ['in_stock', 'out_of_stock', 'unknown'] as const;
export type TProductAvailability = (typeof productAvailabilities)[number];

export const brandStatuses = ['inactive', 'active'] as const;
export type TBrandStatus = (typeof brandStatuses)[number];

export const ZCountryCodeSchema = z.enum(countryCodes, { message: 'Choose US, CA, FR, DE or UK' });

/** The product's page on its marketplace, e.g. https://www.amazon.de/dp/B0… */
export function marketplaceProductUrl(countryCode: string, asin: string): string {
  return `https://www.${marketplaceOf(countryCode).site}/dp/${encodeURIComponent(asin)}`;
}

// A query-string value left empty (`status=`) means "no filter", not a validation error.
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A filter left blank in a query string: no filter. */
type TBlank = '';
const optionalQuery = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const idList = (what: string, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]),
    z
      .array(z.string().trim().min(1, `${what} id is empty`).max(64, `${what} id is too long`))
      .max(max, `At most ${max.toLocaleString('en-US')} ${what.toLowerCase()}s at a time`)
      .optional(),
  );

export const productPageSizes = [10, 20, 50, 100] as const;

// ---- Brands: GET seller/brands/all, POST seller/brands/activate, GET seller/brands/with-available-products

/** Spec 3: the brand's marketplace name is nested as `brand.{marketplace}BrandName`. */
export const ZBrandNameSchema = z.object({ amazonBrandName: z.string() });

export const ZSellerBrandSchema = z.object({
  brandId: z.string(),
  brand: ZBrandNameSchema,
  status: z.enum(brandStatuses),
  activatedAt: z.string().nullable(),
  /** Top-level products of the brand in every marketplace (variations not counted). */
  productCount: z.number().int(),
  /** The brand's image on the image-cache host (`resizedImageUrl` sizes it); null when none is set. */
  imageUrl: z.string().nullable(),
});
export type TSellerBrand = z.infer<typeof ZSellerBrandSchema>;

export const ZBrandListQuerySchema = z.object({
  search: optionalQuery(z.string().trim().max(100, 'Search is at most 100 characters')),
  status: optionalQuery(z.enum(brandStatuses, { message: 'Choose active or inactive' })),
});
export type TBrandListQuery = { search?: string; status?: TBrandStatus | TBlank };

export const ZActivateBrandsRequestSchema = z.object({
  brandIds: idSelectionSchema({ one: 'Brand', many: 'brands' }, 200),
});
export type TActivateBrandsRequest = z.infer<typeof ZActivateBrandsRequestSchema>;

export const ZActivateBrandsResponseSchema = z.object({
  /** Brands that were inactive and are active now. */
  activated: z.number().int(),
  brands: z.array(ZSellerBrandSchema),
});
export type TActivateBrandsResponse = z.infer<typeof ZActivateBrandsResponseSchema>;

export const ZBrandsWithProductsQuerySchema = z.object({
  countryCode: optionalQuery(ZCountryCodeSchema),
});
export type TBrandsWithProductsQuery = { countryCode?: string };

export const ZBrandWithProductsSchema = z.object({
  brandId: z.string(),
  brand: ZBrandNameSchema,
  productCount: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type TBrandWithProducts = z.infer<typeof ZBrandWithProductsSchema>;

// ---- PUT seller/brands/{id}/image (ours, issue 13): the brand's image from the image service

export const ZSellerBrandIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'Brand id is empty').max(64, 'Brand id is too long'),
});

/**
 * An image the seller stored in the image service, as its upload answered it (the image-cache
 * URL or the bare name `{id}.{ext}`); null removes the brand's image. The server takes only the
 * name and only when the seller stored it: an outside URL is never kept.
 */
export const ZBrandImageRequestSchema = z.object({
  imageUrl: z
    .string({ message: 'Send the image URL, or null to remove it' })
    .trim()
    .min(1, 'Send the image URL, or null to remove it')
    .max(2000, 'The image URL is at most 2,000 characters')
    .nullable(),
});
export type TBrandImageRequest = z.infer<typeof ZBrandImageRequestSchema>;

// ---- Products: GET seller/product/list, productCount, PATCH detail/{id}, variations

/** One line of the seller's product list: the shape the commissions area codes against too. */
export const ZProductRowSchema = z.object({
  id: z.string(),
  asin: z.string(),
  countryCode: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
  category: z.string().nullable(),
  availability: z.enum(productAvailabilities),
  brandId: z.string(),
  brand: ZBrandNameSchema,
  status: ZProductStatusSchema,
  commissionBp: z.number().int().nullable(),
  /** Spec 3's `commission`: the same rate in percent (12.5). */
  commission: z.number().nullable(),
  commissionUpdatedAt: z.string().nullable(),
  variationCount: z.number().int(),
  importedAt: z.string(),
});
export type TProductRow = z.infer<typeof ZProductRowSchema>;

export const productSorts = ['newest', 'title', 'price', 'commission'] as const;
export type TProductSort = (typeof productSorts)[number];

/** The list's filters; export takes the same ones (and a selection of ids). */
const productFilters = {
  /** Default: the seller's current country (seller/switch-country). */
  countryCode: optionalQuery(ZCountryCodeSchema),
  /** Part of the title, or an ASIN. */
  search: optionalQuery(z.string().trim().max(200, 'Search is at most 200 characters')),
  brandId: optionalQuery(z.string().trim().max(64, 'Brand id is too long')),
  status: optionalQuery(ZProductStatusSchema),
  commission: optionalQuery(z.enum(['set', 'unset'], { message: 'Choose set or unset' })),
};

export const ZProductListQuerySchema = z.object({
  ...productFilters,
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(productSorts, { message: 'Sort by newest, title, price or commission' }).default('newest'),
  ),
  sortOrder: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { message: 'Sort order is asc or desc' }).default('desc'),
  ),
  ...ZPageQueryShape,
});
export type TProductListQuery = {
  /** Checked by the server: one of US, CA, FR, DE, UK. */
  countryCode?: string;
  search?: string;
  brandId?: string;
  status?: TProductStatus | TBlank;
  commission?: 'set' | 'unset' | TBlank;
  sortBy?: TProductSort;
  sortOrder?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

export const ZProductPageSchema = pageSchemaOf(ZProductRowSchema).extend({ countryCode: ZCountryCodeSchema });
export type TProductPage = z.infer<typeof ZProductPageSchema>;

export const maxExportSelection = 1000;

export const ZProductExportQuerySchema = z.object({
  ...productFilters,
  /** Only these products (the page's bulk selection); the filters still apply. */
  ids: idList('Product', maxExportSelection),
});
export type TProductExportQuery = Omit<TProductListQuery, 'sortBy' | 'sortOrder' | 'page' | 'pageSize'> & {
  ids?: string[];
};

export const ZProductTemplateQuerySchema = z.object({
  countryCode: optionalQuery(ZCountryCodeSchema),
  brandId: optionalQuery(z.string().trim().max(64, 'Brand id is too long')),
});
export type TProductTemplateQuery = { countryCode?: string; brandId?: string };

export const ZProductCountQuerySchema = z.object({ countryCode: optionalQuery(ZCountryCodeSchema) });
export type TProductCountQuery = { countryCode?: string };

export const ZProductCountSchema = z.object({
  countryCode: ZCountryCodeSchema,
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  withCommission: z.number().int(),
  withoutCommission: z.number().int(),
});
export type TProductCount = z.infer<typeof ZProductCountSchema>;

export const ZProductIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'Product id is empty').max(64, 'Product id is too long'),
});

export const ZProductVariationSchema = z.object({
  id: z.string(),
  asin: z.string(),
  countryCode: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
  availability: z.enum(productAvailabilities),
  /** What tells this variation apart, e.g. { Color: 'Sage', Size: 'Large' }. */
  variationAttributes: z.record(z.string(), z.string()),
});
export type TProductVariation = z.infer<typeof ZProductVariationSchema>;

export const ZProductDetailSchema = ZProductRowSchema.extend({
  marketplaceUrl: z.string(),
  /** The attribute names the variations differ by, e.g. ['Color', 'Size']. */
  variationThemes: z.array(z.string()),
});
export type TProductDetail = z.infer<typeof ZProductDetailSchema>;

export const ZVariationListQuerySchema = z.object({ ...ZPageQueryShape });
export type TVariationListQuery = { page?: number; pageSize?: number };

export const ZVariationPageSchema = pageSchemaOf(ZProductVariationSchema);
export type TVariationPage = z.infer<typeof ZVariationPageSchema>;

export const ZVariationCountRequestSchema = z.object({
  ids: idSelectionSchema({ one: 'Product', many: 'products' }, 100, 'Give'),
});
export type TVariationCountRequest = z.infer<typeof ZVariationCountRequestSchema>;

export const ZVariationCountResponseSchema = z.object({
  items: z.array(z.object({ id: z.string(), variationCount: z.number().int() })),
  total: z.number().int(),
});
export type TVariationCountResponse = z.infer<typeof ZVariationCountResponseSchema>;

// ---- Import: POST seller/product/refetch, GET seller/product/latest-update-time

export const importRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type TImportRunStatus = (typeof importRunStatuses)[number];

export const ZImportRunSchema = z.object({
  id: z.string(),
  status: z.enum(importRunStatuses),
  /** Items the marketplace listed (products and variations); 0 until the first page arrives. */
  total: z.number().int(),
  processed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TImportRun = z.infer<typeof ZImportRunSchema>;

export const ZLatestUpdateTimeSchema = z.object({
  /** When the last import that succeeded finished; null before the first one. */
  latestUpdateTime: z.string().nullable(),
  /** The newest import, whatever its state: the screen shows its progress. */
  lastRun: ZImportRunSchema.nullable(),
});
export type TLatestUpdateTime = z.infer<typeof ZLatestUpdateTimeSchema>;
