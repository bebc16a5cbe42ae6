import { z } from 'zod';
import { ZEmailSchema } from './auth';
import { productStatuses, ZBrandNameSchema, ZCountryCodeSchema } from './catalog';
import { ZCommissionConfigSchema } from './commissions';
import { exportPlatformField } from './export-platform';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { accountStatuses } from './roles';

// The console's sellers (spec 7.15): the list and its export, the pickers, a seller's details,
// the 30-day report, the brand search and the edit of an account's details (docs/domain.md,
// "Operator console: sellers, brands and user details").

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const searchField = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
);
const sellerIdField = z
  .string({ message: 'Name the seller' })
  .trim()
  .min(1, 'Name the seller')
  .max(64, 'Not a seller id');

/** The `platform` of a console export: whose view the figures are in. */
const platformField = exportPlatformField('seller');

export const sellerListSorts = ['newest', 'name'] as const;
export type TSellerListSort = (typeof sellerListSorts)[number];

const sellerListFilterShape = {
  search: searchField,
  status: z.preprocess(
    blankToUndefined,
    z.enum(accountStatuses, { message: 'Choose pending, active or disabled' }).optional(),
  ),
  /** A marketplace the seller has products in. */
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(sellerListSorts, { message: 'Sort by newest or name' }).default('newest'),
  ),
};

/** GET seller/list */
export const ZSellerListQuerySchema = z.object({ ...sellerListFilterShape, ...ZPageQueryShape });
export type TSellerListQuery = z.input<typeof ZSellerListQuerySchema>;

/** EXPORT seller/export: the list's filters. */
export const ZSellerExportQuerySchema = z.object({ ...sellerListFilterShape, platform: platformField });
export type TSellerExportQuery = z.input<typeof ZSellerExportQuerySchema>;

export const ZSellerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(accountStatuses),
  createdAt: z.string(),
  /** The marketplaces it has products in. */
  marketplaces: z.array(z.string()),
  brands: z.number().int(),
  products: z.number().int(),
  unpaidBillings: z.number().int(),
});
export type TSellerListItem = z.infer<typeof ZSellerListItemSchema>;
export const ZSellerListPageSchema = pageSchemaOf(ZSellerListItemSchema);
export type TSellerListPage = z.infer<typeof ZSellerListPageSchema>;

/** GET seller/search: the picker; a name, e-mail or id; at most 20. */
export const ZSellerSearchQuerySchema = z.object({
  keyword: z
    .string({ message: 'Type a name, e-mail or id' })
    .trim()
    .min(1, 'Type a name, e-mail or id')
    .max(100, 'Keep the search under 100 characters'),
});
export type TSellerSearchQuery = z.input<typeof ZSellerSearchQuerySchema>;
export const ZSellerSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(accountStatuses),
});
export type TSellerSearchItem = z.infer<typeof ZSellerSearchItemSchema>;
export const ZSellerSearchResultSchema = z.object({ items: z.array(ZSellerSearchItemSchema) });
export type TSellerSearchResult = z.infer<typeof ZSellerSearchResultSchema>;

/** An ASIN as typed: ten letters and digits, upper-cased. */
export const ZAsinSchema = z
  .string({ message: 'Type an ASIN' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, 'An ASIN is 10 letters and digits');

/** GET seller/searchAsin?asin= */
export const ZSellerAsinQuerySchema = z.object({ asin: ZAsinSchema });
export type TSellerAsinQuery = z.input<typeof ZSellerAsinQuerySchema>;
export const ZSellerAsinProductSchema = z.object({
  productId: z.string(),
  countryCode: z.string(),
  title: z.string(),
  brandName: z.string(),
  status: z.enum(productStatuses),
});
export const ZSellerAsinItemSchema = ZSellerSearchItemSchema.extend({
  products: z.array(ZSellerAsinProductSchema),
});
export type TSellerAsinItem = z.infer<typeof ZSellerAsinItemSchema>;
export const ZSellerAsinResultSchema = z.object({ asin: z.string(), items: z.array(ZSellerAsinItemSchema) });
export type TSellerAsinResult = z.infer<typeof ZSellerAsinResultSchema>;

/** GET seller/details?sellerId= */
export const ZSellerDetailsQuerySchema = z.object({ sellerId: sellerIdField });
export type TSellerDetailsQuery = z.input<typeof ZSellerDetailsQuerySchema>;

const moneyPerCurrency = z.object({
  currency: z.string(),
  unpaidMinor: z.number().int(),
  overdueMinor: z.number().int(),
  processingMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** Billings unpaid (overdue included). */
  unpaidCount: z.number().int(),
});

export const ZSellerDetailsSchema = z.object({
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(accountStatuses),
    createdAt: z.string(),
    activatedAt: z.string().nullable(),
  }),
  /** The seller's own profile fields, as saved (null until completed). */
  profile: z.record(z.string(), z.unknown()).nullable(),
  profileCompletedAt: z.string().nullable(),
  settings: z.object({
    noticeVersion: z.string().nullable(),
    noticeAgreedAt: z.string().nullable(),
    currentCountry: z.string().nullable(),
    onboardingCompletedAt: z.string().nullable(),
    commission: ZCommissionConfigSchema,
  }),
  identities: z.array(
    z.object({
      marketplace: z.string(),
      provider: z.string(),
      sellingPartnerId: z.string().nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      linkedAt: z.string(),
    }),
  ),
  brands: z.number().int(),
  /** Top-level products per marketplace. */
  products: z.array(z.object({ countryCode: z.string(), products: z.number().int() })),
  billing: z.array(moneyPerCurrency),
});
export type TSellerDetails = z.infer<typeof ZSellerDetailsSchema>;

export const campaignAggSorts = ['cost', 'sales'] as const;
const campaignAggFilterShape = {
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
  sellerId: z.preprocess(blankToUndefined, z.string().trim().max(64, 'Not a seller id').optional()),
  search: searchField,
  sort: z.preprocess(
    blankToUndefined,
    z.enum(campaignAggSorts, { message: 'Sort by cost or sales' }).default('cost'),
  ),
};

/** GET seller/report/campaign-agg-30d */
export const ZCampaignAggQuerySchema = z.object({ ...campaignAggFilterShape, ...ZPageQueryShape });
export type TCampaignAggQuery = z.input<typeof ZCampaignAggQuerySchema>;
/** EXPORT seller/report/campaign-agg-30d/export */
export const ZCampaignAggExportQuerySchema = z.object({ ...campaignAggFilterShape, platform: platformField });
export type TCampaignAggExportQuery = z.input<typeof ZCampaignAggExportQuerySchema>;

export const ZCampaignAggRowSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  /** The window: the last 30 complete days in the marketplace's zone. */
  startDate: z.string(),
  endDate: z.string(),
  clicks: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  salesMinor: z.number().int(),
  commissionMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  costMinor: z.number().int(),
  campaigns: z.number().int(),
  campaignsMinor: z.number().int(),
});
export type TCampaignAggRow = z.infer<typeof ZCampaignAggRowSchema>;
export const ZCampaignAggPageSchema = pageSchemaOf(ZCampaignAggRowSchema);
export type TCampaignAggPage = z.infer<typeof ZCampaignAggPageSchema>;

/** GET brand/search?search= */
export const ZBrandSearchQuerySchema = z.object({
  search: z
    .string({ message: 'Type a brand name' })
    .trim()
    .min(1, 'Type a brand name')
    .max(100, 'Keep the search under 100 characters'),
  ...ZPageQueryShape,
});
export type TBrandSearchQuery = z.input<typeof ZBrandSearchQuerySchema>;
export const ZBrandSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Spec 3: the brand's name on the marketplace, nested (the same as `name`). */
  brand: ZBrandNameSchema,
  status: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  marketplaces: z.array(z.string()),
  products: z.number().int(),
});
export type TBrandSearchItem = z.infer<typeof ZBrandSearchItemSchema>;
export const ZBrandSearchPageSchema = pageSchemaOf(ZBrandSearchItemSchema);
export type TBrandSearchPage = z.infer<typeof ZBrandSearchPageSchema>;

/** PUT {userType}/details/{id} */
export const editableUserTypes = ['seller', 'publisher', 'partner'] as const;
export type TEditableUserType = (typeof editableUserTypes)[number];
export const editableAccountStatuses = ['active', 'disabled'] as const;

export const ZUserDetailsParamsSchema = z.object({
  userType: z.enum(editableUserTypes, { message: 'Choose seller, publisher or partner' }),
  id: z.string().trim().min(1, 'Name the account').max(64, 'Not an account id'),
});
export type TUserDetailsParams = z.input<typeof ZUserDetailsParamsSchema>;

export const ZUserDetailsRequestSchema = z.object({
  name: z
    .string({ message: 'Type a name' })
    .trim()
    .min(1, 'Type a name')
    .max(100, 'Keep the name under 100 characters'),
  email: ZEmailSchema,
  status: z.enum(editableAccountStatuses, { message: 'Choose active or disabled' }),
});
export type TUserDetailsRequest = z.input<typeof ZUserDetailsRequestSchema>;

export const ZUserDetailsSchema = z.object({
  id: z.string(),
  userType: z.enum(editableUserTypes),
  name: z.string(),
  email: z.string(),
  status: z.enum(accountStatuses),
  /** Sessions ended by this change (a disable ends them all). */
  sessionsEnded: z.number().int(),
});
export type TUserDetails = z.infer<typeof ZUserDetailsSchema>;
