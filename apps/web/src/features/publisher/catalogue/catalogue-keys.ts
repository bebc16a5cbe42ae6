// The Catalogue's query keys: the screen's parts share the answers they both read. Each portal
// showing the catalogue has its own root, so a publisher's and a partner's answers never mix.
export const catalogueKeysOf = (root: readonly string[]) => ({
  root,
  categories: (countryCode: string) => [...root, 'categories', countryCode] as const,
  categoryTree: (key: string, countryCode: string) => [...root, 'category-tree', key, countryCode] as const,
  brandPicks: (countryCode: string, search: string) => [...root, 'brand-picks', countryCode, search] as const,
  brands: (query: object) => [...root, 'brands', query] as const,
  brand: (brandId: string, countryCode: string) => [...root, 'brand', brandId, countryCode] as const,
  products: (query: object) => [...root, 'products', query] as const,
  brandProducts: (query: object) => [...root, 'brand-products', query] as const,
  product: (id: string) => [...root, 'product', id] as const,
  history: (id: string, page: number) => [...root, 'history', id, page] as const,
});
export type TCatalogueKeys = ReturnType<typeof catalogueKeysOf>;

export const catalogueKeys = catalogueKeysOf(['publisher', 'catalogue']);
