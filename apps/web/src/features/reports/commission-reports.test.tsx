// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import {
  callsTo,
  catchDownloads,
  csv,
  lastQuery,
  ok,
  serveCatalogue,
} from '../publisher/catalogue/catalogue-test-kit';
import { CommissionReports } from './commission-reports';
import { agg, brandRow, daily, metrics, productRow, reportPage, trackingIdRow } from './reports-test-kit';

// A canvas cannot be drawn in happy-dom: the chart stands in as its labelled box, with a PNG.
vi.mock('../../components/charts/day-line-chart', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    DayLineChart: forwardRef<{ toPng: () => string }, { label: string }>(({ label }, ref) => {
      useImperativeHandle(ref, () => ({ toPng: () => 'data:image/png;base64,iVBORw0K' }));
      return <div role="img" aria-label={label} />;
    }),
  };
});

// A report's tables of many columns render slowly in happy-dom on a busy machine (a second
// each when the machine is quiet).
vi.setConfig({ testTimeout: 20_000 });

let browser: ReturnType<typeof fakeBrowser>;

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const open = (portal: 'seller' | 'publisher', query = '') =>
  renderPage(
    <>
      <CommissionReports portal={portal} />
      <Where />
    </>,
    `/${portal}/commission-reports${query}`,
  );
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

const lively = agg(
  { clicks: 300, orders: 12, units: 14, salesMinor: 45_000, commissionMinor: 5_400, costMinor: 7_020 },
  { clicks: 200, orders: 0, units: 16, salesMinor: 30_000, commissionMinor: 6_000, costMinor: 7_800 },
);

const sellerRoutes = {
  'GET seller/commission/reports/agg': lively,
  'GET seller/commission/reports/performance/daily-metric': daily(['2026-11-25', { commissionMinor: 500 }]),
  'GET seller/commission/reports/performance': reportPage([
    { day: '2026-11-25', ...metrics({ clicks: 10, commissionMinor: 500 }) },
  ]),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 03:00 UTC on the 27th is still the 26th in Los Angeles: "today" of the US marketplace.
  vi.setSystemTime(new Date('2026-11-27T03:00:00Z'));
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/seller/commission-reports', search: '' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the range', () => {
  it('asks for the range of the address and names the marketplace’s time zone', async () => {
    serveCatalogue(browser, sellerRoutes);
    open('seller', '?startDate=2026-10-01&endDate=2026-10-31&marketplace=US');
    await screen.findByTestId('metric-clicks');
    expect(screen.getByTestId('report-time-zone').textContent).toBe('Pacific Time Zone (PT)');
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(browser, 'seller/commission/reports/agg') ?? [])).toEqual({
        countryCode: 'US',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
    );
  });

  it('opens on the last 30 marketplace days and writes a chosen preset into the address', async () => {
    serveCatalogue(browser, sellerRoutes);
    open('seller');
    await waitFor(() =>
      expect(lastQuery(browser, 'seller/commission/reports/agg')?.get('startDate')).toBe('2026-10-28'),
    );
    expect(lastQuery(browser, 'seller/commission/reports/agg')?.get('endDate')).toBe('2026-11-26');
    fireEvent.mouseDown(screen.getByLabelText('Date range'));
    fireEvent.click(await screen.findByTitle('Last month'));
    await waitFor(() => expect(where().get('startDate')).toBe('2026-10-01'));
    expect(where().get('endDate')).toBe('2026-10-31');
    await waitFor(() =>
      expect(lastQuery(browser, 'seller/commission/reports/performance')?.get('endDate')).toBe('2026-10-31'),
    );
  });
});

describe('the totals', () => {
  it('shows each change against the previous range: up, down, and -- with nothing to compare', async () => {
    serveCatalogue(browser, sellerRoutes);
    open('seller');
    const clicks = await screen.findByTestId('metric-clicks');
    await within(clicks).findByText('300');
    expect(within(clicks).getByText('50%').closest('[data-change]')?.getAttribute('data-change')).toBe('up');
    expect(within(clicks).getByLabelText('up')).toBeTruthy();
    const commission = screen.getByTestId('metric-commissionMinor');
    expect(within(commission).getByText('$54.00')).toBeTruthy();
    expect(within(commission).getByText('10%').closest('[data-change]')?.getAttribute('data-change')).toBe(
      'down',
    );
    const orders = screen.getByTestId('metric-orders');
    expect(orders.querySelector('[data-change]')?.textContent).toBe('--');
    expect(screen.getByTestId('metric-costMinor')).toBeTruthy();
    expect(screen.queryByTestId('metric-epcMinor')).toBeNull();
  });

  it('says when the range has nothing, and offers the last 90 days', async () => {
    serveCatalogue(browser, { ...sellerRoutes, 'GET seller/commission/reports/agg': agg({}, {}) });
    open('seller', '?startDate=2026-11-20&endDate=2026-11-26');
    expect(
      await screen.findByText('No clicks, orders or commissions in US from 2026.11.20 – 2026.11.26.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the last 90 days' }));
    await waitFor(() => expect(where().get('startDate')).toBe('2026-08-29'));
    expect(where().get('endDate')).toBe('2026-11-26');
  });

  it('offers to try again when the report cannot be loaded', async () => {
    let calls = 0;
    serveCatalogue(browser, {
      ...sellerRoutes,
      'GET seller/commission/reports/agg': () => {
        calls += 1;
        return calls === 1 ? answer(fail('5000', 'Server busy'), 500) : ok(lively);
      },
    });
    open('seller');
    expect(await screen.findByText('We could not load your commission report')).toBeTruthy();
    expect(calls).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByTestId('metric-clicks')).findByText('300')).toBeTruthy();
  });
});

describe('the tables', () => {
  it('sorts on the server by the column pressed, from the first page', async () => {
    serveCatalogue(browser, sellerRoutes);
    open('seller', '?page=2');
    await screen.findByText('2026.11.25');
    fireEvent.click(screen.getByRole('columnheader', { name: /Commission/ }));
    await waitFor(() => expect(where().get('sortField')).toBe('commissionMinor'));
    expect(where().get('sortOrder')).toBe('descend');
    expect(where().get('page')).toBeNull();
    await waitFor(() =>
      expect(lastQuery(browser, 'seller/commission/reports/performance')?.get('sortField')).toBe(
        'commissionMinor',
      ),
    );
    expect(lastQuery(browser, 'seller/commission/reports/performance')?.get('page')).toBe('1');
  });

  it('drills from a brand into its products, then a product into its publishers', async () => {
    serveCatalogue(browser, {
      ...sellerRoutes,
      'GET seller/commission/reports/brand': reportPage([brandRow()]),
      'GET seller/commission/reports/brand/metric': { ...lively, totals: lively.totals },
      'GET seller/commission/reports/brand/daily-metric': daily(),
      'GET seller/commission/reports/product': reportPage([productRow()]),
      'GET seller/commission/reports/product/daily-metric': daily(),
      'GET seller/commission/reports/publisher': reportPage([]),
      'GET seller/commission/reports/publisher/daily-metric': daily(),
    });
    open('seller', '?tab=brand&sortField=clicks&sortOrder=ascend');
    fireEvent.click(await screen.findByRole('button', { name: 'Hearth & Co' }));
    await waitFor(() => expect(where().get('tab')).toBe('product'));
    expect(where().get('brandId')).toBe('brd_hearth');
    expect(where().get('sortField')).toBeNull();
    expect(within(screen.getByTestId('report-filters')).getByText('Brand: Hearth & Co')).toBeTruthy();
    await waitFor(() =>
      expect(lastQuery(browser, 'seller/commission/reports/product')?.get('brandId')).toBe('brd_hearth'),
    );
    expect(lastQuery(browser, 'seller/commission/reports/agg')?.get('brandId')).toBe('brd_hearth');

    fireEvent.click(await screen.findByRole('button', { name: 'Enamel kettle' }));
    await waitFor(() => expect(where().get('tab')).toBe('publisher'));
    expect(where().get('asin')).toBe('B0KETTLE01');
    await waitFor(() =>
      expect(lastQuery(browser, 'seller/commission/reports/publisher')?.get('asin')).toBe('B0KETTLE01'),
    );
    expect(lastQuery(browser, 'seller/commission/reports/publisher')?.get('brandId')).toBe('brd_hearth');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the brand filter' }));
    await waitFor(() => expect(where().get('brandId')).toBeNull());
    expect(where().get('asin')).toBe('B0KETTLE01');
    expect(screen.queryByText('Brand: Hearth & Co')).toBeNull();
  });

  it('exports the tab with its filters and sort, every row', async () => {
    const clicked = catchDownloads();
    serveCatalogue(browser, {
      ...sellerRoutes,
      'GET seller/commission/reports/performance/export': csv('Commission_report_performance.csv'),
    });
    open(
      'seller',
      '?startDate=2026-11-01&endDate=2026-11-26&sortField=day&sortOrder=ascend&page=2&brandId=brd_1',
    );
    await screen.findByText('2026.11.25');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Downloaded Commission_report_performance.csv')).toBeTruthy();
    expect(clicked).toHaveBeenCalledOnce();
    expect(callsTo(browser, 'seller/commission/reports/performance/export')[0]?.url.search).toBe(
      '?countryCode=US&startDate=2026-11-01&endDate=2026-11-26&brandId=brd_1&sortField=day&sortOrder=ascend',
    );
  });
});

describe('the publisher', () => {
  const publisherRoutes = {
    'GET publisher/commission/reports/agg': agg({
      clicks: 40,
      commissionMinor: 800,
      epcMinor: 20,
      conversionRateBp: 500,
    }),
    'GET publisher/commission/reports/tracking-id/daily-metric': daily(),
    'GET publisher/commission/reports/tracking-id/metric': agg({ clicks: 40 }),
    'GET publisher/commission/reports/tracking-id': reportPage([trackingIdRow()]),
    'GET publisher/commission/reports/tracking-id/agg': {
      ...agg({ clicks: 50, commissionMinor: 600 }),
      trackingId: 'tid_blog',
      trackingIdName: 'blog',
    },
    'GET publisher/commission/reports/tracking-id/detail': {
      ...reportPage([
        {
          ...metrics({ clicks: 50, orders: 2, salesMinor: 5_000, commissionMinor: 600 }),
          linkId: 'lnk_1',
          linkType: 'product',
          asin: 'B0KETTLE01',
          title: 'Enamel kettle',
          brandName: 'Hearth & Co',
        },
      ]),
      trackingId: 'tid_blog',
      trackingIdName: 'blog',
    },
  };

  it('sees its EPC and rate, and opens a tracking id into its links', async () => {
    serveCatalogue(browser, publisherRoutes);
    open('publisher', '?tab=tracking-id');
    expect(await screen.findByTestId('metric-epcMinor')).toBeTruthy();
    expect(screen.queryByTestId('metric-costMinor')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'blog' }));
    const drawer = await screen.findByRole('dialog');
    const link = await within(drawer).findByRole('link', { name: 'Enamel kettle' });
    expect(link.getAttribute('href')).toBe('/publisher/tracking-links?search=B0KETTLE01&trackingId=tid_blog');
    expect(lastQuery(browser, 'publisher/commission/reports/tracking-id/detail')?.get('trackingId')).toBe(
      'tid_blog',
    );
  });

  it('leaves the tracking ids out of the associate set', async () => {
    serveCatalogue(browser, {
      'GET publisher/associate/commission/reports/agg': agg({
        clicks: null,
        orders: null,
        commissionMinor: 900,
      }),
      'GET publisher/associate/commission/reports/performance/daily-metric': daily(),
      'GET publisher/associate/commission/reports/performance': reportPage([]),
      'GET publisher/associate/commission/reports/agg/metric': agg({}),
    });
    open('publisher', '?variant=associate&tab=tracking-id&trackingId=tid_blog');
    await screen.findByTestId('metric-clicks');
    expect(screen.queryByRole('tab', { name: 'Tracking ids' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Performance', selected: true })).toBeTruthy();
    expect(await within(screen.getByTestId('metric-clicks')).findAllByText('--')).toHaveLength(2);
    await waitFor(() =>
      expect(
        lastQuery(browser, 'publisher/associate/commission/reports/performance')?.has('trackingId'),
      ).toBe(false),
    );
  });
});
