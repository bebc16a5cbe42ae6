// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import {
  callsTo,
  lastQuery,
  pageOf,
  product,
  serveCatalogue,
} from '../../publisher/catalogue/catalogue-test-kit';
import { linkInit } from '../../tracking/link-builder/link-test-kit';
import { trackingId } from '../../tracking/tracking-ids/tracking-ids-test-kit';
import { PartnerTrackingLinksPage } from './partner-tracking-links-page';

let browser: ReturnType<typeof fakeBrowser>;

const open = (query = '') => renderPage(<PartnerTrackingLinksPage />, `/partner/tracking-links${query}`);

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/partner/tracking-links', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the partner's tracking links", () => {
  it('explains where links come from and asks for a tracking id first', async () => {
    serveCatalogue(browser, { 'GET cooperate/tracking-ids': [] });
    open();
    expect(screen.getByText(/Links are made from the Catalogue's products/)).toBeTruthy();
    expect(await screen.findByText('Create a tracking id first')).toBeTruthy();
    expect(callsTo(browser, 'cooperate/product/find/list')).toHaveLength(0);
  });

  it('finds products by the search and gets a link for one', async () => {
    serveCatalogue(browser, {
      'GET cooperate/tracking-ids': [trackingId('evergreen-main', { cooperationName: 'Evergreen Reviews' })],
      'GET cooperate/product/find/list': pageOf([product(1), product(2)]),
      'GET cooperate/product/prd_2/tracking/link/init': linkInit({ productId: 'prd_2' }),
    });
    open();
    const search = screen.getByLabelText('Search products');
    fireEvent.change(search, { target: { value: 'mug' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const row = (await screen.findByText('Stoneware mug 2')).closest('tr') as HTMLElement;
    expect(lastQuery(browser, 'cooperate/product/find/list')?.get('search')).toBe('mug');
    expect(screen.queryByText('Create a tracking id first')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /Get link/ }));
    expect(await screen.findByText('Get a product link')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(browser, 'cooperate/product/prd_2/tracking/link/init')).toHaveLength(1),
    );
  });

  it('says when nothing matches', async () => {
    serveCatalogue(browser, {
      'GET cooperate/tracking-ids': [],
      'GET cooperate/product/find/list': pageOf([]),
    });
    open('?search=teapot');
    expect(await screen.findByText('No product in US matches "teapot".')).toBeTruthy();
  });
});
