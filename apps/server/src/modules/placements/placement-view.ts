import { countryCodes, type TPlacement } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import {
  findOpenCampaigns,
  findPlacementPrices,
  findSourcesById,
  type TPlacementRow,
} from './placements.repository';

// Placements as both sides read them: the row with its prices (in the marketplaces' order) and
// its traffic source, read in one batch for a page of rows.

const marketplaceOrder = (code: string) => (countryCodes as string[]).indexOf(code);

export type TPlacementBase = Omit<TPlacement, 'status' | 'openCampaigns' | 'updatedAt' | 'submittedAt'>;

/** Each row's shared part (prices, source), in the rows' order. */
export async function placementBases(db: TQueryable, rows: TPlacementRow[]): Promise<TPlacementBase[]> {
  const sourceIds = [...new Set(rows.flatMap((r) => (r.sourceId ? [r.sourceId] : [])))];
  // One after the other: inside a transaction the queries share one connection.
  const prices = await findPlacementPrices(
    db,
    rows.map((r) => r.id),
  );
  const sources = await findSourcesById(db, sourceIds);
  return rows.map((row) => {
    const source = sources.find((s) => s.id === row.sourceId);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      format: row.format,
      source: source
        ? {
            id: source.id,
            kind: source.kind,
            name: source.name,
            url: source.url,
            audienceSize: source.audienceSize,
          }
        : null,
      categoryKeys: row.categoryKeys,
      audienceSize: row.audienceSize,
      audienceDescription: row.audienceDescription,
      images: row.images,
      prices: prices
        .filter((p) => p.placementId === row.id)
        .sort((a, b) => marketplaceOrder(a.countryCode) - marketplaceOrder(b.countryCode))
        .map(({ countryCode, priceMinor, currency }) => ({ countryCode, priceMinor, currency })),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The publisher's view of its rows: the shared part, status, dates and open campaigns. */
export async function publisherPlacements(db: TQueryable, rows: TPlacementRow[]): Promise<TPlacement[]> {
  const bases = await placementBases(db, rows);
  const open = await findOpenCampaigns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row, i) => ({
    ...(bases[i] as TPlacementBase),
    status: row.status,
    openCampaigns: open.filter((c) => c.placementId === row.id).length,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
  }));
}

export async function publisherPlacement(db: TQueryable, row: TPlacementRow): Promise<TPlacement> {
  const [view] = await publisherPlacements(db, [row]);
  return view as TPlacement;
}
