import type {
  TBrandCardPage,
  TBrandDetail,
  TCatalogueHistoryPage,
  TCatalogueProduct,
  TCatalogueProductDetail,
  TCategoryCount,
  TCategoryTree,
  TVariationPage,
} from '@atlas/shared';
import { vi } from 'vitest';
import { answer, fail, type fakeBrowser } from '../../../api/http-test-kit';

// Test-only: the catalogue's server as the screen sees it, with a few products to browse.

export const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

export const product = (n: number, change: Partial<TCatalogueProduct> = {}): TCatalogueProduct => ({
  id: `prd_${n}`,
  asin: `B0CATALOG${n}`,
  countryCode: 'US',
  title: `Stoneware mug ${n}`,
  imageUrl: null,
  priceMinor: 2499,
  currency: 'USD',
  availability: 'in_stock',
  brandId: 'brd_hearth',
  brand: { amazonBrandName: 'Hearth & Co' },
  categoryKey: 'kitchen-dining',
  category: 'Mugs',
  commissionBp: 1200,
  commission: 12,
  deal: null,
  variationCount: 0,
  marketplaceUrl: `https://www.amazon.com/dp/B0CATALOG${n}`,
  listedAt: '2026-10-01T10:00:00.000Z',
  ...change,
});

export const categoryCounts: TCategoryCount[] = [
  { key: 'kitchen-dining', name: 'Kitchen & Dining', productCount: 1240 },
  { key: 'garden-outdoor', name: 'Garden & Outdoor', productCount: 310 },
];

export const kitchenTree: TCategoryTree = {
  key: 'kitchen-dining',
  name: 'Kitchen & Dining',
  productCount: 1240,
  countryCode: 'US',
  children: [
    { id: 'cc_mugs', name: 'Mugs', productCount: 400 },
    { id: 'cc_kettles', name: 'Kettles', productCount: 90 },
  ],
};

export const pageOf = <T>(items: T[], total = items.length, page = 1, pageSize = 24) => ({
  items,
  total,
  page,
  pageSize,
});

export type TRoutes = Record<
  string,
  unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>)
>;

/**
 * Answers `METHOD path` (no prefix, no query) from `routes`: data, or a function for a Response.
 * The catalogue's reads have defaults; anything else is 404.
 */
export function serveCatalogue(browser: ReturnType<typeof fakeBrowser>, routes: TRoutes = {}) {
  const defaults: TRoutes = {
    'GET category/aggregation/list': categoryCounts,
    'GET category/kitchen-dining/tree/list': kitchenTree,
    'GET brand/list': [
      { brandId: 'brd_hearth', brand: { amazonBrandName: 'Hearth & Co' }, productCount: 40, imageUrl: null },
    ],
    'GET publisher/product/find/list': pageOf([product(1), product(2)]),
    'GET publisher/brand/find/list': pageOf([]) satisfies TBrandCardPage,
  };
  browser.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/atlas/v1/', '')}`;
    const route = key in routes ? routes[key] : defaults[key];
    if (route === undefined) {
      return answer(fail('1004', 'Route not found'), 404);
    }
    return typeof route === 'function' ? route(url, init) : ok(route);
  });
}

/** The query of every call made to `path`, in order. */
export const callsTo = (browser: ReturnType<typeof fakeBrowser>, path: string) =>
  browser.fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://app.test'), init }))
    .filter(({ url }) => url.pathname === `/api/atlas/v1/${path}`);

export const lastQuery = (browser: ReturnType<typeof fakeBrowser>, path: string) =>
  callsTo(browser, path).at(-1)?.url.searchParams;

/** A CSV answer as an export sends it. */
export const csv = (fileName: string) => () =>
  new Response('ASIN,Title\n', {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

/** Keeps happy-dom from following the download link; answers the links clicked. */
export function catchDownloads() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:atlas/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

export const productDetail = (change: Partial<TCatalogueProductDetail> = {}): TCatalogueProductDetail => ({
  ...product(7, { title: 'Enamel kettle', variationCount: 2, commissionBp: 1500, priceMinor: 5900 }),
  variationThemes: ['Color'],
  deals: [],
  ...change,
});

export const history = (items: TCatalogueHistoryPage['items'], total = items.length): TCatalogueHistoryPage =>
  pageOf(items, total, 1, 10);

export const variations = (total: number): TVariationPage =>
  pageOf(
    [
      {
        id: 'prd_7a',
        asin: 'B0KETTLE1',
        countryCode: 'US',
        title: 'Enamel kettle, red',
        imageUrl: null,
        priceMinor: 5900,
        currency: 'USD',
        availability: 'in_stock',
        variationAttributes: { Color: 'Red' },
      },
    ],
    total,
    1,
    10,
  );

export const brandDetail = (change: Partial<TBrandDetail> = {}): TBrandDetail => ({
  brandId: 'brd_hearth',
  brand: { amazonBrandName: 'Hearth & Co' },
  productCount: 40,
  imageUrl: null,
  countryCode: 'US',
  commissionRange: { minBp: 500, maxBp: 1500 },
  countries: [
    { countryCode: 'US', productCount: 40 },
    { countryCode: 'UK', productCount: 12 },
  ],
  categories: [{ key: 'kitchen-dining', name: 'Kitchen & Dining', productCount: 40 }],
  dealCount: 3,
  ...change,
});
