import type { TSpApiClient } from './amazon-sp-client';

type TJson = Record<string, unknown>;

/** What the Amazon catalogue says of an ASIN in one marketplace. */
export type TCatalogFacts = {
  asin: string;
  brand: string | null;
  title: string | null;
  category: string | null;
  categoryGroup: string | null;
  imageUrl: string | null;
  parentAsin: string | null;
  attributes: Record<string, string> | null;
};

/** searchCatalogItems takes at most 20 identifiers and answers at most 20 items a page. */
export const catalogBatch = 20;

export const asArray = (value: unknown): TJson[] => (Array.isArray(value) ? (value as TJson[]) : []);
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
export const forMarketplace = (list: unknown, marketplaceId: string) =>
  asArray(list).find((entry) => entry.marketplaceId === marketplaceId);

const variationLabels = [
  ['color', 'Color'],
  ['size', 'Size'],
  ['style', 'Style'],
] as const;

function catalogFacts(item: TJson, marketplaceId: string): TCatalogFacts {
  const summary = forMarketplace(item.summaries, marketplaceId) ?? {};
  const images = asArray(forMarketplace(item.images, marketplaceId)?.images);
  const main = images.find((image) => image.variant === 'MAIN') ?? images[0];
  const relations = asArray(forMarketplace(item.relationships, marketplaceId)?.relationships);
  const variation = relations.find((r) => r.type === 'VARIATION' && Array.isArray(r.parentAsins));
  const parentAsin = text(asArray(variation?.parentAsins)[0] as unknown);
  const attributes: Record<string, string> = {};
  for (const [key, label] of variationLabels) {
    const value = text(summary[key]);
    if (value) {
      attributes[label] = value;
    }
  }
  const classification = summary.browseClassification as TJson | undefined;
  return {
    asin: String(item.asin),
    brand: text(summary.brand),
    title: text(summary.itemName),
    category: text(classification?.displayName) ?? text(summary.websiteDisplayGroupName),
    categoryGroup: text(summary.websiteDisplayGroupName) ?? text(summary.websiteDisplayGroup),
    imageUrl: text(main?.link),
    parentAsin,
    attributes: parentAsin && Object.keys(attributes).length > 0 ? attributes : null,
  };
}

/**
 * Brand, category, main image and variation family of ASINs in one marketplace, from
 * searchCatalogItems 2022-04-01: 20 identifiers a call, `pageSize` 20 (Amazon's default is 10,
 * which would drop half of a batch), and every `nextToken` followed, since Amazon may still
 * answer fewer items a page than asked. An ASIN the catalogue does not know is simply absent.
 */
export async function lookUpCatalog(
  client: TSpApiClient,
  marketplaceId: string,
  asins: string[],
): Promise<Map<string, TCatalogFacts>> {
  const facts = new Map<string, TCatalogFacts>();
  for (let i = 0; i < asins.length; i += catalogBatch) {
    const query: Record<string, string> = {
      identifiers: asins.slice(i, i + catalogBatch).join(','),
      identifiersType: 'ASIN',
      marketplaceIds: marketplaceId,
      includedData: 'summaries,images,relationships',
      pageSize: String(catalogBatch),
    };
    for (;;) {
      const body = await client.get('searchCatalogItems', '/catalog/2022-04-01/items', query);
      for (const item of asArray(body.items)) {
        facts.set(String(item.asin), catalogFacts(item, marketplaceId));
      }
      const next = text((body.pagination as TJson | undefined)?.nextToken);
      if (!next) {
        break;
      }
      query.pageToken = next;
    }
  }
  return facts;
}
