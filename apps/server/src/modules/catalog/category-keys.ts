import { productCategories, type TProductCategoryKey } from '@atlas/shared';

// The first-level category of an imported product, from the marketplace's own top level: our
// names as they are, and the names Amazon gives its website display groups ("Kitchen",
// "Lawn & Garden", "kitchen_display_on_website"…). A top level none of these names is kept
// without a first level: the product is in the catalogue, under no category.

const normalized = (name: string) =>
  name
    .toLowerCase()
    .replace(/_display_on_website$/, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const marketplaceNames: Record<TProductCategoryKey, readonly string[]> = {
  'arts-crafts': ['arts and crafts', 'art and craft supply', 'arts crafts and sewing'],
  automotive: ['automotive parts and accessories', 'automotive', 'car', 'motorcycle'],
  baby: ['baby product', 'baby', 'baby products'],
  beauty: ['beauty', 'luxury beauty', 'beauty and personal care'],
  books: ['book', 'books', 'ebooks', 'kindle store'],
  fashion: ['apparel', 'shoes', 'jewelry', 'watch', 'luggage', 'fashion', 'clothing'],
  electronics: ['electronics', 'pc', 'wireless', 'camera', 'ce', 'home entertainment', 'computers'],
  'garden-outdoor': ['lawn and garden', 'garden', 'patio lawn and garden', 'outdoor living'],
  grocery: ['grocery', 'gourmet food', 'food'],
  health: ['health and personal care', 'health', 'drugstore', 'household'],
  'home-living': ['home', 'home and kitchen', 'furniture', 'home decor', 'bedding'],
  'kitchen-dining': ['kitchen', 'kitchen and dining', 'small appliances'],
  office: ['office product', 'office products', 'office'],
  pets: ['pet products', 'pet supplies', 'pets'],
  'sports-outdoors': ['sports', 'sporting goods', 'outdoors', 'sports and outdoors', 'fitness'],
  tools: ['home improvement', 'tools', 'tools and home improvement', 'hardware'],
  'toys-games': ['toy', 'toys', 'toys and games', 'games'],
  'video-games': ['video games', 'video game', 'digital video games'],
};

const keyOfName = new Map<string, TProductCategoryKey>();
for (const { key, name } of productCategories) {
  keyOfName.set(normalized(name), key);
}
for (const [key, names] of Object.entries(marketplaceNames) as [TProductCategoryKey, readonly string[]][]) {
  for (const name of names) {
    keyOfName.set(normalized(name), key);
  }
}

/** The first-level category a marketplace top-level name maps to, or null. */
export function categoryKeyOf(marketplaceTopLevel: string | null): TProductCategoryKey | null {
  return marketplaceTopLevel ? (keyOfName.get(normalized(marketplaceTopLevel)) ?? null) : null;
}
