// @vitest-environment happy-dom
import { productCalls, type TProductVariation } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser, sent } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import { type TVariationSource, VariationsTable } from './variations-table';

const seller: TVariationSource = {
  list: productCalls.listProductVariations,
  exportFile: productCalls.exportProductVariations,
};

let browser: ReturnType<typeof fakeBrowser>;
const page = (items: TProductVariation[], pageNo: number, total: number) =>
  answer({ success: true, code: '0', error: null, data: { items, total, page: pageNo, pageSize: 10 } });

const variation = (n: number): TProductVariation => ({
  id: `prd_v${n}`,
  asin: `B0VARIANT${String(n).padStart(2, '0')}`,
  countryCode: 'US',
  title: `Blanket ${n}`,
  imageUrl: null,
  priceMinor: 10_999 + n,
  currency: 'USD',
  availability: n % 2 ? 'in_stock' : 'out_of_stock',
  variationAttributes: { Color: `Colour ${n}`, Size: 'Large' },
});

beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a product's variations", () => {
  it('shows each variation with its attributes, price and availability, and pages on the server', async () => {
    browser.fetch
      .mockResolvedValueOnce(
        page(
          Array.from({ length: 10 }, (_, i) => variation(i + 1)),
          1,
          12,
        ),
      )
      .mockResolvedValueOnce(page([variation(11), variation(12)], 2, 12));
    renderPage(<VariationsTable productId="prd_parent" total={12} source={seller} />);
    const first = (await screen.findByText('Color: Colour 1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('$110.00')).toBeTruthy();
    expect(within(first).getByText('In stock')).toBeTruthy();
    expect(within(first).getByText('Size: Large')).toBeTruthy();
    expect(sent(browser.fetch).url).toBe(
      '/api/atlas/v1/seller/product/prd_parent/variations/list?page=1&pageSize=10',
    );

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Color: Colour 12');
    expect(sent(browser.fetch, 1).url).toContain('page=2');
    expect(screen.queryByText('Color: Colour 1')).toBeNull();
  });

  it('says so when the variations cannot be loaded', async () => {
    browser.fetch.mockResolvedValue(answer(fail('5000', 'Something went wrong'), 500));
    renderPage(<VariationsTable productId="prd_parent" total={3} source={seller} />);
    await waitFor(() => expect(screen.getByText('We could not load the variations.')).toBeTruthy());
  });
});
