// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { MarketplaceSwitcher } from '../../../components/marketplace/marketplace-switcher';
import { renderPage } from '../../../test/render-page';
import { CataloguePage } from './catalogue-page';
import {
  callsTo,
  catchDownloads,
  csv,
  lastQuery,
  ok,
  pageOf,
  product,
  serveCatalogue,
} from './catalogue-test-kit';

let browser: ReturnType<typeof fakeBrowser>;

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const open = (query = '') =>
  renderPage(
    <>
      <MarketplaceSwitcher />
      <CataloguePage />
      <Where />
    </>,
    `/publisher/catalogue${query}`,
  );
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/catalogue', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a publisher not yet approved', () => {
  const waiting =
    'Your publisher account is waiting for review. Finish your profile, tax form and bank details on the Profile screen.';

  it('sees what to finish and the way to Profile, not an error', async () => {
    serveCatalogue(browser, {
      'GET category/aggregation/list': () =>
        answer(fail('1009', waiting, { reason: 'approval_pending' }), 409),
      'GET publisher/product/find/list': () =>
        answer(fail('1009', waiting, { reason: 'approval_pending' }), 409),
    });
    open();
    expect(await screen.findByText('The catalogue will open once your account is approved')).toBeTruthy();
    expect(screen.getByText(waiting)).toBeTruthy();
    expect(screen.queryByText(/could not load/i)).toBeNull();
    // Neither spec 8's toast nor its move to /index: the page explains.
    expect(browser.toast).not.toHaveBeenCalled();
    expect(browser.navigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Go to Profile' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
  });

  it('offers a retry for any other failure', async () => {
    let calls = 0;
    serveCatalogue(browser, {
      'GET category/aggregation/list': () =>
        ++calls === 1 ? answer(fail('5000', 'Something went wrong'), 500) : ok([]),
    });
    open();
    expect(await screen.findByText('We could not load the catalogue')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });
});

describe('the product grid', () => {
  it('shows each product with its brand, price, commission, deal and availability', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/find/list': pageOf([
        product(1, {
          deal: {
            id: 'dl_1',
            dealPriceMinor: 1999,
            discountBp: null,
            extraCommissionBp: 300,
            startsAt: '2026-11-01T00:00:00.000Z',
            endsAt: '2026-12-01T00:00:00.000Z',
          },
        }),
        product(2, { availability: 'out_of_stock', commissionBp: 825 }),
      ]),
    });
    open();
    const [withDeal, outOfStock] = (await screen.findAllByTestId('product-card')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(withDeal).getByText('Stoneware mug 1')).toBeTruthy();
    expect(within(withDeal).getByText('Hearth & Co')).toBeTruthy();
    expect(within(withDeal).getByText('$19.99 deal price')).toBeTruthy();
    expect(within(withDeal).getByText('$19.99')).toBeTruthy();
    expect(within(withDeal).getByText('$24.99')).toBeTruthy();
    expect(within(withDeal).getByText('+3% commission')).toBeTruthy();
    expect(withDeal.textContent).toContain('12% commission');
    expect(within(outOfStock).getByText('Out of stock')).toBeTruthy();
    expect(outOfStock.textContent).toContain('8.25% commission');
    expect(screen.getByText('2 products in US')).toBeTruthy();
  });

  it('asks for the filters of the link, and a new filter starts again on page 1', async () => {
    serveCatalogue(browser, { 'GET publisher/product/find/list': pageOf([product(1)], 60, 2) });
    open('?marketplace=DE&categoryKey=kitchen-dining&brandName=Hearth+%26+Co&dealsOnly=true&page=2');
    await screen.findAllByTestId('product-card');
    const first = lastQuery(browser, 'publisher/product/find/list');
    expect(Object.fromEntries(first ?? [])).toEqual({
      countryCode: 'DE',
      categoryKey: 'kitchen-dining',
      brandName: 'Hearth & Co',
      dealsOnly: 'true',
      sortBy: 'commission',
      sortOrder: 'desc',
      page: '2',
      pageSize: '24',
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Deals only' }));
    await waitFor(() => expect(where().get('dealsOnly')).toBeNull());
    expect(where().get('page')).toBeNull();
    expect(where().get('marketplace')).toBe('DE');
    await waitFor(() => expect(lastQuery(browser, 'publisher/product/find/list')?.get('page')).toBe('1'));
    expect(lastQuery(browser, 'publisher/product/find/list')?.has('dealsOnly')).toBe(false);
  });

  it('sorts and bounds the commission in the URL, sending basis points', async () => {
    serveCatalogue(browser);
    open();
    await screen.findAllByTestId('product-card');

    const sort = screen.getByLabelText('Sort products');
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Price: low to high'));
    await waitFor(() => expect(where().get('sortBy')).toBe('price'));
    expect(where().get('sortOrder')).toBe('asc');

    const lowest = screen.getByLabelText('Lowest commission (%)');
    const highest = screen.getByLabelText('Highest commission (%)');
    fireEvent.change(lowest, { target: { value: '15' } });
    fireEvent.change(highest, { target: { value: '7.5' } });
    fireEvent.blur(highest);
    // Given the wrong way round, the bounds are swapped rather than refused.
    await waitFor(() => expect(where().get('minCommissionBp')).toBe('750'));
    expect(where().get('maxCommissionBp')).toBe('1500');
    await waitFor(() =>
      expect(lastQuery(browser, 'publisher/product/find/list')?.get('minCommissionBp')).toBe('750'),
    );
    expect(lastQuery(browser, 'publisher/product/find/list')?.get('sortBy')).toBe('price');
  });

  it('says when the marketplace has nothing, and offers the others', async () => {
    serveCatalogue(browser, { 'GET publisher/product/find/list': pageOf([]) });
    open('?marketplace=CA');
    expect(await screen.findByText(/No products to promote in CA yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse UK' }));
    await waitFor(() => expect(where().get('marketplace')).toBe('UK'));
  });

  it('brings a link to a page past the end back to the first', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/find/list': (url: URL) =>
        ok(url.searchParams.get('page') === '9' ? pageOf([], 30, 9) : pageOf([product(1)], 30)),
    });
    open('?page=9');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(where().get('page')).toBeNull());
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
  });

  it('offers to clear filters that match nothing', async () => {
    serveCatalogue(browser, { 'GET publisher/product/find/list': pageOf([]) });
    open('?search=teapot&dealsOnly=true&sortBy=price');
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
    const [inToolbar, inEmpty] = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(inToolbar).toBeTruthy();
    fireEvent.click(inEmpty as HTMLElement);
    await waitFor(() => expect(where().toString()).toBe('sortBy=price'));
  });

  it("drops a marketplace's own category when the marketplace changes, keeping the first-level one", async () => {
    serveCatalogue(browser);
    open('?marketplace=US&categoryKey=kitchen-dining&categoryId=cc_mugs&page=3');
    await screen.findAllByTestId('product-card');
    expect(lastQuery(browser, 'publisher/product/find/list')?.get('categoryId')).toBe('cc_mugs');

    fireEvent.mouseDown(screen.getByLabelText('Marketplace'));
    fireEvent.click(await screen.findByTitle(/amazon\.co\.uk/));
    await waitFor(() => expect(where().get('marketplace')).toBe('UK'));
    expect(where().get('categoryKey')).toBe('kitchen-dining');
    expect(where().get('categoryId')).toBeNull();
    expect(where().get('page')).toBeNull();
    await waitFor(() =>
      expect(lastQuery(browser, 'publisher/product/find/list')?.get('countryCode')).toBe('UK'),
    );
    expect(lastQuery(browser, 'publisher/product/find/list')?.has('categoryId')).toBe(false);
  });

  it('opens a product in the drawer by the URL, keeping the page behind it', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/find/list': pageOf([product(1)], 30, 2),
      'GET publisher/product/detail/prd_1': { ...product(1), variationThemes: [], deals: [] },
      'GET publisher/product/commissionHistory': pageOf([], 0, 1, 10),
    });
    open('?page=2');
    fireEvent.click((await screen.findAllByTestId('product-card'))[0] as HTMLElement);
    await waitFor(() => expect(where().get('product')).toBe('prd_1'));
    expect(where().get('page')).toBe('2');
    expect(await screen.findByText('Product detail')).toBeTruthy();
  });
});

describe('exporting the products', () => {
  it("downloads the filters' products and says 'Products Info Exported Successfully!'", async () => {
    const clicked = catchDownloads();
    serveCatalogue(browser, { 'POST publisher/product/export': csv('Catalogue_US.csv') });
    open('?categoryKey=kitchen-dining&minCommissionBp=500&page=3');
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: /Export products/ }));

    expect(await screen.findByText('Products Info Exported Successfully!')).toBeTruthy();
    expect(clicked).toHaveBeenCalledOnce();
    const [call] = callsTo(browser, 'publisher/product/export');
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      countryCode: 'US',
      categoryKey: 'kitchen-dining',
      minCommissionBp: 500,
      sortBy: 'commission',
      sortOrder: 'desc',
      platform: 'seller',
    });
  });

  it('says why an export failed, without the success words', async () => {
    catchDownloads();
    serveCatalogue(browser, {
      'POST publisher/product/export': () => answer(fail('5000', 'The export could not be built'), 500),
    });
    open();
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: /Export products/ }));
    expect(await screen.findByText('The export could not be built')).toBeTruthy();
    expect(screen.queryByText('Products Info Exported Successfully!')).toBeNull();
  });
});
