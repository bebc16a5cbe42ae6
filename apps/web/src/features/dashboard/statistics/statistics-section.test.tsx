// @vitest-environment happy-dom
import type {
  TPublisherDashboardStatistics,
  TReportMetrics,
  TSellerDashboardStatistics,
} from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { metrics } from '../../reports/reports-test-kit';
import { StatisticsSection } from './statistics-section';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const frame = {
  countryCode: 'US',
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  timeZoneLabel: 'Pacific Time Zone (PT)',
  startDate: '2026-03-05',
  endDate: '2026-03-11',
  period: '7d' as const,
  days: ['2026-03-05', '2026-03-06'].map((day) => ({ day, ...metrics({ clicks: 3 }) })),
  change: {
    clicks: null,
    detailPageViews: null,
    addToCarts: null,
    orders: null,
    units: null,
    salesMinor: null,
    commissionMinor: null,
    conversionRateBp: null,
    epcMinor: null,
  },
};

const publisherAnswer = (
  totals: TReportMetrics,
  previous: TReportMetrics,
): TPublisherDashboardStatistics => ({
  ...frame,
  totals,
  previous: { startDate: '2026-02-26', endDate: '2026-03-04', totals: previous },
  counts: { liveLinks: 4, clickedLinks: 2 },
  topProducts: [
    {
      ...metrics({ clicks: 27, orders: 2, units: 3, salesMinor: 5997, commissionMinor: 600 }),
      asin: 'B0KETTLE01',
      productId: 'prd_1',
      title: 'Copper kettle',
      imageUrl: null,
      brandId: 'brd_1',
      brandName: 'Copper Kettle',
    },
  ],
});

/** The server as the section sees it: the statistics of each query from `answers`. */
function serve(answers: (query: URLSearchParams) => Response) {
  browser.fetch.mockImplementation(async (url) => {
    const address = new URL(String(url), 'http://app.test');
    return address.pathname.endsWith('/dashboard/data/statistics')
      ? answers(address.searchParams)
      : answer(fail('1004', 'Route not found'), 404);
  });
}
const asked = () =>
  browser.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').searchParams.toString());

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/dashboard', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Dashboard statistics', () => {
  it('shows each total with its change: up, down, or -- with nothing before', async () => {
    const totals = metrics({
      clicks: 36,
      orders: 2,
      units: 3,
      salesMinor: 5997,
      commissionMinor: 600,
      epcMinor: 17,
      conversionRateBp: 556,
    });
    const previous = metrics({
      clicks: 10,
      orders: 1,
      units: 1,
      salesMinor: 1999,
      commissionMinor: 800,
      epcMinor: 80,
      conversionRateBp: 1000,
    });
    serve(() => ok(publisherAnswer(totals, { ...previous, units: 0 })));
    renderPage(<StatisticsSection portal="publisher" />, '/publisher/dashboard?marketplace=US&period=7d');
    const clicks = await screen.findByTestId('metric-clicks');
    expect(clicks.textContent).toContain('36');
    expect(within(clicks).getByTitle(/^Up 260%/)).toBeTruthy();
    const commission = screen.getByTestId('metric-commissionMinor');
    expect(commission.textContent).toContain('$6.00');
    expect(
      within(commission)
        .getByTitle(/^Down 25%/)
        .getAttribute('data-change'),
    ).toBe('down');
    expect(screen.getByTestId('metric-units').querySelector('[data-change="none"]')?.textContent).toBe('--');
    expect(screen.getByTestId('metric-conversionRateBp').textContent).toContain('5.56%');
    expect(screen.getByTestId('statistics-range').textContent).toBe(
      '2026.03.05 – 2026.03.11 against 2026.02.26 – 2026.03.04, Pacific Time Zone (PT), in USD',
    );
    expect(
      screen.getByRole('img', { name: 'Clicks and commission per day, 2026.03.05 – 2026.03.11' }),
    ).toBeTruthy();
    expect(screen.getByText('Copper kettle')).toBeTruthy();
    expect(screen.getByText('Live links').closest('.ant-statistic')?.textContent).toContain('4');
    expect(asked()).toEqual(['countryCode=US&period=7d']);
  });

  it('asks again for the period chosen, keeping it in the address', async () => {
    serve((query) => ok({ ...publisherAnswer(metrics(), metrics()), period: query.get('period') }));
    renderPage(<StatisticsSection portal="publisher" />, '/publisher/dashboard?marketplace=UK');
    await screen.findByTestId('statistics-empty');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByText('Last 90 days'));
    await waitFor(() => expect(asked()).toEqual(['countryCode=UK&period=30d', 'countryCode=UK&period=90d']));
  });

  it('invites a new publisher to share links when nothing happened yet', async () => {
    serve(() => ok({ ...publisherAnswer(metrics(), metrics()), topProducts: [] }));
    renderPage(<StatisticsSection portal="publisher" />, '/publisher/dashboard');
    const empty = await screen.findByTestId('statistics-empty');
    expect(within(empty).getByRole('link', { name: 'Find products to promote' }).getAttribute('href')).toBe(
      '/publisher/catalogue',
    );
    expect(screen.queryByTestId('metric-clicks')).toBeNull();
    expect(screen.getByText('Live links')).toBeTruthy();
  });

  it("ranks the seller's publishers and counts its reach", async () => {
    const { topProducts, counts, ...shared } = publisherAnswer(
      metrics({ clicks: 35, salesMinor: 7996, costMinor: 1040 }),
      metrics({ costMinor: 0 }),
    );
    const seller: TSellerDashboardStatistics = {
      ...shared,
      counts: { activeProducts: 12, clickingPublishers: 2 },
      topPublishers: [
        {
          ...metrics({ clicks: 32, orders: 2, salesMinor: 5997, costMinor: 780 }),
          publisherId: 'usr_1',
          publisherName: 'Ivy Reviews',
        },
      ],
    };
    serve(() => ok(seller));
    renderPage(<StatisticsSection portal="seller" />, '/seller/dashboard');
    expect((await screen.findByTestId('metric-costMinor')).textContent).toContain('$10.40');
    expect(screen.getByText('Ivy Reviews')).toBeTruthy();
    expect(screen.getByText('$59.97')).toBeTruthy();
    expect(
      screen.getByText('Products publishers can promote').closest('.ant-statistic')?.textContent,
    ).toContain('12');
  });

  it('says when the statistics could not be loaded and tries again', async () => {
    serve(() => answer(fail('5000', 'Something went wrong'), 500));
    renderPage(<StatisticsSection portal="publisher" />, '/publisher/dashboard');
    await screen.findByText('We could not load your statistics');
    serve(() => ok(publisherAnswer(metrics({ clicks: 5 }), metrics())));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('metric-clicks')).textContent).toContain('5');
  });
});
