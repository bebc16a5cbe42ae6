import { z } from 'zod';
import { countryCodes, type TCountryCode } from './marketplaces';
import { productCategoryKeys } from './product-categories';
import { ZPublisherProfileSchema } from './profile';
import { isoCountryCodes, publisherTaxForms, ZPublisherTaxSchema } from './publisher-tax';
import { publisherReviewStatuses } from './roles';

// The publisher's profile (spec 7.9): what it promotes, where and how, its marketplace
// associates tags, and where its review stands (docs/domain.md, "Publisher profile").

const isCountryCode = (code: string): code is TCountryCode => (countryCodes as string[]).includes(code);

/** How a publisher reaches its audience. */
export const promotionMethods = [
  { key: 'website', name: 'Website or blog' },
  { key: 'youtube', name: 'YouTube' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'tiktok', name: 'TikTok' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'pinterest', name: 'Pinterest' },
  { key: 'newsletter', name: 'E-mail newsletter' },
  { key: 'podcast', name: 'Podcast' },
  { key: 'deals', name: 'Deal or coupon site' },
  { key: 'comparison', name: 'Comparison or review site' },
  { key: 'other-social', name: 'Other social media' },
] as const;
export type TPromotionMethodKey = (typeof promotionMethods)[number]['key'];
export const promotionMethodKeys = promotionMethods.map((m) => m.key) as [
  TPromotionMethodKey,
  ...TPromotionMethodKey[],
];

export const ZLookupItemSchema = z.object({ key: z.string(), name: z.string() });
export const ZLookupListSchema = z.array(ZLookupItemSchema);
export type TLookupItem = z.infer<typeof ZLookupItemSchema>;

/** The marketplaces a publisher may promote in, with their sites. */
export const ZPromotionCountrySchema = z.object({ code: z.enum(countryCodes), site: z.string() });
export const ZPromotionCountryListSchema = z.array(ZPromotionCountrySchema);

/**
 * The marketplace associates tag (store id) a link carries: lower-case letters, digits and
 * dashes, ending in the marketplace's suffix (-20 in North America, -21 in Europe).
 */
export const associateTagSuffix: Record<TCountryCode, string> = {
  US: '-20',
  CA: '-20',
  UK: '-21',
  DE: '-21',
  FR: '-21',
};

export function associateTagProblem(country: TCountryCode, tag: string): string | null {
  const suffix = associateTagSuffix[country];
  if (!tag.endsWith(suffix)) {
    return `A ${country} associates tag ends in ${suffix}, as yourname${suffix}`;
  }
  const stem = tag.slice(0, -suffix.length);
  if (!/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(stem)) {
    return 'Use 1 to 40 lower-case letters, digits or dashes before the suffix';
  }
  return null;
}

/** One tag per marketplace at most; a marketplace left out has none. */
export const ZTrackingTagsSchema = z
  .record(z.string(), z.string({ error: 'Enter the tag as text' }).trim().toLowerCase())
  .superRefine((tags, ctx) => {
    for (const [country, tag] of Object.entries(tags)) {
      const problem = isCountryCode(country)
        ? associateTagProblem(country, tag)
        : 'Choose one of US, CA, FR, DE or UK';
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [country], message: problem });
      }
    }
  })
  .transform((tags) => tags as TTrackingTags);
export type TTrackingTags = Partial<Record<TCountryCode, string>>;

export const ZTrackingTagsRequestSchema = z.object({ trackingTags: ZTrackingTagsSchema });
export type TTrackingTagsRequest = z.infer<typeof ZTrackingTagsRequestSchema>;

const uniqueList = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item)
    .min(1, `Choose at least one ${label}`)
    .max(max, `Choose at most ${max}`)
    .transform((items) => [...new Set(items)] as z.output<T>[]);

/** PUT publisher/profile: the completed profile's fields and what the publisher promotes, where and how. */
export const ZUpdatePublisherProfileRequestSchema = ZPublisherProfileSchema.extend({
  promotionCountries: uniqueList(
    z.enum(countryCodes, { error: 'Choose among US, CA, FR, DE and UK' }),
    'marketplace',
    countryCodes.length,
  ),
  categories: uniqueList(
    z.enum(productCategoryKeys, { error: 'Choose categories from the list' }),
    'category',
    8,
  ),
  promotionMethods: uniqueList(
    z.enum(promotionMethodKeys, { error: 'Choose promotion methods from the list' }),
    'promotion method',
    6,
  ),
  audienceSize: z
    .number({ error: 'Enter your monthly audience as a number' })
    .int('Enter a whole number')
    .min(0, 'An audience cannot be negative')
    .max(10_000_000_000, 'Enter your monthly audience, at most 10 000 000 000')
    .nullable()
    .default(null),
}).superRefine((profile, ctx) => {
  if (!profile.promotionCountries.includes(profile.promotionCountry)) {
    ctx.addIssue({
      code: 'custom',
      path: ['promotionCountries'],
      message: 'Include your main promotion country',
    });
  }
});
export type TUpdatePublisherProfileRequest = z.input<typeof ZUpdatePublisherProfileRequestSchema>;

export const ZPublisherReviewStateSchema = z.object({
  status: z.enum(publisherReviewStatuses),
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TPublisherReviewState = z.infer<typeof ZPublisherReviewStateSchema>;

/** GET publisher/profile: the account, the profile, the tags and the review. */
export const ZPublisherProfileDetailSchema = z.object({
  name: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  promotionCountry: z.enum(countryCodes).nullable(),
  audience: z.string().nullable(),
  promotionCountries: z.array(z.enum(countryCodes)),
  categories: z.array(z.enum(productCategoryKeys)),
  promotionMethods: z.array(z.enum(promotionMethodKeys)),
  audienceSize: z.number().int().nullable(),
  trackingTags: z.partialRecord(z.enum(countryCodes), z.string()),
  review: ZPublisherReviewStateSchema,
  tax: ZPublisherTaxSchema,
  updatedAt: z.string().nullable(),
});
export type TPublisherProfileDetail = z.infer<typeof ZPublisherProfileDetailSchema>;

/** GET publisher/profile/getCountry: where the publisher resides for tax, and the form that asks. */
export const ZPublisherCountrySchema = z.object({
  countryCode: z.enum(isoCountryCodes).nullable(),
  taxForm: z.enum(publisherTaxForms).nullable(),
});
export type TPublisherCountry = z.infer<typeof ZPublisherCountrySchema>;
