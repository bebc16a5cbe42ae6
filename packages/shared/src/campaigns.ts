import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';
import type { TCountryCode } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import {
  campaignActorKinds,
  campaignStatuses,
  placementFormats,
  type TCampaignStatus,
} from './placement-enums';
import { ZStoredFileSchema } from './seller-account';

// Campaigns (spec 7.6, 7.12; docs/domain.md "Campaigns (issue 11)"): a seller's booking of a
// publisher's placement in one marketplace, at the price the placement had when the seller
// applied, and every move of it.

export const maxCampaignProducts = 20;
export const maxCampaignAssets = 10;
export const maxCampaignMessage = 2_000;
export const maxCampaignReason = 1_000;
export const maxCompletionNote = 2_000;
export const maxProofLinks = 10;

/**
 * Every move of a campaign: who makes it, from which states, and where it leads. Any other
 * move answers 409 with the current state. Both sides read it: the server to refuse, the
 * screens to offer only the buttons that can work.
 */
export const campaignActions = {
  accept: { by: 'publisher', from: ['applied'], to: 'accepted' },
  decline: { by: 'publisher', from: ['applied'], to: 'declined' },
  generateLinks: { by: 'publisher', from: ['accepted'], to: 'in_progress' },
  complete: { by: 'publisher', from: ['in_progress'], to: 'completed' },
  suspend: { by: 'seller', from: ['applied', 'accepted', 'in_progress'], to: 'suspended' },
  confirm: { by: 'seller', from: ['completed'], to: 'confirmed' },
} as const satisfies Record<
  string,
  { by: 'seller' | 'publisher'; from: readonly TCampaignStatus[]; to: TCampaignStatus }
>;
export type TCampaignAction = keyof typeof campaignActions;

/** Whether the action can be taken on a campaign in this state. */
export function canCampaign(action: TCampaignAction, status: TCampaignStatus): boolean {
  return (campaignActions[action].from as readonly TCampaignStatus[]).includes(status);
}

/** At most one campaign per seller and placement is in one of these (`campaigns_open_key`). */
export const openCampaignStatuses = ['applied', 'accepted', 'in_progress'] as const;
/** Booked and not yet confirmed: the money both sides count on. */
export const committedCampaignStatuses = ['accepted', 'in_progress', 'completed'] as const;

export const campaignStatusLabels: Record<TCampaignStatus, string> = {
  applied: 'Applied',
  accepted: 'Accepted',
  declined: 'Declined',
  in_progress: 'In progress',
  completed: 'Completed',
  confirmed: 'Confirmed',
  suspended: 'Suspended',
};

/** The invoice number as printed: `CI-000042`. */
export const campaignInvoiceLabel = (invoiceNumber: number) => `CI-${String(invoiceNumber).padStart(6, '0')}`;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const idText = (what: string) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(64, `${what} is too long`);
const distinct = (values: string[]) => new Set(values).size === values.length;
const thousands = (n: number) => n.toLocaleString('en-US');

/** An http(s) address, as a proof of the published promotion. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const ZCampaignIdParamsSchema = z.object({ campaignId: idText('Campaign id') });
export const ZApplyPlacementParamsSchema = z.object({ placementId: idText('Placement id') });

// ---- POST seller/placement/campaigns/apply/{placementId}

export const ZApplyCampaignSchema = z.object({
  /** The placement of the path, said again (spec 7.6). */
  placementId: idText('Placement id'),
  countryCode: z.enum(ZCountryCodeSchema.options, { message: 'Choose a marketplace' }),
  brandId: z.string({ message: 'Choose a brand' }).trim().min(1, 'Choose a brand').max(64),
  products: z
    .array(idText('Product id'), { message: 'Choose the products to promote' })
    .min(1, 'Choose at least one product')
    .max(maxCampaignProducts, `Choose at most ${maxCampaignProducts} products`)
    .refine(distinct, 'A product is chosen twice'),
  message: z
    .string()
    .trim()
    .max(maxCampaignMessage, `The message is at most ${thousands(maxCampaignMessage)} characters`)
    .default(''),
  assets: z
    .array(idText('File id'))
    .max(maxCampaignAssets, `Attach at most ${maxCampaignAssets} files`)
    .refine(distinct, 'A file is attached twice')
    .default([]),
});
export type TApplyCampaign = z.input<typeof ZApplyCampaignSchema>;

// ---- Transitions

export const ZCampaignNoBodySchema = z.object({});

export const ZDeclineCampaignSchema = z.object({
  reason: z
    .string({ message: 'Say why you decline' })
    .trim()
    .min(1, 'Say why you decline')
    .max(maxCampaignReason, `The reason is at most ${thousands(maxCampaignReason)} characters`),
});
export type TDeclineCampaign = z.input<typeof ZDeclineCampaignSchema>;

export const ZSuspendCampaignSchema = z.object({
  reason: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(maxCampaignReason, `The reason is at most ${thousands(maxCampaignReason)} characters`)
      .optional(),
  ),
});
export type TSuspendCampaign = z.input<typeof ZSuspendCampaignSchema>;

export const ZProofLinkSchema = z
  .string({ message: 'Give the address of the published promotion' })
  .trim()
  .max(2_000, 'The address is at most 2,000 characters')
  .refine(isWebAddress, 'Give a full http(s) address, such as https://example.com/post');

export const ZCompleteCampaignSchema = z.object({
  proofLinks: z
    .array(ZProofLinkSchema, { message: 'Give at least one proof link' })
    .min(1, 'Give at least one proof link')
    .max(maxProofLinks, `Give at most ${maxProofLinks} proof links`)
    .refine(distinct, 'A proof link is given twice'),
  note: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(maxCompletionNote, `The note is at most ${thousands(maxCompletionNote)} characters`)
      .optional(),
  ),
});
export type TCompleteCampaign = z.input<typeof ZCompleteCampaignSchema>;

// ---- Lists and detail

export const ZCampaignListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(campaignStatuses, { message: 'Not a campaign status' }).optional(),
  ),
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
  /** Part of the placement title, the brand, the other side's name or the campaign id. */
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  ),
  ...ZPageQueryShape,
});
export type TCampaignListQuery = {
  status?: TCampaignStatus;
  /** Checked by the server: one of US, CA, FR, DE, UK. */
  countryCode?: TCountryCode;
  search?: string;
  page?: number;
  pageSize?: number;
};

export const ZCampaignRowSchema = z.object({
  id: z.string(),
  /** Spec 3 names a campaign by `campaignId`: the same as `id`. */
  campaignId: z.string(),
  status: z.enum(campaignStatuses),
  placementId: z.string(),
  placementTitle: z.string(),
  publisherName: z.string(),
  sellerName: z.string(),
  brandName: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  priceMinor: z.number().int(),
  productCount: z.number().int(),
  invoiceNumber: z.number().int().nullable(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type TCampaignRow = z.infer<typeof ZCampaignRowSchema>;
export const ZCampaignPageSchema = pageSchemaOf(ZCampaignRowSchema);
export type TCampaignPage = z.infer<typeof ZCampaignPageSchema>;

export const ZCampaignProductSchema = z.object({
  productId: z.string().nullable(),
  asin: z.string(),
  title: z.string(),
  /** The publisher's tracking link for the product, once links are generated. */
  link: z
    .object({ trackLinkId: z.string(), code: z.string(), shortUrl: z.string(), destinationUrl: z.string() })
    .nullable(),
});
export type TCampaignProduct = z.infer<typeof ZCampaignProductSchema>;

export const ZCampaignEventSchema = z.object({
  id: z.string(),
  fromStatus: z.enum(campaignStatuses).nullable(),
  toStatus: z.enum(campaignStatuses),
  actorKind: z.enum(campaignActorKinds),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TCampaignEvent = z.infer<typeof ZCampaignEventSchema>;

export const ZCampaignDetailSchema = ZCampaignRowSchema.extend({
  placementFormat: z.enum(placementFormats),
  message: z.string(),
  assets: z.array(ZStoredFileSchema),
  declineReason: z.string().nullable(),
  proofLinks: z.array(z.string()),
  completionNote: z.string().nullable(),
  products: z.array(ZCampaignProductSchema),
  /** Every move, oldest first. */
  events: z.array(ZCampaignEventSchema),
});
export type TCampaignDetail = z.infer<typeof ZCampaignDetailSchema>;

// ---- Earnings

export const ZCampaignEarningsQuerySchema = z.object({
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
});
export type TCampaignEarningsQuery = z.input<typeof ZCampaignEarningsQuerySchema>;

const ZSumSchema = z.object({ count: z.number().int(), amountMinor: z.number().int() });
export type TCampaignSum = z.infer<typeof ZSumSchema>;

/** The seller's spend in one marketplace (its currency); "this month" in the marketplace's zone. */
export const ZSellerCampaignSpendSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  month: z.string(),
  committed: ZSumSchema,
  confirmedThisMonth: ZSumSchema,
  confirmedAllTime: ZSumSchema,
  byStatus: z.array(ZSumSchema.extend({ status: z.enum(campaignStatuses) })),
});
export const ZSellerCampaignEarningsSchema = z.object({ marketplaces: z.array(ZSellerCampaignSpendSchema) });
export type TSellerCampaignEarnings = z.infer<typeof ZSellerCampaignEarningsSchema>;

/** A month of confirmed campaigns in one marketplace: what the publisher statement counts. */
export const ZPublisherCampaignMonthSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  month: z.string(),
  campaigns: z.number().int(),
  grossMinor: z.number().int(),
  commissionMinor: z.number().int(),
  netMinor: z.number().int(),
});
export const ZPublisherCampaignPendingSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  accepted: ZSumSchema,
  inProgress: ZSumSchema,
  completed: ZSumSchema,
});
export const ZPublisherCampaignEarningsSchema = z.object({
  /** The platform's campaign commission, basis points. */
  commissionBp: z.number().int(),
  months: z.array(ZPublisherCampaignMonthSchema),
  pending: z.array(ZPublisherCampaignPendingSchema),
});
export type TPublisherCampaignEarnings = z.infer<typeof ZPublisherCampaignEarningsSchema>;
