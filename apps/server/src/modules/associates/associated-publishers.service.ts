import type {
  TAssociateBrandRatePage,
  TAssociateCommissionDetail,
  TAssociateCommissionPage,
  TAssociatedBrandPublisherPage,
  TAssociatedPublisherPage,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import {
  findAssociatePublishers,
  findBrandRates,
  findRateHistory,
  findRatesForPublisher,
  findSellerBrands,
  listBrandRates,
  listRates,
  type TRate,
} from './associate-commissions.repository';
import { toCommission } from './associate-commissions.service';
import {
  listAssociatedPublishers as listRelated,
  listSellerBrands,
} from './associated-publishers.repository';
import { toRateChange } from './rate-change';

// The seller's "Associated publishers" (spec 7.5): who earns associate commissions on its
// brands, the rates per brand and per publisher, and each rate's history. Another seller's
// brand, or a publisher without an associates tag, is 404.

type TPage = { page: number; pageSize: number };

const tagsOf = (tags: Record<string, string> | null) => tags ?? {};

/** The rate that applies: the publisher's own on the brand, else the brand's. */
function applying(rates: TRate[], brandId: string, publisherId: string) {
  const own = rates.find((r) => r.brandId === brandId && r.publisherId === publisherId);
  const brand = rates.find((r) => r.brandId === brandId && r.publisherId === null);
  const rate = own ?? brand;
  return {
    commissionBp: rate?.commissionBp ?? null,
    appliesAs: rate ? (own ? 'publisher' : 'brand') : null,
  } as const;
}

async function myBrand(deps: TDeps, actor: TUserActor, brandId: string) {
  const [brand] = await findSellerBrands(deps.db, actor.userId, [brandId]);
  if (!brand) {
    throw notFound('Brand');
  }
  return brand;
}

async function associatePublisher(deps: TDeps, publisherId: string) {
  const [publisher] = await findAssociatePublishers(deps.db, [publisherId]);
  if (!publisher) {
    throw notFound('Associate publisher');
  }
  return publisher;
}

/** GET seller/associate/publisher: the highest associate commission first. */
export async function listAssociatedPublishers(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { search?: string; brandId?: string },
): Promise<TAssociatedPublisherPage> {
  if (query.brandId) {
    await myBrand(deps, actor, query.brandId);
  }
  const { items, total } = await listRelated(
    deps.db,
    { sellerId: actor.userId, brandId: query.brandId, search: query.search },
    pageWindow(query),
  );
  return {
    items: items.map(({ trackingTags, ...row }) => ({ ...row, associateTags: tagsOf(trackingTags) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET seller/associate/publisher/byBrandId: one brand's publishers, each with its rate. */
export async function listAssociatedPublishersByBrand(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { brandId: string; search?: string },
): Promise<TAssociatedBrandPublisherPage> {
  const brand = await myBrand(deps, actor, query.brandId);
  const [{ items, total }, rates] = await Promise.all([
    listRelated(
      deps.db,
      { sellerId: actor.userId, brandId: brand.id, search: query.search },
      pageWindow(query),
    ),
    findBrandRates(deps.db, actor.userId, brand.id),
  ]);
  return {
    items: items.map((p) => ({
      publisherId: p.publisherId,
      name: p.name,
      associateTags: tagsOf(p.trackingTags),
      brandId: brand.id,
      brandName: brand.name,
      ...applying(rates, brand.id, p.publisherId),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET seller/associate/publisher/byPublisherId: my brands as they apply to one publisher. */
export async function listAssociatedBrandsByPublisher(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { publisherId: string; search?: string },
): Promise<TAssociatedBrandPublisherPage> {
  const publisher = await associatePublisher(deps, query.publisherId);
  const { items, total } = await listSellerBrands(deps.db, actor.userId, query.search, pageWindow(query));
  const rates = await findRatesForPublisher(
    deps.db,
    publisher.id,
    items.map((b) => b.id),
  );
  return {
    items: items.map((b) => ({
      publisherId: publisher.id,
      name: publisher.name,
      associateTags: tagsOf(publisher.trackingTags),
      brandId: b.id,
      brandName: b.name,
      ...applying(rates, b.id, publisher.id),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET seller/associate/publisher/commission: my rates, brand name order, the brand's first. */
export async function listAssociateCommissions(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { brandId?: string; publisherId?: string },
): Promise<TAssociateCommissionPage> {
  const { items, total } = await listRates(
    deps.db,
    { sellerId: actor.userId, brandId: query.brandId, publisherId: query.publisherId },
    pageWindow(query),
  );
  return { items: items.map(toCommission), total, page: query.page, pageSize: query.pageSize };
}

/** GET seller/associate/publisher/brandId: my brands with their brand-wide rate. */
export async function listAssociateBrandRates(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { search?: string },
): Promise<TAssociateBrandRatePage> {
  const { items, total } = await listBrandRates(deps.db, actor.userId, query.search, pageWindow(query));
  return {
    items: items.map((b) => ({
      ...b,
      commissionBp: b.commissionBp === null ? null : Number(b.commissionBp),
      updatedAt: b.updatedAt ? new Date(b.updatedAt).toISOString() : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET seller/associate/publisher/commission/detail: one rate now and every change of it. */
export async function getAssociateCommissionDetail(
  deps: TDeps,
  actor: TUserActor,
  query: { brandId: string; publisherId?: string },
): Promise<TAssociateCommissionDetail> {
  const brand = await myBrand(deps, actor, query.brandId);
  const publisher = query.publisherId ? await associatePublisher(deps, query.publisherId) : null;
  const [rates, history] = await Promise.all([
    findBrandRates(deps.db, actor.userId, brand.id),
    findRateHistory(deps.db, {
      sellerId: actor.userId,
      brandId: brand.id,
      publisherId: publisher?.id ?? null,
    }),
  ]);
  const rate = rates.find((r) => r.publisherId === (publisher?.id ?? null));
  return {
    brandId: brand.id,
    brandName: brand.name,
    publisherId: publisher?.id ?? null,
    publisherName: publisher?.name ?? null,
    commissionBp: rate?.commissionBp ?? null,
    history: history.map((h) => ({
      ...toRateChange(h),
      changedBy: h.changedByName ?? 'Deleted account',
    })),
  };
}
