import type { Readable } from 'node:stream';
import { invoiceLabel } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { csvPages, majorUnits, type TCsvColumn } from '../../platform/export';
import {
  allSellerItemsPage,
  listBillingItems,
  listSellerBillingRows,
  type TSellerBillingFilter,
} from './seller-billings.repository';
import { sellerBillingOf, type TListFilter, toSellerBilling } from './seller-billings.service';

// The billing exports: a billing's items and the billings list (the seller's), every seller's
// items (the operator's), streamed as formula-safe CSV.

type TFile = { fileName: string; stream: Readable };
type TItem = Awaited<ReturnType<typeof listBillingItems>>['rows'][number];

const itemMoneyColumns = <Row extends TItem>(currency: (row: Row) => string): TCsvColumn<Row>[] => [
  { header: 'Item month', value: (r) => r.month.slice(0, 7) },
  { header: 'ASIN', value: (r) => r.asin },
  { header: 'Product', value: (r) => r.productTitle ?? '' },
  { header: 'Brand', value: (r) => r.brandName },
  { header: 'Publisher', value: (r) => r.publisherName },
  { header: 'Orders', value: (r) => r.orders },
  { header: 'Units', value: (r) => r.units },
  { header: 'Currency', value: currency },
  { header: 'Sales', value: (r) => majorUnits(r.salesMinor) },
  { header: 'Commission', value: (r) => majorUnits(r.commissionMinor) },
  { header: 'Platform fee', value: (r) => majorUnits(r.platformFeeMinor) },
  { header: 'Total', value: (r) => majorUnits(r.totalMinor) },
];

/** EXPORT finance/seller/billings/detail/export: the billing's items. */
export async function exportSellerBillingDetail(
  deps: TDeps,
  sellerId: string,
  billingId: string,
): Promise<TFile> {
  const billing = await sellerBillingOf(deps, sellerId, billingId);
  const label = invoiceLabel('seller', billing.invoiceNumber);
  const stream = await csvPages(
    itemMoneyColumns<TItem>(() => billing.currency),
    async (last, limit) => (await listBillingItems(deps.db, billing.id, { limit, after: last })).rows,
  );
  return { fileName: `AffiliateAtlas_Billing_${label}_items.csv`, stream };
}

/** EXPORT finance/seller/billings/report/export: the billings under the list's filters. */
export async function exportSellerBillingReport(
  deps: TDeps,
  sellerId: string,
  filter: TListFilter,
): Promise<TFile> {
  const now = deps.now();
  type TRow = ReturnType<typeof toSellerBilling>;
  const columns: TCsvColumn<TRow>[] = [
    { header: 'Invoice', value: (r) => r.invoiceLabel },
    { header: 'Marketplace', value: (r) => r.countryCode },
    { header: 'Month', value: (r) => r.month.slice(0, 7) },
    { header: 'Billing date', value: (r) => r.billingDate },
    { header: 'Due', value: (r) => r.dueAt.slice(0, 10) },
    { header: 'Status', value: (r) => r.displayStatus },
    { header: 'Currency', value: (r) => r.currency },
    { header: 'Commission', value: (r) => majorUnits(r.commissionMinor) },
    { header: 'Platform fee', value: (r) => majorUnits(r.platformFeeMinor) },
    { header: 'Total', value: (r) => majorUnits(r.totalMinor) },
    { header: 'Paid at', value: (r) => r.paidAt ?? '' },
  ];
  const stream = await csvPages(columns, async (last, limit) => {
    const after = last && { month: last.month, countryCode: last.countryCode, id: last.id };
    const { rows } = await listSellerBillingRows(deps.db, { ...filter, sellerId }, { limit, after }, now);
    return rows.map((row) => toSellerBilling(row, now));
  });
  return { fileName: `AffiliateAtlas_Billings_${now.toISOString().slice(0, 10)}.csv`, stream };
}

/** EXPORT finance/seller/billings/details/all-items/export (operator): every seller's items. */
export async function exportAllSellerBillingItems(deps: TDeps, filter: TSellerBillingFilter): Promise<TFile> {
  const now = deps.now();
  type TLast = Parameters<typeof allSellerItemsPage>[3]['after'];
  const read = (last: TLast, limit: number) =>
    allSellerItemsPage(deps.db, filter, now, { limit, after: last });
  type TRow = Awaited<ReturnType<typeof read>>[number];
  const columns: TCsvColumn<TRow>[] = [
    { header: 'Invoice', value: (r) => invoiceLabel('seller', r.invoiceNumber) },
    { header: 'Seller id', value: (r) => r.sellerId },
    { header: 'Marketplace', value: (r) => r.countryCode },
    { header: 'Billing month', value: (r) => r.billingMonth.slice(0, 7) },
    { header: 'Billing status', value: (r) => r.status },
    ...itemMoneyColumns<TRow>((r) => r.currency),
  ];
  return {
    fileName: `AffiliateAtlas_Seller_billing_items_${now.toISOString().slice(0, 10)}.csv`,
    stream: await csvPages(columns, read),
  };
}
