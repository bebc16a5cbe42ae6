import {
  catalogueExportLimit,
  categoryNameOf,
  type TCatalogueProduct,
  type ZCatalogueExportRequestSchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { type TCsvColumn, toCsv } from '../../platform/export';
import { decimal, percent, type TCsvFile } from '../catalog/csv-values';
import { variationsCsv } from '../catalog/variation-export';
import { findEntries } from './catalogue.repository';
import { catalogueProductOf, withDealsAndVariations } from './catalogue.service';

const day = (iso: string) => iso.slice(0, 10);

const columns: TCsvColumn<TCatalogueProduct>[] = [
  { header: 'ASIN', value: (p) => p.asin },
  { header: 'Country', value: (p) => p.countryCode },
  { header: 'Title', value: (p) => p.title },
  { header: 'Brand', value: (p) => p.brand.amazonBrandName },
  { header: 'Category', value: (p) => (p.categoryKey ? categoryNameOf(p.categoryKey) : null) },
  { header: 'Marketplace category', value: (p) => p.category },
  { header: 'Price', value: (p) => decimal(p.priceMinor) },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Availability', value: (p) => p.availability.replace('_', ' ') },
  { header: 'Commission (%)', value: (p) => percent(p.commissionBp) },
  { header: 'Deal price', value: (p) => decimal(p.deal?.dealPriceMinor ?? null) },
  { header: 'Deal discount (%)', value: (p) => percent(p.deal?.discountBp ?? null) },
  { header: 'Deal extra commission (%)', value: (p) => percent(p.deal?.extraCommissionBp ?? null) },
  { header: 'Deal ends', value: (p) => (p.deal ? day(p.deal.endsAt) : null) },
  { header: 'Variations', value: (p) => p.variationCount },
  { header: 'Marketplace URL', value: (p) => p.marketplaceUrl },
];

/**
 * EXPORT publisher/product/export (POST, platform 'seller'): the catalogue products of the
 * filters, in the list's order, at most `catalogueExportLimit` (a narrower filter exports more).
 */
export async function exportCatalogueProducts(
  deps: TDeps,
  body: z.output<typeof ZCatalogueExportRequestSchema>,
): Promise<TCsvFile> {
  const rows = await findEntries(deps.db, body, body, { limit: catalogueExportLimit, offset: 0 }, deps.now());
  const products = await withDealsAndVariations(deps, rows);
  return {
    fileName: `catalogue-${body.countryCode}-${day(deps.now().toISOString())}.csv`,
    body: toCsv(columns, products),
  };
}

/** EXPORT publisher/product/{id}/variations/export: a catalogue product's variations. */
export async function exportCatalogueVariations(deps: TDeps, id: string): Promise<TCsvFile> {
  const entry = await catalogueProductOf(deps, id);
  return variationsCsv(deps.db, {
    sellerId: entry.sellerId,
    id: entry.productId,
    asin: entry.asin,
    countryCode: entry.countryCode,
  });
}
