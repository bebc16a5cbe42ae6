// TanStack Query keys of the associate screens; an upload or a saved rate refreshes their roots.
export const associateKeys = {
  publisherRoot: ['associate-reports'] as const,
  sellerRoot: ['associated-publishers'] as const,
  batches: (query: object) => ['associate-reports', 'batches', query] as const,
  rows: (query: object) => ['associate-reports', 'rows', query] as const,
  brands: (query: object) => ['associate-reports', 'brands', query] as const,
  brandCommission: (brandId: string) => ['associate-reports', 'brand-commission', brandId] as const,
  publishers: (query: object) => ['associated-publishers', 'list', query] as const,
  byPublisher: (query: object) => ['associated-publishers', 'by-publisher', query] as const,
  brandRates: (query: object) => ['associated-publishers', 'brand-rates', query] as const,
  rates: (query: object) => ['associated-publishers', 'rates', query] as const,
  rateDetail: (query: object) => ['associated-publishers', 'rate-detail', query] as const,
};
