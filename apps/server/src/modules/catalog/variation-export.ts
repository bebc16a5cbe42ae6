import type { TDb } from '../../db/client';
import type { products } from '../../db/schema';
import { type TCsvColumn, toCsv } from '../../platform/export';
import { decimal, type TCsvFile } from './csv-values';
import { listVariations } from './products.repository';

type TVariationRow = typeof products.$inferSelect;

/** A product has at most a few hundred variations; the export stops well past any real family. */
const variationExportLimit = 5_000;

/**
 * EXPORT of a product's variations, the seller's (seller/product/{id}/variations/export) and
 * the publishers' (publisher/product/{id}/variations/export) alike: one column per attribute
 * the variations differ by, then price and availability.
 */
export async function variationsCsv(
  db: TDb,
  parent: { sellerId: string; id: string; asin: string; countryCode: string },
): Promise<TCsvFile> {
  const { items } = await listVariations(db, parent.sellerId, parent.id, {
    limit: variationExportLimit,
    offset: 0,
  });
  const themes = [...new Set(items.flatMap((v) => Object.keys(v.variationAttributes ?? {})))].sort();
  const columns: TCsvColumn<TVariationRow>[] = [
    { header: 'ASIN', value: (v) => v.asin },
    { header: 'Parent ASIN', value: () => parent.asin },
    { header: 'Country', value: (v) => v.countryCode },
    { header: 'Title', value: (v) => v.title },
    ...themes.map((theme) => ({
      header: theme,
      value: (v: TVariationRow) => v.variationAttributes?.[theme],
    })),
    { header: 'Price', value: (v) => decimal(v.priceMinor) },
    { header: 'Currency', value: (v) => v.currency },
    { header: 'Availability', value: (v) => v.availability.replace('_', ' ') },
  ];
  return { fileName: `variations-${parent.asin}-${parent.countryCode}.csv`, body: toCsv(columns, items) };
}
