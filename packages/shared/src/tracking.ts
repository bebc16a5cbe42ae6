import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { trackingLinkTypes, trafficSourceKinds } from './tracking-enums';

// Tracking (spec 7.10 and 7.14; docs/domain.md "Tracking"): tracking ids, traffic sources,
// links for a product or a brand in one marketplace, associate links, and what their clicks say.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQuery = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
/** A link is always for one marketplace; the US when none is given. */
const countryQuery = z.preprocess(blankToUndefined, ZCountryCodeSchema.default('US'));
const idText = (what: string) => z.string().trim().min(1, `${what} is empty`).max(64, `${what} is too long`);

// ---- Values a publisher types

/** A sub-id (`?sub=` on a short link, or saved with the link): 1 to 64 of letters, digits, `.`, `_`, `~`, `-`. */
export const subIdPattern = /^[A-Za-z0-9._~-]{1,64}$/;
// The length and the characters are checked apart, so a long sub-id is told only that it is long.
export const ZSubIdSchema = z
  .string()
  .trim()
  .max(64, 'A sub-id is at most 64 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'A sub-id holds letters, digits, dots, dashes, underscores and tildes only');

/** A tracking id's name: 1 to 40 of letters, digits, `-` and `_`, unique among the owner's. */
export const ZTrackingIdNameSchema = z
  .string({ message: 'Name the tracking id' })
  .trim()
  .min(1, 'Name the tracking id')
  .max(40, 'A tracking id is at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A tracking id holds letters, digits, dashes and underscores only');

export const ZCooperationNameSchema = z
  .string({ message: 'Name the cooperation (the publisher you create it for)' })
  .trim()
  .min(1, 'Name the cooperation (the publisher you create it for)')
  .max(80, 'A cooperation name is at most 80 characters')
  .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), 'A cooperation name cannot hold control characters');

// ---- Tracking ids: GET/POST publisher/tracking-ids, DELETE …/{id}, GET …/{id}/sub-ids; cooperate/tracking-ids

export const ZTrackingIdSchema = z.object({
  id: z.string(),
  name: z.string(),
  cooperationName: z.string().nullable(),
  /** Live links carrying it. */
  linkCount: z.number().int(),
  /** Human clicks on all its links (deleted ones too), all time. */
  clicks: z.number().int(),
  createdAt: z.string(),
});
export type TTrackingId = z.infer<typeof ZTrackingIdSchema>;
export const ZTrackingIdListSchema = z.array(ZTrackingIdSchema);

export const ZTrackingIdCreateSchema = z.object({ name: ZTrackingIdNameSchema });
export type TTrackingIdCreate = z.infer<typeof ZTrackingIdCreateSchema>;

export const ZTrackingIdParamsSchema = z.object({ id: idText('Tracking id') });

/** Deleting a tracking id that links carry archives it: it leaves the lists, its links keep working. */
export const ZTrackingIdDeleteResultSchema = z.object({ id: z.string(), archived: z.boolean() });

export const ZSubIdStatSchema = z.object({
  subId: z.string(),
  clicks: z.number().int(),
  lastDay: z.string(),
});
export type TSubIdStat = z.infer<typeof ZSubIdStatSchema>;
/** The sub-ids seen on a tracking id's links, the most clicked first (at most 500). */
export const ZSubIdListSchema = z.array(ZSubIdStatSchema);

export const ZCooperateTrackingIdQuerySchema = z.object({
  cooperationName: optionalQuery(z.string().trim().max(80)),
});
export const ZCooperateTrackingIdCreateQuerySchema = z.object({ cooperationName: ZCooperationNameSchema });

// ---- Traffic sources: GET publisher/source/list/by-publisher, POST publisher/source/save

export const ZTrafficSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(trafficSourceKinds),
  name: z.string(),
  url: z.string().nullable(),
  audienceSize: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrafficSource = z.infer<typeof ZTrafficSourceSchema>;
export const ZTrafficSourceListSchema = z.array(ZTrafficSourceSchema);

/** Saves one source: a new one without `id`; `archived: true` takes it out of the lists. */
export const ZTrafficSourceSaveSchema = z.object({
  id: idText('Source id').optional(),
  kind: z.enum(trafficSourceKinds, { message: 'Choose what kind of source it is' }),
  name: z
    .string()
    .trim()
    .min(1, 'Name the source')
    .max(100, 'A source name is at most 100 characters')
    .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), 'A source name cannot hold control characters'),
  url: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, message: 'Give the address as https://…' })
      .max(500, 'An address is at most 500 characters')
      .optional(),
  ),
  audienceSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Audience size is a number' })
      .int('Audience size is a whole number')
      .min(0, 'Audience size cannot be negative')
      .max(2_000_000_000, 'Audience size is too large')
      .optional(),
  ),
  archived: z.boolean().optional(),
});
export type TTrafficSourceSave = z.input<typeof ZTrafficSourceSaveSchema>;

// ---- Links: init, by-param, save, view, list, export, brands

export const ZLinkCountryQuerySchema = z.object({ countryCode: countryQuery });
export const ZProductLinkParamsSchema = z.object({ productId: idText('Product id') });
export const ZBrandLinkParamsSchema = z.object({ brandId: idText('Brand id') });
export const ZTrackLinkIdParamsSchema = z.object({ trackLinkId: idText('Link id') });

/** What a link is built from besides its product or brand: every part may be left out. */
export const ZLinkParamsSchema = z.object({
  trackingId: z.preprocess(blankToUndefined, idText('Tracking id').optional()),
  sourceId: z.preprocess(blankToUndefined, idText('Source id').optional()),
  subId: z.preprocess(blankToUndefined, ZSubIdSchema.optional()),
});
export type TLinkParams = z.input<typeof ZLinkParamsSchema>;

/** A marketplace associates tag: lower-case letters, digits and dashes, with the marketplace's suffix (e.g. -20). */
export const ZAssociateTagSchema = z.string().trim().min(1, 'Give your associates tag').max(64);

export const ZAssociateLinkParamsSchema = ZLinkParamsSchema.extend({
  associateTag: z.preprocess(blankToUndefined, ZAssociateTagSchema.optional()),
});
export type TAssociateLinkParams = z.input<typeof ZAssociateLinkParamsSchema>;

export const ZAssociateLinkCreateSchema = ZAssociateLinkParamsSchema.extend({
  productId: idText('Product id'),
  countryCode: ZCountryCodeSchema,
});
export type TAssociateLinkCreate = z.input<typeof ZAssociateLinkCreateSchema>;

const ZChoiceSchema = z.object({ id: z.string(), name: z.string() });

/** What the link builder opens on: what the link points at and the owner's choices. */
export const ZLinkInitSchema = z.object({
  linkType: z.enum(trackingLinkTypes),
  productId: z.string().nullable(),
  brandId: z.string().nullable(),
  countryCode: z.string(),
  asin: z.string().nullable(),
  title: z.string(),
  brandName: z.string(),
  imageUrl: z.string().nullable(),
  commissionBp: z.number().int().nullable(),
  /** Active with a commission: false links still redirect but earn nothing. */
  earning: z.boolean(),
  /** The marketplace page without tracking: where the link lands. */
  pageUrl: z.string(),
  trackingIds: z.array(ZChoiceSchema.extend({ cooperationName: z.string().nullable() })),
  sources: z.array(ZChoiceSchema.extend({ kind: z.enum(trafficSourceKinds) })),
  /** Associate links: the tag saved in the profile for this marketplace, if any. */
  associateTag: z.string().nullable(),
});
export type TLinkInit = z.infer<typeof ZLinkInitSchema>;

export const ZTrackingLinkSchema = z.object({
  trackLinkId: z.string(),
  code: z.string(),
  shortUrl: z.string(),
  linkType: z.enum(trackingLinkTypes),
  productId: z.string().nullable(),
  brandId: z.string().nullable(),
  countryCode: z.string(),
  asin: z.string().nullable(),
  title: z.string(),
  brandName: z.string(),
  imageUrl: z.string().nullable(),
  trackingId: ZChoiceSchema.extend({ cooperationName: z.string().nullable() }).nullable(),
  source: ZChoiceSchema.extend({ kind: z.enum(trafficSourceKinds) }).nullable(),
  subId: z.string().nullable(),
  associateTag: z.string().nullable(),
  destinationUrl: z.string(),
  earning: z.boolean(),
  /** Human clicks, bots left out. */
  clicks: z.number().int(),
  lastClickAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTrackingLink = z.infer<typeof ZTrackingLinkSchema>;
export const ZTrackingLinkPageSchema = pageSchemaOf(ZTrackingLinkSchema);
export type TTrackingLinkPage = z.infer<typeof ZTrackingLinkPageSchema>;

/** A link built from parameters without saving it: where it would land, and the saved twin if there is one. */
export const ZLinkPreviewSchema = z.object({
  destinationUrl: z.string(),
  earning: z.boolean(),
  saved: ZTrackingLinkSchema.nullable(),
});
export type TLinkPreview = z.infer<typeof ZLinkPreviewSchema>;

/** A saved link with its last 30 days of clicks and its sub-ids. */
export const ZTrackingLinkDetailSchema = ZTrackingLinkSchema.extend({
  daily: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  /**
   * Of those 30 days: `robots`, clicks not counted because the browser named itself a robot,
   * crawler or automation tool (a headless browser among them) or named nothing; `notEarning`,
   * counted clicks made while the product earned nothing (paused, or without a commission).
   */
  filtered: z.object({ robots: z.number().int(), notEarning: z.number().int() }),
  subIds: ZSubIdListSchema,
});
export type TTrackingLinkDetail = z.infer<typeof ZTrackingLinkDetailSchema>;

export const linkSorts = ['newest', 'clicks'] as const;

export const ZLinkListQuerySchema = z.object({
  countryCode: optionalQuery(ZCountryCodeSchema),
  /** Part of the title, the ASIN or the short code. */
  search: optionalQuery(z.string().trim().max(100, 'Search is at most 100 characters')),
  brandName: optionalQuery(z.string().trim().max(200)),
  trackingId: optionalQuery(idText('Tracking id')),
  sourceId: optionalQuery(idText('Source id')),
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(linkSorts, { message: 'Sort by newest or clicks' }).default('newest'),
  ),
  ...ZPageQueryShape,
});
export type TLinkListQuery = z.input<typeof ZLinkListQuerySchema>;

export const ZLinkBrandsQuerySchema = z.object({
  searchText: optionalQuery(z.string().trim().max(100, 'Search is at most 100 characters')),
});
/** The brands of the publisher's product links (the brand filter of My Links), at most 50. */
export const ZLinkBrandListSchema = z.array(z.object({ brandName: z.string(), linkCount: z.number().int() }));
