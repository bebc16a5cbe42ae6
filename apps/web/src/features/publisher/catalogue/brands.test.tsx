// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { CataloguePage } from './catalogue-page';
import { brandDetail, lastQuery, pageOf, product, serveCatalogue } from './catalogue-test-kit';

let browser: ReturnType<typeof fakeBrowser>;

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const open = (query: string) =>
  renderPage(
    <>
      <CataloguePage />
      <Where />
    </>,
    `/publisher/catalogue${query}`,
  );
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

const hearth = {
  brandId: 'brd_hearth',
  brand: { amazonBrandName: 'Hearth & Co' },
  productCount: 40,
  topCommissionBp: 1500,
  imageUrl: null,
  imageUrls: ['/demo-marketplace/images/a.svg'],
};

beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the brands', () => {
  it('lists brands with their products and top commission, searched and sorted from the URL', async () => {
    serveCatalogue(browser, { 'GET publisher/brand/find/list': pageOf([hearth], 1) });
    open('?view=brands&brandSearch=hea&brandSort=name');
    const card = await screen.findByTestId('brand-card');
    expect(within(card).getByText('Hearth & Co')).toBeTruthy();
    expect(within(card).getByText('40 products')).toBeTruthy();
    expect(within(card).getByText('up to 15%')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(browser, 'publisher/brand/find/list') ?? [])).toEqual({
      countryCode: 'US',
      search: 'hea',
      sortBy: 'name',
      page: '1',
      pageSize: '24',
    });
  });

  it("opens a brand's page: its numbers, marketplaces and products", async () => {
    serveCatalogue(browser, {
      'GET publisher/brand/find/list': pageOf([hearth], 1),
      'GET publisher/brand/detail/brd_hearth': brandDetail(),
      'GET publisher/product/list/by-brand': pageOf([product(3)], 1),
    });
    open('?view=brands&page=2');
    fireEvent.click(await screen.findByTestId('brand-card'));
    await waitFor(() => expect(where().get('brand')).toBe('brd_hearth'));
    expect(where().get('page')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Hearth & Co' })).toBeTruthy();
    expect(screen.getByText('5% – 15%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'UK · 12' })).toBeTruthy();
    expect(await screen.findByText('Stoneware mug 3')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(browser, 'publisher/product/list/by-brand') ?? [])).toMatchObject({
      brandId: 'brd_hearth',
      countryCode: 'US',
      page: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'All brands' }));
    await waitFor(() => expect(where().get('brand')).toBeNull());
    expect(await screen.findByTestId('brand-card')).toBeTruthy();
  });

  it("browses a brand's category as the product grid filtered by both", async () => {
    serveCatalogue(browser, {
      'GET publisher/brand/detail/brd_hearth': brandDetail(),
      'GET publisher/product/list/by-brand': pageOf([product(3)], 1),
    });
    open('?brand=brd_hearth');
    fireEvent.click(await screen.findByRole('button', { name: 'Kitchen & Dining · 40' }));
    await waitFor(() => expect(where().get('brand')).toBeNull());
    expect(where().get('brandName')).toBe('Hearth & Co');
    expect(where().get('categoryKey')).toBe('kitchen-dining');
    await waitFor(() =>
      expect(lastQuery(browser, 'publisher/product/find/list')?.get('brandName')).toBe('Hearth & Co'),
    );
  });
});
