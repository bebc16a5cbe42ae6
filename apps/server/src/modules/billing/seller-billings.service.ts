import {
  billingDisplayStatus,
  invoiceLabel,
  type TBillingDisplayStatus,
  type TPaymentPending,
  type TSellerBilling,
  type TSellerBillingDetail,
  type TSellerBillingPage,
} from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { majorUnits } from '../../platform/export';
import { pageWindow } from '../../platform/paging';
import {
  findSellerBilling,
  listBillingItems,
  listSellerBillingRows,
  paymentPendingRows,
  type TSellerBillingRow,
} from './seller-billings.repository';

// The seller's billings (spec 7.7) and the operator's view of one seller's (7.15 seller/billings).

export type TListFilter = {
  countryCode?: string;
  status?: TBillingDisplayStatus;
  monthFrom?: string;
  monthTo?: string;
};
type TPage = { page: number; pageSize: number };

export function toSellerBilling(row: TSellerBillingRow, now: Date): TSellerBilling {
  return {
    id: row.id,
    invoiceLabel: invoiceLabel('seller', row.invoiceNumber),
    countryCode: row.countryCode,
    currency: row.currency,
    month: row.month,
    billingDate: row.billingDate,
    closedAt: row.closedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    orders: row.orders,
    units: row.units,
    salesMinor: row.salesMinor,
    commissionMinor: row.commissionMinor,
    platformFeeMinor: row.platformFeeMinor,
    totalMinor: row.totalMinor,
    status: row.status,
    displayStatus: billingDisplayStatus(row.status, row.dueAt, now),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentId: row.paymentId,
  };
}

/** GET finance/seller/billings/list and the operator's GET seller/billings: newest month first. */
export async function listSellerBillings(
  deps: TDeps,
  sellerId: string,
  query: TListFilter & TPage,
): Promise<TSellerBillingPage> {
  const now = deps.now();
  const { page, pageSize, ...filter } = query;
  const { rows, total } = await listSellerBillingRows(
    deps.db,
    { ...filter, sellerId },
    pageWindow({ page, pageSize }),
    now,
  );
  return { items: rows.map((row) => toSellerBilling(row, now)), total, page, pageSize };
}

/** The seller's billing, 404 for an unknown one or another seller's. */
export async function sellerBillingOf(deps: TDeps, sellerId: string, billingId: string) {
  const row = await findSellerBilling(deps.db, sellerId, billingId);
  if (!row) {
    throw notFound('Billing');
  }
  return row;
}

/** GET finance/seller/billings/detail: the billing and a page of its items. */
export async function getSellerBillingDetail(
  deps: TDeps,
  sellerId: string,
  query: { billingId: string } & TPage,
): Promise<TSellerBillingDetail> {
  const row = await sellerBillingOf(deps, sellerId, query.billingId);
  const { rows, total } = await listBillingItems(deps.db, row.id, pageWindow(query));
  return {
    billing: toSellerBilling(row, deps.now()),
    items: { items: rows, total, page: query.page, pageSize: query.pageSize },
  };
}

/** GET finance/seller/billings/total/paymentPending. */
export async function getPaymentPending(deps: TDeps, sellerId: string): Promise<TPaymentPending> {
  const rows = await paymentPendingRows(deps.db, sellerId, deps.now());
  return { currencies: rows.map((row) => ({ ...row, totalPaymentPending: majorUnits(row.totalMinor) })) };
}
