import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { placementFormats, placementStatuses } from './placement-enums';
import { productCategoryKeys } from './product-categories';
import { ZStoredFileSchema } from './seller-account';
import { trafficSourceKinds } from './tracking-enums';

// A publisher's placements (spec 7.12; docs/domain.md "Placements (issue 11)"): paid promotion
// slots with a price per marketplace. A draft needs a title and a format; submitting (or
// creating online) checks the whole placement against `ZPlacementCompleteSchema`.

export const maxPlacementTitle = 120;
export const maxPlacementDescription = 5_000;
export const maxPlacementAudienceDescription = 1_000;
export const maxPlacementImages = 6;
export const maxPlacementCategories = 5;
/** The highest price a placement may ask in any marketplace: 1 000 000.00 in its currency. */
export const maxPlacementPriceMinor = 100_000_000;
export const maxPlacementAudience = 1_000_000_000;

/** Placement formats as people read them. */
export const placementFormatNames: Record<(typeof placementFormats)[number], string> = {
  article: 'Article',
  review: 'Review',
  video: 'Video',
  short_video: 'Short video',
  social_post: 'Social media post',
  story: 'Story',
  newsletter: 'Newsletter',
  deal_listing: 'Deal listing',
  banner: 'Banner',
  podcast_mention: 'Podcast mention',
  other: 'Other',
};

const blankToNull = (value: unknown) => (value === '' ? null : value);
const idText = (what: string) =>
  z
    .string({ message: `Choose a ${what}` })
    .trim()
    .min(1, `Choose a ${what}`)
    .max(64, `The ${what} id is too long`);

export const ZPlacementPriceInputSchema = z.object({
  countryCode: ZCountryCodeSchema,
  priceMinor: z
    .number({ message: 'Enter a price like 250.00' })
    .int('A price is in cents: a whole number')
    .positive('A price must be more than 0')
    .max(maxPlacementPriceMinor, 'A price is at most 1,000,000'),
});
export type TPlacementPriceInput = z.infer<typeof ZPlacementPriceInputSchema>;

const pricesSchema = z
  .array(ZPlacementPriceInputSchema)
  .max(5, 'At most one price per marketplace')
  .refine((prices) => new Set(prices.map((p) => p.countryCode)).size === prices.length, {
    message: 'One price per marketplace',
  });

/** What a draft and an update carry: everything but title and format may be left out. */
export const ZPlacementDraftSchema = z.object({
  title: z
    .string({ message: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(maxPlacementTitle, `A title is at most ${maxPlacementTitle} characters`),
  description: z
    .string()
    .trim()
    .max(maxPlacementDescription, `A description is at most ${maxPlacementDescription} characters`)
    .default(''),
  format: z.enum(placementFormats, { message: 'Choose a format' }),
  sourceId: z.preprocess(blankToNull, idText('traffic source').nullable().default(null)),
  categoryKeys: z
    .array(z.enum(productCategoryKeys, { message: 'Choose categories from the list' }))
    .max(maxPlacementCategories, `Choose at most ${maxPlacementCategories} categories`)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'A category is chosen twice' })
    .default([]),
  audienceSize: z.preprocess(
    blankToNull,
    z
      .number({ message: 'Enter the audience as a number' })
      .int('The audience is a whole number')
      .positive('The audience must be more than 0')
      .max(maxPlacementAudience, 'The audience is at most 1,000,000,000')
      .nullable()
      .default(null),
  ),
  audienceDescription: z
    .string()
    .trim()
    .max(
      maxPlacementAudienceDescription,
      `The audience description is at most ${maxPlacementAudienceDescription} characters`,
    )
    .default(''),
  /** Ids of the publisher's own uploaded images (`common/upload`), in the order shown. */
  imageIds: z
    .array(idText('image'))
    .max(maxPlacementImages, `At most ${maxPlacementImages} images`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'An image is added twice' })
    .default([]),
  prices: pricesSchema.default([]),
});
export type TPlacementDraft = z.input<typeof ZPlacementDraftSchema>;
export type TPlacementDraftValues = z.output<typeof ZPlacementDraftSchema>;

/** What an online placement must have: a source, 1 to 5 categories, an audience, a price. */
export const ZPlacementCompleteSchema = ZPlacementDraftSchema.extend({
  sourceId: idText('traffic source'),
  categoryKeys: z
    .array(z.enum(productCategoryKeys, { message: 'Choose categories from the list' }))
    .min(1, 'Choose at least one category')
    .max(maxPlacementCategories, `Choose at most ${maxPlacementCategories} categories`)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'A category is chosen twice' }),
  audienceSize: z
    .number({ message: 'Enter the audience size' })
    .int('The audience is a whole number')
    .positive('The audience must be more than 0')
    .max(maxPlacementAudience, 'The audience is at most 1,000,000,000'),
  prices: pricesSchema.refine((prices) => prices.length > 0, {
    message: 'Give a price in at least one marketplace',
  }),
});
export type TPlacementComplete = z.input<typeof ZPlacementCompleteSchema>;

export const ZPlacementIdParamsSchema = z.object({ id: idText('placement') });

export const ZPlacementPriceSchema = z.object({
  countryCode: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
});
export type TPlacementPrice = z.infer<typeof ZPlacementPriceSchema>;

export const ZPlacementSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(trafficSourceKinds),
  name: z.string(),
  url: z.string().nullable(),
  audienceSize: z.number().int().nullable(),
});

/** What both sides see of a placement. */
export const ZPlacementBaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  format: z.enum(placementFormats),
  source: ZPlacementSourceSchema.nullable(),
  categoryKeys: z.array(z.string()),
  audienceSize: z.number().int().nullable(),
  audienceDescription: z.string(),
  images: z.array(ZStoredFileSchema),
  /** In the marketplaces' order (US, CA, FR, DE, UK). */
  prices: z.array(ZPlacementPriceSchema),
  createdAt: z.string(),
});

/** The publisher's own placement. */
export const ZPlacementSchema = ZPlacementBaseSchema.extend({
  status: z.enum(placementStatuses),
  /** Campaigns applied, accepted or in progress: while any is, it cannot go offline or be deleted. */
  openCampaigns: z.number().int(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type TPlacement = z.infer<typeof ZPlacementSchema>;

export const ZPlacementListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(placementStatuses, { message: 'Choose draft, online, suspended or offline' }).optional(),
  ),
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  ),
  ...ZPageQueryShape,
});
export type TPlacementListQuery = z.input<typeof ZPlacementListQuerySchema>;

export const ZPlacementPageSchema = pageSchemaOf(ZPlacementSchema);
export type TPlacementPage = z.infer<typeof ZPlacementPageSchema>;
