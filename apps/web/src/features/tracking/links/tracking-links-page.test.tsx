// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import {
  callsTo,
  catchDownloads,
  csv,
  lastQuery,
  pageOf,
  product,
  serveCatalogue,
} from '../../publisher/catalogue/catalogue-test-kit';
import { linkDetail, linkInit, trackingLink } from '../link-builder/link-test-kit';
import { TrackingLinksPage } from './tracking-links-page';

let browser: ReturnType<typeof fakeBrowser>;

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const open = (query = '') =>
  renderPage(
    <>
      <TrackingLinksPage />
      <Where />
    </>,
    `/publisher/tracking-links${query}`,
  );
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

const choices = {
  'GET publisher/tracking-ids': [
    {
      id: 'tid_blog',
      name: 'blog',
      cooperationName: null,
      linkCount: 3,
      clicks: 40,
      createdAt: '2026-10-01',
    },
  ],
  'GET publisher/source/list/by-publisher': [
    {
      id: 'src_site',
      kind: 'website',
      name: 'My kitchen blog',
      url: null,
      audienceSize: null,
      createdAt: '2026-10-01',
      updatedAt: '2026-10-01',
    },
  ],
  'GET product/tracking/link/aggregation/brands': [{ brandName: 'Hearth & Co', linkCount: 3 }],
};

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/tracking-links', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the product links', () => {
  it('lists the links with their clicks, asking for the filters of the URL', async () => {
    serveCatalogue(browser, {
      ...choices,
      'GET product/tracking/link/list': pageOf(
        [trackingLink(1, { subId: 'spring', clicks: 1234 })],
        41,
        2,
        20,
      ),
    });
    open(
      '?search=kettle&countryCode=DE&brandName=Hearth+%26+Co&trackingId=tid_blog&sourceId=src_site&sortBy=clicks&page=2',
    );
    const row = (await screen.findByText('Enamel kettle 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('spring')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('https://app.test/t/Ab12Cd31')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(browser, 'product/tracking/link/list') ?? [])).toEqual({
      search: 'kettle',
      countryCode: 'DE',
      brandName: 'Hearth & Co',
      trackingId: 'tid_blog',
      sourceId: 'src_site',
      sortBy: 'clicks',
      page: '2',
      pageSize: '20',
    });
  });

  it('keeps the sort in the URL and starts a new one on the first page', async () => {
    serveCatalogue(browser, {
      ...choices,
      'GET product/tracking/link/list': pageOf([trackingLink(1)], 41, 2, 20),
    });
    open('?page=2');
    await screen.findByText('Enamel kettle 1');
    fireEvent.mouseDown(screen.getByLabelText('Sort links'));
    fireEvent.click(await screen.findByTitle('Most clicks'));
    await waitFor(() => expect(where().get('sortBy')).toBe('clicks'));
    expect(where().get('page')).toBeNull();
    await waitFor(() =>
      expect(lastQuery(browser, 'product/tracking/link/list')?.get('sortBy')).toBe('clicks'),
    );
    expect(lastQuery(browser, 'product/tracking/link/list')?.get('page')).toBe('1');
  });

  it('exports the links of the filters, without the page, and says so', async () => {
    const clicked = catchDownloads();
    serveCatalogue(browser, {
      ...choices,
      'GET product/tracking/link/list': pageOf([trackingLink(1)], 41, 2, 20),
      'GET product/tracking/link/list/export': csv('Product_links.csv'),
    });
    open('?countryCode=US&sortBy=clicks&page=2');
    await screen.findByText('Enamel kettle 1');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Downloaded Product_links.csv')).toBeTruthy();
    expect(clicked).toHaveBeenCalledOnce();
    expect(callsTo(browser, 'product/tracking/link/list/export')[0]?.url.search).toBe(
      '?countryCode=US&sortBy=clicks',
    );
  });

  it('says where links are made when there is none yet', async () => {
    serveCatalogue(browser, { ...choices, 'GET product/tracking/link/list': pageOf([], 0, 1, 20) });
    open();
    expect(
      await screen.findByText('No product links yet. Open the Catalogue and press Get link on a product.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the Catalogue' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
  });

  it('offers to clear filters that match nothing', async () => {
    serveCatalogue(browser, { ...choices, 'GET product/tracking/link/list': pageOf([], 0, 1, 20) });
    open('?search=teapot&sortBy=clicks');
    expect(await screen.findByText('No link matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(where().toString()).toBe('sortBy=clicks'));
  });

  it('opens a link with its clicks of 30 days and its sub-ids', async () => {
    const link = trackingLink(1);
    serveCatalogue(browser, {
      ...choices,
      'GET product/tracking/link/list': pageOf([link], 1, 1, 20),
      'GET product/tracking/link/lnk_1': linkDetail(link, {
        subIds: [{ subId: 'newsletter-may', clicks: 12, lastDay: '2026-11-29' }],
      }),
    });
    open();
    fireEvent.click(await screen.findByText('Enamel kettle 1'));
    expect(await screen.findByText('5 clicks in the last 30 days')).toBeTruthy();
    expect(screen.getByLabelText('2026.11.30: 5 clicks')).toBeTruthy();
    expect(screen.getByText('newsletter-may')).toBeTruthy();
    expect(screen.getAllByTestId('link-qr')).toHaveLength(1);
  });
});

describe('the other tabs', () => {
  it('leaves the last tab’s filters behind', async () => {
    serveCatalogue(browser, {
      ...choices,
      'GET product/tracking/link/list': pageOf([trackingLink(1)], 1, 1, 20),
      'GET brand/tracking/link/list': pageOf([], 0, 1, 20),
    });
    open('?brandName=Hearth&search=kettle&marketplace=UK');
    await screen.findByText('Enamel kettle 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Brand links' }));
    expect(
      await screen.findByText('No brand links yet. Open a brand in the Catalogue and press Get brand link.'),
    ).toBeTruthy();
    expect(where().toString()).toBe('marketplace=UK&tab=brand');
    expect(Object.fromEntries(lastQuery(browser, 'brand/tracking/link/list') ?? [])).toEqual({
      sortBy: 'newest',
      page: '1',
      pageSize: '20',
    });
  });

  it('makes an associate link from a product found in the catalogue', async () => {
    serveCatalogue(browser, {
      ...choices,
      'GET publisher/product/associate-link/list': pageOf([], 0, 1, 20),
      'GET publisher/product/find/list': pageOf([product(7, { title: 'Enamel kettle' })]),
      'GET publisher/product/associate-link/prd_7/tracking/link/init': linkInit({
        linkType: 'associate',
        associateTag: 'kitchen-20',
      }),
      'POST publisher/product/associate-link/prd_7/tracking/link/by-param': {
        destinationUrl: 'x',
        earning: true,
        saved: null,
      },
      'POST publisher/product/associate-link': trackingLink(4, { linkType: 'associate' }),
    });
    open('?tab=associate');
    fireEvent.click((await screen.findAllByRole('button', { name: /New associate link/ }))[0] as HTMLElement);
    fireEvent.mouseDown(await screen.findByLabelText('Product'));
    fireEvent.click(await screen.findByText('Enamel kettle'));
    expect(((await screen.findByLabelText('Associates tag')) as HTMLInputElement).value).toBe('kitchen-20');
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));
    expect(await screen.findByText('Your link is ready')).toBeTruthy();
    expect(
      JSON.parse(String(callsTo(browser, 'publisher/product/associate-link')[0]?.init?.body)),
    ).toMatchObject({
      productId: 'prd_7',
      countryCode: 'US',
    });
  });
});
