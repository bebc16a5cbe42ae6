import {
  formatBasisPoints,
  type TCommissionConfig,
  type TCommissionHistoryEntry,
  type TCommissionHistoryPage,
  type TSetCommissionRequest,
  type TSetProductStatusRequest,
  type TSetProductsResponse,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { type TCsvColumn, toCsv } from '../../platform/export';
import { pageWindow } from '../../platform/paging';
import {
  countHistory,
  findCommissionConfig,
  listHistory,
  sellerOwnsProduct,
  type THistoryFilter,
  type THistoryRow,
} from './commissions.repository';
import { changeSelection } from './product-changes';

/** GET commission/config: bounds, step and platform fee the seller works with. */
export async function getCommissionConfig(deps: TDeps, actor: TUserActor): Promise<TCommissionConfig> {
  // Read on every screen of the catalogue, changed only by the operator (whose change must
  // forget the access cache); writes check their bounds against the row itself, in their
  // transaction.
  return deps.accessCache.remember(`commission-config:${actor.userId}`, () =>
    findCommissionConfig(deps.db, actor.userId),
  );
}

const sourceOf = (ids: string[]) => (ids.length === 1 ? 'single' : 'batch');

/** POST seller/product/commission: one rate for the selection. */
export async function setCommission(
  deps: TDeps,
  actor: TUserActor,
  input: TSetCommissionRequest,
): Promise<TSetProductsResponse> {
  return changeSelection(deps, actor, input.ids, { commissionBp: input.commissionBp }, sourceOf(input.ids));
}

/** POST seller/product/active and …/inactive. */
export async function setProductStatus(
  deps: TDeps,
  actor: TUserActor,
  input: TSetProductStatusRequest,
  status: 'active' | 'inactive',
): Promise<TSetProductsResponse> {
  return changeSelection(deps, actor, input.ids, { status }, sourceOf(input.ids));
}

type THistoryInput = { id?: string; countryCode?: string };

async function historyFilter(deps: TDeps, actor: TUserActor, input: THistoryInput): Promise<THistoryFilter> {
  if (input.id && !(await sellerOwnsProduct(deps.db, actor.userId, input.id))) {
    throw notFound('Product');
  }
  return { sellerId: actor.userId, productId: input.id, countryCode: input.countryCode };
}

function toEntry(row: THistoryRow): TCommissionHistoryEntry {
  return {
    id: row.id,
    productId: row.productId,
    asin: row.asin,
    countryCode: row.countryCode,
    title: row.title,
    oldCommissionBp: row.oldCommissionBp,
    newCommissionBp: row.newCommissionBp,
    oldStatus: row.oldStatus,
    newStatus: row.newStatus,
    source: row.source,
    changedBy: { id: row.changedById, name: row.changedByName ?? 'Deleted account' },
    delegate: row.delegateId ? { id: row.delegateId, name: row.delegateName ?? 'Deleted account' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET seller/product/commissionHistory: every change, or one product's with `?id=`, paged. */
export async function listCommissionHistory(
  deps: TDeps,
  actor: TUserActor,
  input: THistoryInput & { page: number; pageSize: number },
): Promise<TCommissionHistoryPage> {
  const filter = await historyFilter(deps, actor, input);
  const [rows, total] = await Promise.all([
    listHistory(deps.db, filter, pageWindow(input)),
    countHistory(deps.db, filter),
  ]);
  return { items: rows.map(toEntry), total, page: input.page, pageSize: input.pageSize };
}

const percent = (bp: number | null) => (bp === null ? '' : formatBasisPoints(bp));

const historyColumns: TCsvColumn<THistoryRow>[] = [
  { header: 'Changed at (UTC)', value: (r) => r.createdAt.toISOString() },
  { header: 'ASIN', value: (r) => r.asin },
  { header: 'Country', value: (r) => r.countryCode },
  { header: 'Title', value: (r) => r.title },
  { header: 'Old commission (%)', value: (r) => percent(r.oldCommissionBp) },
  { header: 'New commission (%)', value: (r) => percent(r.newCommissionBp) },
  { header: 'Old status', value: (r) => r.oldStatus },
  { header: 'New status', value: (r) => r.newStatus },
  { header: 'How', value: (r) => r.source },
  { header: 'Changed by', value: (r) => r.changedByName },
  { header: 'Delegate', value: (r) => r.delegateName },
];

/** Every export reads at most this many rows; the file says so when it is cut. */
const exportLimit = 200_000;

/** EXPORT seller/product/exportCommissionHistory: the same filters as the list, as CSV. */
export async function exportCommissionHistory(
  deps: TDeps,
  actor: TUserActor,
  input: THistoryInput,
): Promise<{ fileName: string; csv: string }> {
  const filter = await historyFilter(deps, actor, input);
  // Stryker disable next-line ObjectLiteral: only a history longer than exportLimit rows could tell
  const rows = await listHistory(deps.db, filter, { limit: exportLimit, offset: 0 });
  const day = deps.now().toISOString().slice(0, 10);
  const scope = rows[0] && input.id ? `_${rows[0].asin}` : input.countryCode ? `_${input.countryCode}` : '';
  return { fileName: `commission_history${scope}_${day}.csv`, csv: toCsv(historyColumns, rows) };
}
