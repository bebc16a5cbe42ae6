// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { portalAreas } from '../../portal/portal-areas';
import { portalScreens } from '../../portal/portal-screens';
import {
  callsTo,
  categoryCounts,
  lastQuery,
  pageOf,
  product,
  productDetail,
  serveCatalogue,
  type TRoutes,
} from '../../publisher/catalogue/catalogue-test-kit';
import { linkInit } from '../../tracking/link-builder/link-test-kit';
import { PartnerCataloguePage } from './partner-catalogue-page';

let browser: ReturnType<typeof fakeBrowser>;

const serve = (routes: TRoutes = {}) =>
  serveCatalogue(browser, {
    'GET cooperate/category/aggregation/list': categoryCounts,
    'GET cooperate/brand/list': [
      { brandId: 'brd_hearth', brand: { amazonBrandName: 'Hearth & Co' }, productCount: 40 },
    ],
    'GET cooperate/product/find/list': pageOf([product(1), product(2)]),
    'GET cooperate/product/detail/prd_7': productDetail(),
    'GET cooperate/product/prd_1/tracking/link/init': linkInit({ productId: 'prd_1' }),
    'GET cooperate/product/prd_7/tracking/link/init': linkInit(),
    ...routes,
  });
const open = (query = '') => renderPage(<PartnerCataloguePage />, `/partner/catalogue${query}`);
const publisherCalls = () =>
  browser.fetch.mock.calls.filter(([input]) => {
    const path = new URL(String(input), 'http://app.test').pathname.replace('/api/atlas/v1/', '');
    return !path.startsWith('cooperate/');
  });

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/partner/catalogue', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the partner's catalogue", () => {
  it('is where the partner portal opens', () => {
    const [first] = portalAreas.partner;
    expect(first?.slug).toBe('catalogue');
    expect(portalScreens.partner.catalogue).toBeDefined();
  });

  it('shows the products of the cooperate calls, and asks the publisher calls nothing', async () => {
    serve();
    open('?categoryKey=kitchen-dining&dealsOnly=true');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByText('2 products in US')).toBeTruthy();
    expect(lastQuery(browser, 'cooperate/category/aggregation/list')?.get('countryCode')).toBe('US');
    const query = lastQuery(browser, 'cooperate/product/find/list');
    expect(query?.get('categoryKey')).toBe('kitchen-dining');
    expect(query?.get('dealsOnly')).toBe('true');
    expect(publisherCalls()).toHaveLength(0);
    // The cooperate calls hold no export.
    expect(screen.queryByRole('button', { name: /Export products/ })).toBeNull();
  });

  it('filters by first-level category only, without the marketplace tree', async () => {
    serve();
    open();
    const tree = await screen.findByRole('navigation', { name: 'Categories' });
    fireEvent.click(await within(tree).findByText('Garden & Outdoor'));
    await waitFor(() =>
      expect(lastQuery(browser, 'cooperate/product/find/list')?.get('categoryKey')).toBe('garden-outdoor'),
    );
    expect(publisherCalls()).toHaveLength(0);
  });

  it('offers the brands of the cooperate brand list', async () => {
    serve();
    open();
    await screen.findAllByTestId('product-card');
    fireEvent.mouseDown(screen.getByLabelText('Brand'));
    expect(await screen.findByTitle('Hearth & Co (40)')).toBeTruthy();
    expect(callsTo(browser, 'cooperate/brand/list').length).toBeGreaterThan(0);
  });

  it("opens a product's detail from the cooperate call, without the publisher's tabs", async () => {
    serve();
    open('?product=prd_7');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Enamel kettle')).toBeTruthy();
    expect(within(drawer).queryByText('Commission history')).toBeNull();
    expect(callsTo(browser, 'cooperate/product/detail/prd_7')).toHaveLength(1);
    expect(publisherCalls()).toHaveLength(0);
  });

  it("opens the partner's link builder from a card's Get link", async () => {
    serve();
    open();
    const [card] = await screen.findAllByTestId('product-card');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: /Get link/ }));
    expect(await screen.findByText('Get a product link')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(browser, 'cooperate/product/prd_1/tracking/link/init')).toHaveLength(1),
    );
    expect(lastQuery(browser, 'cooperate/product/prd_1/tracking/link/init')?.get('countryCode')).toBe('US');
    // The card stays closed: the builder opened in place of the drawer.
    expect(callsTo(browser, 'cooperate/product/detail/prd_1')).toHaveLength(0);
    expect(publisherCalls()).toHaveLength(0);
  });
});
