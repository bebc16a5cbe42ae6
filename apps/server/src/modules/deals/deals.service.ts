import {
  dealCsvColumns,
  dealTemplateFileName,
  ErrorCode,
  type TDeal,
  type TDealPage,
  type TDealState,
  type TFieldError,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { toCsv } from '../../platform/export';
import { newId } from '../../platform/ids';
import { pageWindow } from '../../platform/paging';
import { findCommissionConfig } from '../commissions/commissions.repository';
import {
  dealDays,
  dealProblems,
  dealState,
  dealTimes,
  overlapMessage,
  type TDealInput,
  toDeal,
} from './deal-rules';
import {
  countDeals,
  deleteDeal as deleteDealRow,
  findDeal,
  findDealsOfProducts,
  findDealWithProduct,
  insertDeals,
  listDeals as listDealRows,
  lockDealProducts,
  overlapping,
  type TDealProduct,
  type TDealRow,
  updateDeal,
} from './deals.repository';

/** The rules' problems (at least one): the message names the first. */
const invalid = (fields: TFieldError[]) =>
  new AppError(ErrorCode.validation, (fields[0] as TFieldError).message, { fields });

/** What a deal that has started may still change: only its end (to stop it early or run longer). */
function checkStartedDeal(existing: TDealRow, input: TDealInput, product: TDealProduct, now: Date): void {
  const state = dealState(existing, now);
  if (state === 'ended') {
    throw new AppError(
      ErrorCode.conflict,
      'This deal has ended and is kept as it was: create a new deal instead',
    );
  }
  const days = dealDays(existing, product.countryCode);
  const same =
    input.productId === existing.productId &&
    (input.dealPriceMinor ?? null) === existing.dealPriceMinor &&
    (input.discountBp ?? null) === existing.discountBp &&
    (input.extraCommissionBp ?? null) === existing.extraCommissionBp &&
    input.startDate === days.startDate;
  if (!same) {
    throw new AppError(ErrorCode.conflict, 'This deal is running: only its end date can change');
  }
}

/**
 * Creates a deal (no id) or edits one (id): the product must be the seller's, the rules hold,
 * and no other deal of the product overlaps. The product row is locked meanwhile, so two
 * overlapping deals sent at once (a double click) end as one deal and one 409.
 */
export async function saveDeal(
  deps: TDeps,
  actor: TUserActor,
  input: TDealInput & { id?: string },
): Promise<TDeal> {
  return deps.db.transaction(async (tx: TTx) => {
    const now = deps.now();
    const existing = input.id ? await findDeal(tx, actor.userId, input.id) : undefined;
    if (input.id && !existing) {
      throw notFound('Deal');
    }
    const [product] = await lockDealProducts(tx, actor.userId, [input.productId]);
    if (!product) {
      throw new AppError(ErrorCode.notFound, 'Product not found', {
        fields: [{ path: 'productId', message: 'Product not found' }],
      });
    }
    const started = existing !== undefined && dealState(existing, now) !== 'upcoming';
    if (existing && started) {
      checkStartedDeal(existing, input, product, now);
    }
    const bounds = await findCommissionConfig(tx, actor.userId);
    const problems = dealProblems(input, product, bounds, now, { startMayBePast: started });
    if (problems.length > 0) {
      throw invalid(problems);
    }
    const times = dealTimes(input, product.countryCode);
    const clash = overlapping(
      await findDealsOfProducts(tx, [product.id]),
      times.startsAt,
      times.endsAt,
      existing?.id,
    );
    if (clash) {
      const message = overlapMessage(clash, product.countryCode);
      throw new AppError(ErrorCode.conflict, message, { fields: [{ path: 'startDate', message }] });
    }
    const values = {
      productId: product.id,
      dealPriceMinor: input.dealPriceMinor ?? null,
      discountBp: input.discountBp ?? null,
      extraCommissionBp: input.extraCommissionBp ?? null,
      ...times,
      updatedAt: now,
    };
    const id = existing?.id ?? newId('del');
    if (existing) {
      await updateDeal(tx, actor.userId, id, values);
    } else {
      await insertDeals(tx, [{ id, sellerId: actor.userId, createdAt: now, ...values }]);
    }
    const saved = await findDealWithProduct(tx, actor.userId, id);
    return toDeal(saved?.deal as TDealRow, product, now);
  });
}

/** DELETE seller/product/deal/{id}: an upcoming deal only; one that started paid commissions. */
export async function deleteDeal(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const deal = await findDeal(deps.db, actor.userId, id);
  if (!deal) {
    throw notFound('Deal');
  }
  const state = dealState(deal, deps.now());
  if (state === 'running') {
    throw new AppError(ErrorCode.conflict, 'This deal is running: set its end date to today to stop it');
  }
  if (state === 'ended') {
    throw new AppError(ErrorCode.conflict, 'This deal has ended and is kept for the commissions it paid');
  }
  await deleteDealRow(deps.db, actor.userId, id);
  return { id, deleted: true };
}

/** GET seller/product/deal: the Deals page's list, filtered and paged. */
export async function listDeals(
  deps: TDeps,
  actor: TUserActor,
  input: { countryCode?: string; state?: TDealState; search?: string; page: number; pageSize: number },
): Promise<TDealPage> {
  const now = deps.now();
  const filter = {
    sellerId: actor.userId,
    countryCode: input.countryCode,
    state: input.state,
    search: input.search,
    now,
  };
  const [rows, total] = await Promise.all([
    listDealRows(deps.db, filter, pageWindow(input)),
    countDeals(deps.db, filter),
  ]);
  return {
    items: rows.map((r) => toDeal(r.deal, r.product, now)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** EXPORT seller/product/deal/template/download: the columns the deal upload reads. */
export async function dealTemplate(
  _deps: TDeps,
  _actor: TUserActor,
): Promise<{ fileName: string; csv: string }> {
  return {
    fileName: dealTemplateFileName,
    csv: toCsv(
      dealCsvColumns.map((header) => ({ header, value: () => '' })),
      [],
    ),
  };
}
