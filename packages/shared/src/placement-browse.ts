import { z } from 'zod';
import { ZBrandListQuerySchema, ZCountryCodeSchema } from './catalog';
import type { TCountryCode } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { placementFormats, type TPlacementFormat } from './placement-enums';
import { maxPlacementPriceMinor, ZPlacementBaseSchema } from './placements';
import { productCategoryKeys, type TProductCategoryKey } from './product-categories';

// What sellers see of placements (spec 7.6; docs/domain.md "Placements (issue 11)"): online
// placements with filters, one placement with its publisher, the publishers they work with,
// and their brands for the marketplace identity the apply form names.

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQuery = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());
const wholeQuery = (message: string, max: number) =>
  optionalQuery(z.coerce.number({ message }).int(message).min(0, message).max(max, message));

export const placementSorts = ['newest', 'price_asc', 'price_desc', 'audience'] as const;
export type TPlacementSort = (typeof placementSorts)[number];

/**
 * GET seller/placement/list. Prices are those of `countryCode` (minor units): a price filter or
 * sort needs a marketplace, and with one only placements priced there are listed.
 */
export const ZSellerPlacementListQuerySchema = z
  .object({
    countryCode: optionalQuery(ZCountryCodeSchema),
    categoryKey: optionalQuery(z.enum(productCategoryKeys, { message: 'Choose a category from the list' })),
    format: optionalQuery(z.enum(placementFormats, { message: 'Choose a format from the list' })),
    minPriceMinor: wholeQuery('The lowest price is a whole number of cents', maxPlacementPriceMinor),
    maxPriceMinor: wholeQuery('The highest price is a whole number of cents', maxPlacementPriceMinor),
    minAudience: wholeQuery('The audience is a whole number', 1_000_000_000),
    /** Part of the title, the description or the publisher's name. */
    search: optionalQuery(z.string().trim().max(100, 'Search is at most 100 characters')),
    sortBy: z.preprocess(
      blank,
      z.enum(placementSorts, { message: 'Sort by newest, price or audience' }).default('newest'),
    ),
    ...ZPageQueryShape,
  })
  .superRefine((q, ctx) => {
    const byPrice =
      q.minPriceMinor !== undefined || q.maxPriceMinor !== undefined || q.sortBy.startsWith('price');
    if (byPrice && !q.countryCode) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'Choose a marketplace to use prices' });
    }
    if (q.minPriceMinor !== undefined && q.maxPriceMinor !== undefined && q.minPriceMinor > q.maxPriceMinor) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxPriceMinor'],
        message: 'The highest price is below the lowest',
      });
    }
  });
/** What the client sends (query text is coerced; a blank value is no filter). */
export type TSellerPlacementListQuery = {
  countryCode?: TCountryCode;
  categoryKey?: TProductCategoryKey;
  format?: TPlacementFormat;
  minPriceMinor?: number | string;
  maxPriceMinor?: number | string;
  minAudience?: number | string;
  search?: string;
  sortBy?: TPlacementSort;
  page?: number;
  pageSize?: number;
};

export const ZPlacementPublisherSchema = z.object({ id: z.string(), name: z.string() });

/** An online placement as a seller sees it, with its publisher's public name. */
export const ZSellerPlacementSchema = ZPlacementBaseSchema.extend({
  publisher: ZPlacementPublisherSchema,
});
export type TSellerPlacement = z.infer<typeof ZSellerPlacementSchema>;
export const ZSellerPlacementPageSchema = pageSchemaOf(ZSellerPlacementSchema);
export type TSellerPlacementPage = z.infer<typeof ZSellerPlacementPageSchema>;

// ---- GET seller/connections

export const ZConnectionListQuerySchema = z.object({
  /** Part of the publisher's name. */
  search: optionalQuery(z.string().trim().max(100, 'Search is at most 100 characters')),
  ...ZPageQueryShape,
});
export type TConnectionListQuery = z.input<typeof ZConnectionListQuerySchema>;

/** A publisher the seller works with: through campaigns (declined ones not counted) or links. */
export const ZConnectionSchema = z.object({
  publisherId: z.string(),
  name: z.string(),
  /** Campaigns with this seller in any status but declined. */
  campaigns: z.number().int(),
  /** Of those, applied, accepted or in progress. */
  openCampaigns: z.number().int(),
  /** The publisher's live tracking links to the seller's products and brands. */
  trackingLinks: z.number().int(),
  onlinePlacements: z.number().int(),
  /** The latest campaign applied for or link made, ISO. */
  lastActivityAt: z.string().nullable(),
});
export type TConnection = z.infer<typeof ZConnectionSchema>;
export const ZConnectionPageSchema = pageSchemaOf(ZConnectionSchema);
export type TConnectionPage = z.infer<typeof ZConnectionPageSchema>;

// ---- GET seller/brands/all/by-amazon-user-id

/** The seller's Amazon identity: its selling partner id (as on the Account card) or its user id. */
export const ZBrandsByAmazonUserQuerySchema = ZBrandListQuerySchema.extend({
  amazonUserId: z
    .string({ message: 'Give the Amazon user id' })
    .trim()
    .min(1, 'Give the Amazon user id')
    .max(200, 'The Amazon user id is too long'),
});
export type TBrandsByAmazonUserQuery = z.input<typeof ZBrandsByAmazonUserQuerySchema>;
