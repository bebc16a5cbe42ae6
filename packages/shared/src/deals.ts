import { z } from 'zod';
import { isCalendarDay, isServedDay, servedDaysMessage, specDayInput } from './calendar-day';
import type { TCountryCode } from './marketplaces';
import { countryCodes } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';

// A deal is a time-bounded offer on one product: a deal price or a discount (one of the two),
// an optional extra commission, and whole days in the product's marketplace (start and end day
// both included). Money in minor units, rates in basis points.

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' (or spec 3's [y, m, d]) that is a real calendar day the API serves (calendar-day.ts). */
export const ZDealDaySchema = z.preprocess(
  specDayInput,
  z
    .string({ message: 'Use a date like 2025-07-08' })
    .regex(dayPattern, { message: 'Use a date like 2025-07-08', abort: true })
    .refine(isCalendarDay, { message: 'This date does not exist', abort: true })
    .refine(isServedDay, servedDaysMessage),
);

/** Discounts from 1% to 99%, in whole basis points. */
export const dealDiscountBounds = { minBp: 100, maxBp: 9900 } as const;
/** A deal is at most this many days long (Amazon's own deals run for days or weeks). */
export const maxDealDays = 366;
export const maxDealCsvRows = 5000;
export const maxDealCsvBytes = 2 * 1024 * 1024;
export const dealTemplateFileName = 'Product_deal_template.csv';
export const dealCsvColumns = [
  'ASIN',
  'Country',
  'Deal price',
  'Discount (%)',
  'Extra commission (%)',
  'Start date',
  'End date',
] as const;

export const dealStates = ['upcoming', 'running', 'ended'] as const;
export type TDealState = (typeof dealStates)[number];

const ZOptionalInt = (message: string) => z.number({ message }).int(message).nullable().optional();

const dealFields = {
  productId: z.string({ message: 'Choose a product' }).trim().min(1, 'Choose a product').max(64),
  dealPriceMinor: ZOptionalInt('Deal price must be a whole number of cents'),
  discountBp: ZOptionalInt('Discount must be a whole number of basis points'),
  extraCommissionBp: ZOptionalInt('Extra commission must be a whole number of basis points'),
  startDate: ZDealDaySchema,
  endDate: ZDealDaySchema,
};

type TDealShape = {
  dealPriceMinor?: number | null;
  discountBp?: number | null;
  startDate: string;
  endDate: string;
};

/** The rules that need two fields; the server adds those that need the product and the clock. */
function checkDealShape(deal: TDealShape, ctx: z.RefinementCtx): void {
  const hasPrice = deal.dealPriceMinor !== null && deal.dealPriceMinor !== undefined;
  const hasDiscount = deal.discountBp !== null && deal.discountBp !== undefined;
  if (hasPrice === hasDiscount) {
    ctx.addIssue({
      code: 'custom',
      path: [hasPrice ? 'discountBp' : 'dealPriceMinor'],
      message: 'Give either a deal price or a discount',
    });
  }
  if (hasPrice && (deal.dealPriceMinor as number) <= 0) {
    ctx.addIssue({ code: 'custom', path: ['dealPriceMinor'], message: 'Deal price must be above zero' });
  }
  if (
    hasDiscount &&
    ((deal.discountBp as number) < dealDiscountBounds.minBp ||
      (deal.discountBp as number) > dealDiscountBounds.maxBp)
  ) {
    ctx.addIssue({ code: 'custom', path: ['discountBp'], message: 'Discount must be between 1% and 99%' });
  }
  if (dayPattern.test(deal.startDate) && dayPattern.test(deal.endDate) && deal.endDate < deal.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
  }
}

/** POST seller/product/deal and POST seller/product/deal/edit: no id creates, an id edits. */
export const ZSaveDealRequestSchema = z
  .object({ id: z.string().trim().min(1).max(64).optional(), ...dealFields })
  .superRefine(checkDealShape);
export type TSaveDealRequest = z.input<typeof ZSaveDealRequestSchema>;

/** PUT seller/product/deal/edit: the id is required. */
export const ZEditDealRequestSchema = z
  .object({
    id: z.string({ message: 'Give the deal id' }).trim().min(1, 'Give the deal id').max(64),
    ...dealFields,
  })
  .superRefine(checkDealShape);
export type TEditDealRequest = z.input<typeof ZEditDealRequestSchema>;

export const ZDealIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const ZDealSchema = z.object({
  id: z.string(),
  productId: z.string(),
  asin: z.string(),
  countryCode: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
  commissionBp: z.number().int().nullable(),
  dealPriceMinor: z.number().int().nullable(),
  discountBp: z.number().int().nullable(),
  extraCommissionBp: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(dealStates),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDeal = z.infer<typeof ZDealSchema>;

// GET seller/product/deal (the Deals page's list; not in spec 7.3, which has no list call)

export const ZDealListQuerySchema = z.object({
  countryCode: z.enum(countryCodes, { message: 'Choose US, CA, FR, DE or UK' }).optional(),
  state: z.enum(dealStates, { message: 'Choose upcoming, running or ended' }).optional(),
  search: z.string().trim().max(100, 'Search is too long').optional(),
  ...ZPageQueryShape,
});
/** What a client sends (the schema coerces query-string text). */
export type TDealListQuery = {
  countryCode?: TCountryCode;
  state?: TDealState;
  search?: string;
  page?: number;
  pageSize?: number;
};

export const ZDealPageSchema = pageSchemaOf(ZDealSchema);
export type TDealPage = z.infer<typeof ZDealPageSchema>;

export const ZDeleteDealResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

// POST seller/product/deal/upload (multipart `file`): every line valid, or nothing is created

export const ZDealUploadResponseSchema = z.object({ created: z.number().int(), ids: z.array(z.string()) });
export type TDealUploadResponse = z.infer<typeof ZDealUploadResponseSchema>;
