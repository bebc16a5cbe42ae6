import {
  countryCodes,
  defaultCommissionConfig,
  ErrorCode,
  marketplaceOf,
  type TBrandSearchPage,
  type TCampaignAggPage,
  type TCampaignAggRow,
  type TEditableUserType,
  type TSellerAsinResult,
  type TSellerDetails,
  type TSellerListItem,
  type TSellerListPage,
  type TSellerSearchResult,
  type TUserDetails,
} from '@atlas/shared';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { addDays, dayInZone, startOfDayInZone } from '../../platform/zoned-day';
import { revokeUserSessions } from '../auth/auth.repository';
import {
  billingTotalsOf,
  brandCountsOf,
  brandProductCountsOf,
  campaignAggRows,
  countBrandRows,
  countCampaignAggRows,
  countSellerRows,
  emailTakenByOther,
  findAccountSnapshot,
  findSellerAccount,
  identitiesOf,
  listSellerRows,
  productCountsOf,
  productsOfAsin,
  searchBrandRows,
  searchSellerRows,
  type TCampaignAggFilter,
  type TCampaignAggRowRaw,
  type TMarketplaceWindow,
  type TSellerListFilter,
  unpaidBillingCountsOf,
  updateAccountDetails,
} from './seller-console.repository';

// The console's sellers, brands and account details (spec 7.15; docs/domain.md, "Operator
// console: sellers, brands and user details").

type TPaged = { page: number; pageSize: number };

/** A page of seller rows with their counts: three grouped reads for the whole page. */
export async function sellerListItems(
  deps: TDeps,
  filter: TSellerListFilter,
  window: { limit: number; offset?: number; afterId?: string },
): Promise<TSellerListItem[]> {
  const rows = await listSellerRows(deps.db, filter, window);
  const ids = rows.map((row) => row.id);
  const [productCounts, brandCounts, unpaid] = [
    await productCountsOf(deps.db, ids),
    await brandCountsOf(deps.db, ids),
    await unpaidBillingCountsOf(deps.db, ids),
  ];
  return rows.map((row) => {
    const own = productCounts.filter((p) => p.sellerId === row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      marketplaces: own.map((p) => p.countryCode),
      products: own.reduce((total, p) => total + p.products, 0),
      brands: brandCounts.find((b) => b.sellerId === row.id)?.brands ?? 0,
      unpaidBillings: unpaid.find((b) => b.sellerId === row.id)?.unpaid ?? 0,
    };
  });
}

/** GET seller/list */
export async function listConsoleSellers(
  deps: TDeps,
  query: TSellerListFilter & TPaged,
): Promise<TSellerListPage> {
  const { page, pageSize, ...filter } = query;
  const [items, total] = [
    await sellerListItems(deps, filter, pageWindow({ page, pageSize })),
    await countSellerRows(deps.db, filter),
  ];
  return { items, total, page, pageSize };
}

/** GET seller/search: at most 20. */
export async function searchConsoleSellers(deps: TDeps, keyword: string): Promise<TSellerSearchResult> {
  return { items: await searchSellerRows(deps.db, keyword, 20) };
}

/** GET seller/searchAsin: the sellers of an ASIN (any marketplace), each with its products. */
export async function searchSellersByAsin(deps: TDeps, asin: string): Promise<TSellerAsinResult> {
  const rows = await productsOfAsin(deps.db, asin);
  const items: TSellerAsinResult['items'] = [];
  for (const row of rows) {
    let seller = items.find((item) => item.id === row.sellerId);
    if (!seller) {
      seller = {
        id: row.sellerId,
        name: row.sellerName,
        email: row.sellerEmail,
        status: row.sellerStatus,
        products: [],
      };
      items.push(seller);
    }
    seller.products.push({
      productId: row.productId,
      countryCode: row.countryCode,
      title: row.title,
      brandName: row.brandName,
      status: row.status,
    });
  }
  return { asin, items };
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** GET seller/details */
export async function getConsoleSellerDetails(deps: TDeps, sellerId: string): Promise<TSellerDetails> {
  const account = await findSellerAccount(deps.db, sellerId);
  if (!account) {
    throw notFound('Seller');
  }
  const identities = await identitiesOf(deps.db, sellerId);
  const brandCounts = await brandCountsOf(deps.db, [sellerId]);
  const productCounts = await productCountsOf(deps.db, [sellerId]);
  const totals = await billingTotalsOf(deps.db, sellerId, deps.now());
  const billing: TSellerDetails['billing'] = [];
  for (const row of totals) {
    let entry = billing.find((b) => b.currency === row.currency);
    if (!entry) {
      entry = {
        currency: row.currency,
        unpaidMinor: 0,
        overdueMinor: 0,
        processingMinor: 0,
        paidMinor: 0,
        unpaidCount: 0,
      };
      billing.push(entry);
    }
    if (row.status === 'unpaid') {
      entry.unpaidMinor += row.totalMinor;
      entry.unpaidCount += row.billings;
      if (row.overdue) {
        entry.overdueMinor += row.totalMinor;
      }
    } else if (row.status === 'processing') {
      entry.processingMinor += row.totalMinor;
    } else {
      entry.paidMinor += row.totalMinor;
    }
  }
  const commission = account.commission?.minBp != null ? account.commission : null;
  return {
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
      activatedAt: iso(account.activatedAt),
    },
    profile: account.profile ?? null,
    profileCompletedAt: iso(account.profileCompletedAt),
    settings: {
      noticeVersion: account.settings?.noticeVersion ?? null,
      noticeAgreedAt: iso(account.settings?.noticeAgreedAt),
      currentCountry: account.settings?.currentCountry ?? null,
      onboardingCompletedAt: iso(account.settings?.onboardingCompletedAt),
      commission: commission
        ? {
            minBp: commission.minBp,
            maxBp: commission.maxBp,
            stepBp: commission.stepBp,
            platformFeeBp: commission.platformFeeBp,
            custom: true,
          }
        : { ...defaultCommissionConfig, custom: false },
    },
    identities: identities.map((identity) => ({ ...identity, linkedAt: identity.linkedAt.toISOString() })),
    brands: brandCounts[0]?.brands ?? 0,
    products: productCounts.map((p) => ({ countryCode: p.countryCode, products: p.products })),
    billing,
  };
}

/**
 * Each marketplace's last 30 complete days: the day before today in its zone back 29 days, and
 * the instants from the first day's start to today's start (for the campaigns confirmed then).
 */
export function thirtyDayWindows(now: Date, countryCode?: string): TMarketplaceWindow[] {
  const codes = countryCode ? [countryCode] : [...countryCodes];
  return codes.map((code) => {
    const zone = marketplaceOf(code).timeZone;
    const today = dayInZone(now, zone);
    const startDate = addDays(today, -30);
    return {
      countryCode: code,
      startDate,
      endDate: addDays(today, -1),
      from: startOfDayInZone(startDate, zone),
      to: startOfDayInZone(today, zone),
    };
  });
}

export type TCampaignAggQueryParsed = {
  countryCode?: string;
  sellerId?: string;
  search?: string;
  sort: 'cost' | 'sales';
};

export function campaignAggFilter(deps: TDeps, query: TCampaignAggQueryParsed): TCampaignAggFilter {
  return {
    windows: thirtyDayWindows(deps.now(), query.countryCode),
    sellerId: query.sellerId,
    search: query.search,
    sort: query.sort,
  };
}

export function toCampaignAggRow(row: TCampaignAggRowRaw, windows: TMarketplaceWindow[]): TCampaignAggRow {
  const window = windows.find((w) => w.countryCode === row.country_code);
  return {
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sellerEmail: row.seller_email,
    countryCode: row.country_code,
    currency: marketplaceOf(row.country_code).currency,
    startDate: window?.startDate ?? '',
    endDate: window?.endDate ?? '',
    clicks: Number(row.clicks),
    orders: Number(row.orders),
    units: Number(row.units),
    salesMinor: Number(row.sales_minor),
    commissionMinor: Number(row.commission_minor),
    platformFeeMinor: Number(row.platform_fee_minor),
    costMinor: Number(row.cost_minor),
    campaigns: Number(row.campaigns),
    campaignsMinor: Number(row.campaigns_minor),
  };
}

/** GET seller/report/campaign-agg-30d */
export async function getCampaignAgg30d(
  deps: TDeps,
  query: TCampaignAggQueryParsed & TPaged,
): Promise<TCampaignAggPage> {
  const { page, pageSize, ...rest } = query;
  const filter = campaignAggFilter(deps, rest);
  const rows = await campaignAggRows(deps.db, filter, pageWindow({ page, pageSize }));
  const total = await countCampaignAggRows(deps.db, filter);
  return { items: rows.map((row) => toCampaignAggRow(row, filter.windows)), total, page, pageSize };
}

/** GET brand/search */
export async function searchConsoleBrands(
  deps: TDeps,
  query: { search: string } & TPaged,
): Promise<TBrandSearchPage> {
  const rows = await searchBrandRows(deps.db, query.search, pageWindow(query));
  const counts = await brandProductCountsOf(deps.db, rows);
  const total = await countBrandRows(deps.db, query.search);
  return {
    items: rows.map((row) => {
      const own = counts.filter((c) => c.brandId === row.id);
      return {
        ...row,
        brand: { amazonBrandName: row.name },
        marketplaces: own.map((c) => c.countryCode),
        products: own.reduce((sum, c) => sum + c.products, 0),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The audit log's view of an account an operator edits (no secrets). */
export const accountSnapshot = (deps: TDeps, id: string) => findAccountSnapshot(deps.db, id);

function emailTaken(): AppError {
  const message = 'Another account uses this e-mail';
  return new AppError(ErrorCode.conflict, message, { fields: [{ path: 'email', message }] });
}

/**
 * PUT {userType}/details/{id}: name, e-mail (unique among accounts) and status. Disabling ends
 * every session of the account at once; an account never activated stays pending when asked to be
 * active, disabled in between or not (it activates through its own link).
 */
export async function updateUserDetails(
  deps: TDeps,
  params: { userType: TEditableUserType; id: string },
  body: { name: string; email: string; status: 'active' | 'disabled' },
): Promise<TUserDetails> {
  return deps.db
    .transaction(async (tx) => {
      const account = await findAccountSnapshot(tx, params.id);
      if (!account || account.role !== params.userType) {
        throw notFound(
          params.userType === 'seller' ? 'Seller' : params.userType === 'publisher' ? 'Publisher' : 'Partner',
        );
      }
      if (await emailTakenByOther(tx, body.email, account.id)) {
        throw emailTaken();
      }
      // Never activated (its e-mail unconfirmed): 'active' keeps it pending, even after a disable.
      const status = body.status === 'active' && !account.activatedAt ? 'pending' : body.status;
      const updated = await updateAccountDetails(tx, account.id, {
        name: body.name,
        email: body.email,
        status,
      });
      if (!updated) {
        throw notFound('Account');
      }
      const sessionsEnded = status === 'disabled' ? await revokeUserSessions(tx, account.id, deps.now()) : 0;
      return { ...updated, userType: params.userType, sessionsEnded };
    })
    .catch((error: unknown) => {
      // Two edits racing to the same e-mail: the second meets the unique index.
      throw isUniqueViolation(error, 'users_email_key') ? emailTaken() : error;
    })
    .then(async (answer) => {
      // The guard's reads of this account (status, sessions) must not outlive the change.
      await deps.accessCache.forget();
      return answer;
    });
}
