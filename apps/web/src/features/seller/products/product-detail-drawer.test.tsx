// @vitest-environment happy-dom
import type { TProductDetail } from '@atlas/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser, sent } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { ProductDetailDrawer } from './product-detail-drawer';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const detail = (change: Partial<TProductDetail> = {}): TProductDetail => ({
  id: 'prd_blanket',
  asin: 'B0BLANKET1',
  countryCode: 'US',
  title: 'Wool blanket',
  imageUrl: null,
  priceMinor: 8900,
  currency: 'USD',
  category: 'Blankets',
  availability: 'in_stock',
  brandId: 'brd_1',
  brand: { amazonBrandName: 'Hearth & Co' },
  status: 'active',
  commissionBp: 1000,
  commission: 10,
  commissionUpdatedAt: null,
  variationCount: 3,
  importedAt: '2026-11-01T10:00:00.000Z',
  marketplaceUrl: 'https://www.amazon.com/dp/B0BLANKET1',
  variationThemes: ['Color'],
  ...change,
});

function serve(product: TProductDetail, exportAnswer: () => Response) {
  browser.fetch.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://app.test').pathname.replace('/api/atlas/v1/', '');
    if (path === `seller/product/detail/${product.id}`) {
      return ok(product);
    }
    if (path === `seller/product/${product.id}/variations/list`) {
      return ok({ items: [], total: product.variationCount, page: 1, pageSize: 10 });
    }
    if (path === `seller/product/${product.id}/variations/export`) {
      return exportAnswer();
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
}

beforeEach(() => {
  browser = fakeBrowser();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:atlas/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the seller's product drawer", () => {
  it("exports the product's variations as CSV", async () => {
    serve(
      detail(),
      () =>
        new Response('ASIN,Color\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="Variations_B0BLANKET1.csv"',
          },
        }),
    );
    renderPage(<ProductDetailDrawer productId="prd_blanket" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /Export variations/ }));
    expect(await screen.findByText('Downloaded Variations_B0BLANKET1.csv')).toBeTruthy();
    const exported = browser.fetch.mock.calls.findIndex(([url]) =>
      String(url).includes('/variations/export'),
    );
    expect(sent(browser.fetch, exported).url).toBe(
      '/api/atlas/v1/seller/product/prd_blanket/variations/export',
    );
    expect(sent(browser.fetch, exported).init.method).toBe('GET');
  });

  it('says why an export failed', async () => {
    serve(detail(), () => answer(fail('5000', 'The export could not be built'), 500));
    renderPage(<ProductDetailDrawer productId="prd_blanket" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /Export variations/ }));
    expect(await screen.findByText('The export could not be built')).toBeTruthy();
  });

  it('offers no export for a product without variations', async () => {
    serve(detail({ variationCount: 0, variationThemes: [] }), () => answer(fail('5000', 'unexpected'), 500));
    renderPage(<ProductDetailDrawer productId="prd_blanket" onClose={() => undefined} />);
    expect(await screen.findByText('This product has no variations.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export variations/ })).toBeNull();
  });
});
