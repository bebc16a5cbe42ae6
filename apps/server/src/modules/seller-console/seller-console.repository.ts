import { countryCodes } from '@atlas/shared';
import { and, asc, count, desc, eq, ilike, inArray, lte, or, type SQL, sql, sum } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { rowsAfter } from '../../db/keyset';
import {
  brands,
  commissionConfigs,
  marketplaceIdentities,
  productListCounts,
  products,
  sellerBillings,
  sellerSettings,
  users,
} from '../../db/schema';
import { containing } from '../../platform/like';

// The console's reads of sellers (spec 7.15). The lists read one page of users, then count that
// page's brands, products and unpaid billings in one grouped query each over indexed columns
// (brands by seller, product_list_counts by seller, seller_billings by seller): no per-row scan.

type TPage = { limit: number; offset: number };

export type TSellerListFilter = {
  search?: string;
  status?: 'pending' | 'active' | 'disabled';
  countryCode?: string;
  sort: 'newest' | 'name';
};

function sellerWhere(filter: TSellerListFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    eq(users.role, 'seller'),
    filter.status ? eq(users.status, filter.status) : undefined,
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
    filter.countryCode
      ? sql`exists (select 1 from ${productListCounts} where ${productListCounts.sellerId} = ${users.id}
            and ${productListCounts.countryCode} = ${filter.countryCode} and ${productListCounts.products} > 0)`
      : undefined,
  );
}

const sellerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/** Where a keyset page starts: after the seller `afterId`, in the list's order (exact values read back by id). */
function sellerAfter(filter: TSellerListFilter, afterId: string | undefined): SQL | undefined {
  if (!afterId) {
    return undefined;
  }
  const byName = filter.sort === 'name';
  const lead = byName
    ? { column: users.name, value: sql`(select name from users where id = ${afterId})` }
    : { column: users.createdAt, value: sql`(select created_at from users where id = ${afterId})` };
  return rowsAfter([
    { ...lead, desc: !byName },
    { column: users.id, desc: !byName, value: afterId },
  ]);
}

/** One page of sellers, newest first or by name: by position (the list) or after a seller (the export). */
export async function listSellerRows(
  db: TQueryable,
  filter: TSellerListFilter,
  page: { limit: number; offset?: number; afterId?: string },
) {
  const order =
    filter.sort === 'name' ? [asc(users.name), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
  return db
    .select(sellerColumns)
    .from(users)
    .where(and(sellerWhere(filter), sellerAfter(filter, page.afterId)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export async function countSellerRows(db: TQueryable, filter: TSellerListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(sellerWhere(filter));
  return row?.total ?? 0;
}

/** Top-level products per seller and marketplace, from the kept counts. */
export async function productCountsOf(db: TQueryable, sellerIds: string[]) {
  if (sellerIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      sellerId: productListCounts.sellerId,
      countryCode: productListCounts.countryCode,
      products: sum(productListCounts.products).mapWith(Number),
    })
    .from(productListCounts)
    .where(inArray(productListCounts.sellerId, sellerIds))
    .groupBy(productListCounts.sellerId, productListCounts.countryCode)
    .orderBy(productListCounts.countryCode);
  return rows.filter((row) => row.products > 0);
}

export async function brandCountsOf(db: TQueryable, sellerIds: string[]) {
  if (sellerIds.length === 0) {
    return [];
  }
  return db
    .select({ sellerId: brands.sellerId, brands: count() })
    .from(brands)
    .where(inArray(brands.sellerId, sellerIds))
    .groupBy(brands.sellerId);
}

export async function unpaidBillingCountsOf(db: TQueryable, sellerIds: string[]) {
  if (sellerIds.length === 0) {
    return [];
  }
  return db
    .select({ sellerId: sellerBillings.sellerId, unpaid: count() })
    .from(sellerBillings)
    .where(and(inArray(sellerBillings.sellerId, sellerIds), eq(sellerBillings.status, 'unpaid')))
    .groupBy(sellerBillings.sellerId);
}

/** The picker: the exact id first, then name or e-mail fragments by name. */
export async function searchSellerRows(db: TQueryable, keyword: string, limit: number) {
  const pattern = containing(keyword);
  return db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(
      and(
        eq(users.role, 'seller'),
        or(eq(users.id, keyword), ilike(users.name, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(sql`${users.id} = ${keyword} desc`, asc(users.name), asc(users.id))
    .limit(limit);
}

/**
 * The products of an ASIN in every marketplace, whoever sells them: read through the
 * (country_code, asin) index, one probe per marketplace.
 */
export async function productsOfAsin(db: TQueryable, asin: string) {
  return db
    .select({
      sellerId: users.id,
      sellerName: users.name,
      sellerEmail: users.email,
      sellerStatus: users.status,
      productId: products.id,
      countryCode: products.countryCode,
      title: products.title,
      brandName: brands.marketplaceBrandName,
      status: products.status,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.countryCode, [...countryCodes]), eq(products.asin, asin)))
    .orderBy(asc(users.name), asc(users.id), asc(products.countryCode))
    .limit(500);
}

export async function findSellerAccount(db: TQueryable, sellerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      activatedAt: users.activatedAt,
      profile: users.profile,
      profileCompletedAt: users.profileCompletedAt,
      settings: {
        noticeVersion: sellerSettings.noticeVersion,
        noticeAgreedAt: sellerSettings.noticeAgreedAt,
        currentCountry: sellerSettings.currentCountry,
        onboardingCompletedAt: sellerSettings.onboardingCompletedAt,
      },
      commission: {
        minBp: commissionConfigs.minBp,
        maxBp: commissionConfigs.maxBp,
        stepBp: commissionConfigs.stepBp,
        platformFeeBp: commissionConfigs.platformFeeBp,
      },
    })
    .from(users)
    .leftJoin(sellerSettings, eq(sellerSettings.userId, users.id))
    .leftJoin(commissionConfigs, eq(commissionConfigs.sellerId, users.id))
    .where(and(eq(users.id, sellerId), eq(users.role, 'seller')))
    .limit(1);
  return row ?? null;
}

export async function identitiesOf(db: TQueryable, userId: string) {
  return db
    .select({
      marketplace: marketplaceIdentities.marketplace,
      provider: marketplaceIdentities.provider,
      sellingPartnerId: marketplaceIdentities.sellingPartnerId,
      name: marketplaceIdentities.name,
      email: marketplaceIdentities.email,
      linkedAt: marketplaceIdentities.linkedAt,
    })
    .from(marketplaceIdentities)
    .where(eq(marketplaceIdentities.userId, userId))
    .orderBy(asc(marketplaceIdentities.marketplace));
}

/** A seller's billings summed per currency and state; overdue is unpaid past its due instant. */
export async function billingTotalsOf(db: TQueryable, sellerId: string, now: Date) {
  const overdue = and(eq(sellerBillings.status, 'unpaid'), lte(sellerBillings.dueAt, now));
  return db
    .select({
      currency: sellerBillings.currency,
      status: sellerBillings.status,
      overdue: sql<boolean>`coalesce(${overdue}, false)`.as('overdue'),
      billings: count(),
      totalMinor: sum(sellerBillings.totalMinor).mapWith(Number),
    })
    .from(sellerBillings)
    .where(eq(sellerBillings.sellerId, sellerId))
    .groupBy(sellerBillings.currency, sellerBillings.status, sql`3`)
    .orderBy(asc(sellerBillings.currency));
}

// ---- The 30-day report

/** A marketplace's window: its days (inclusive) and the instants they span. */
export type TMarketplaceWindow = {
  countryCode: string;
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
};

export type TCampaignAggFilter = {
  windows: TMarketplaceWindow[];
  sellerId?: string;
  search?: string;
  sort: 'cost' | 'sales';
};

export type TCampaignAggRowRaw = {
  seller_id: string;
  seller_name: string;
  seller_email: string;
  country_code: string;
  clicks: string | number;
  orders: string | number;
  units: string | number;
  sales_minor: string | number;
  commission_minor: string | number;
  platform_fee_minor: string | number;
  cost_minor: string | number;
  campaigns: string | number;
  campaigns_minor: string | number;
};

function campaignAggFrom(filter: TCampaignAggFilter): SQL {
  const dayWindows = sql.join(
    filter.windows.map(
      (w) => sql`(r.country_code = ${w.countryCode} and r.day between ${w.startDate} and ${w.endDate})`,
    ),
    sql` or `,
  );
  const instantWindows = sql.join(
    filter.windows.map(
      (w) =>
        sql`(c.country_code = ${w.countryCode} and c.confirmed_at >= ${w.from.toISOString()} and c.confirmed_at < ${w.to.toISOString()})`,
    ),
    sql` or `,
  );
  const ownReport = filter.sellerId ? sql` and r.owner_id = ${filter.sellerId}` : sql``;
  const ownCampaigns = filter.sellerId ? sql` and c.seller_id = ${filter.sellerId}` : sql``;
  const search = filter.search ? containing(filter.search) : undefined;
  const searchWhere = search ? sql` and (u.name ilike ${search} or u.email ilike ${search})` : sql``;
  return sql`
    with report as (
      select r.owner_id as seller_id, r.country_code, sum(r.clicks) as clicks, sum(r.orders) as orders,
        sum(r.units) as units, sum(r.sales_minor) as sales_minor, sum(r.commission_minor) as commission_minor,
        sum(r.platform_fee_minor) as platform_fee_minor, sum(r.cost_minor) as cost_minor
      from report_owner_days r
      where r.side = 'seller' and (${dayWindows})${ownReport}
      group by r.owner_id, r.country_code
    ), confirmed as (
      select c.seller_id, c.country_code, count(*) as campaigns, sum(c.price_minor) as campaigns_minor
      from campaigns c
      where c.status = 'confirmed' and (${instantWindows})${ownCampaigns}
      group by c.seller_id, c.country_code
    ), rows as (
      select coalesce(report.seller_id, confirmed.seller_id) as seller_id,
        coalesce(report.country_code, confirmed.country_code) as country_code,
        coalesce(report.clicks, 0) as clicks, coalesce(report.orders, 0) as orders,
        coalesce(report.units, 0) as units, coalesce(report.sales_minor, 0) as sales_minor,
        coalesce(report.commission_minor, 0) as commission_minor,
        coalesce(report.platform_fee_minor, 0) as platform_fee_minor,
        coalesce(report.cost_minor, 0) as cost_minor,
        coalesce(confirmed.campaigns, 0) as campaigns, coalesce(confirmed.campaigns_minor, 0) as campaigns_minor
      from report full outer join confirmed
        on confirmed.seller_id = report.seller_id and confirmed.country_code = report.country_code
    )
    select rows.*, u.name as seller_name, u.email as seller_email
    from rows join users u on u.id = rows.seller_id and u.role = 'seller'
    where true${searchWhere}`;
}

/** One page of the 30-day report, biggest cost (or sales) first. */
export async function campaignAggRows(db: TQueryable, filter: TCampaignAggFilter, page: TPage) {
  if (filter.windows.length === 0) {
    return [];
  }
  const order = filter.sort === 'sales' ? sql`sales_minor desc` : sql`cost_minor desc`;
  const { rows } = await db.execute<TCampaignAggRowRaw>(
    sql`select * from (${campaignAggFrom(filter)}) agg
      order by ${order}, seller_name asc, seller_id asc, country_code asc
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows;
}

export async function countCampaignAggRows(db: TQueryable, filter: TCampaignAggFilter): Promise<number> {
  if (filter.windows.length === 0) {
    return 0;
  }
  const { rows } = await db.execute<{ total: string | number }>(
    sql`select count(*) as total from (${campaignAggFrom(filter)}) agg`,
  );
  return Number(rows[0]?.total ?? 0);
}

// ---- Brands

function brandWhere(search: string): SQL | undefined {
  return ilike(brands.marketplaceBrandName, containing(search));
}

/** Brands of every seller by name fragment, names starting with it first, then A to Z. */
export async function searchBrandRows(db: TQueryable, search: string, page: TPage) {
  const prefix = `${search.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select({
      id: brands.id,
      name: brands.marketplaceBrandName,
      status: brands.status,
      sellerId: users.id,
      sellerName: users.name,
    })
    .from(brands)
    .innerJoin(users, eq(users.id, brands.sellerId))
    .where(brandWhere(search))
    .orderBy(
      sql`${brands.marketplaceBrandName} ilike ${prefix} desc`,
      asc(brands.marketplaceBrandName),
      asc(brands.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBrandRows(db: TQueryable, search: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(brands).where(brandWhere(search));
  return row?.total ?? 0;
}

/** Top-level products per brand and marketplace of a page of brands, from the kept counts. */
export async function brandProductCountsOf(db: TQueryable, page: { sellerId: string; id: string }[]) {
  if (page.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      brandId: productListCounts.brandId,
      countryCode: productListCounts.countryCode,
      products: sum(productListCounts.products).mapWith(Number),
    })
    .from(productListCounts)
    .where(
      and(
        inArray(productListCounts.sellerId, [...new Set(page.map((b) => b.sellerId))]),
        inArray(
          productListCounts.brandId,
          page.map((b) => b.id),
        ),
      ),
    )
    .groupBy(productListCounts.brandId, productListCounts.countryCode)
    .orderBy(productListCounts.countryCode);
  return rows.filter((row) => row.products > 0);
}

// ---- An account's details

/** The audit log's view of an account: no password hash, no profile. */
export async function findAccountSnapshot(db: TQueryable, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      status: users.status,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function emailTakenByOther(db: TQueryable, email: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`${users.id} <> ${id}`))
    .limit(1);
  return !!row;
}

export async function updateAccountDetails(
  db: TQueryable,
  id: string,
  values: { name: string; email: string; status: 'pending' | 'active' | 'disabled' },
) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning({ id: users.id, name: users.name, email: users.email, status: users.status });
  return row ?? null;
}
