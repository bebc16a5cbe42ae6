import {
  commissionCsvColumns,
  marketplaceProductUrl,
  type ZProductExportQuerySchema,
  type ZProductTemplateQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { type TCsvColumn, toCsv } from '../../platform/export';
import { decimal, percent, type TCsvFile } from './csv-values';
import {
  findExportProductRows,
  findTemplateRows,
  type TProductRowData,
  type TTemplateRow,
} from './products.repository';
import { ownProduct, sellerScope } from './products.service';
import { variationsCsv } from './variation-export';

const day = (date: Date) => date.toISOString().slice(0, 10);

const exportColumns: TCsvColumn<TProductRowData>[] = [
  { header: 'ASIN', value: (r) => r.asin },
  { header: 'Country', value: (r) => r.countryCode },
  { header: 'Title', value: (r) => r.title },
  { header: 'Brand', value: (r) => r.brandName },
  { header: 'Category', value: (r) => r.category },
  { header: 'Price', value: (r) => decimal(r.priceMinor) },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Availability', value: (r) => r.availability.replace('_', ' ') },
  { header: 'Status', value: (r) => r.status },
  { header: 'Commission (%)', value: (r) => percent(r.commissionBp) },
  { header: 'Variations', value: (r) => r.variationCount },
  { header: 'Marketplace URL', value: (r) => marketplaceProductUrl(r.countryCode, r.asin) },
  { header: 'Last imported', value: (r) => r.importedAt.toISOString() },
];

/** EXPORT seller/product/export: the list's filters (or the selection), every matching row. */
export async function exportProducts(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZProductExportQuerySchema>,
): Promise<TCsvFile> {
  const scope = await sellerScope(deps, actor, query.countryCode);
  const rows = await findExportProductRows(deps.db, {
    ...scope,
    search: query.search,
    brandId: query.brandId,
    status: query.status,
    commission: query.commission,
    ids: query.ids,
  });
  return {
    fileName: `products-${scope.countryCode}-${day(deps.now())}.csv`,
    body: toCsv(exportColumns, rows),
  };
}

const [asinHeader, countryHeader, commissionHeader, statusHeader] = commissionCsvColumns;
const templateColumns: TCsvColumn<TTemplateRow>[] = [
  { header: asinHeader, value: (r) => r.asin },
  { header: countryHeader, value: (r) => r.countryCode },
  { header: commissionHeader, value: (r) => percent(r.commissionBp) },
  { header: statusHeader, value: (r) => r.status },
];

/**
 * EXPORT seller/product/downloadProductTemplate: the commission/status CSV of DOMAIN.md,
 * filled with the marketplace's products and their current values, so a seller edits what is
 * there and uploads it back (preCommissionCsv). An empty catalogue gives the header alone.
 */
export async function productTemplate(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZProductTemplateQuerySchema>,
): Promise<TCsvFile> {
  const scope = await sellerScope(deps, actor, query.countryCode);
  const rows = await findTemplateRows(deps.db, { ...scope, brandId: query.brandId });
  return {
    fileName: `Product_commission_template_${scope.countryCode}.csv`,
    body: toCsv(templateColumns, rows),
  };
}

/** EXPORT seller/product/{id}/variations/export: the seller's own product's variations. */
export async function exportProductVariations(deps: TDeps, actor: TUserActor, id: string): Promise<TCsvFile> {
  const parent = await ownProduct(deps, actor, id);
  return variationsCsv(deps.db, parent);
}
