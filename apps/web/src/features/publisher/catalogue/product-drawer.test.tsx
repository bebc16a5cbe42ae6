// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import {
  callsTo,
  catchDownloads,
  csv,
  history,
  productDetail,
  serveCatalogue,
  variations,
} from './catalogue-test-kit';
import { ProductDrawer } from './product-drawer';

let browser: ReturnType<typeof fakeBrowser>;

const running = {
  id: 'dl_now',
  dealPriceMinor: null,
  discountBp: 2000,
  extraCommissionBp: 250,
  startsAt: '2020-01-01T12:00:00.000Z',
  endsAt: '2099-01-01T12:00:00.000Z',
};
const coming = {
  id: 'dl_later',
  dealPriceMinor: 4900,
  discountBp: null,
  extraCommissionBp: null,
  startsAt: '2098-06-01T12:00:00.000Z',
  endsAt: '2098-06-10T12:00:00.000Z',
};

const open = () =>
  renderPage(
    <ProductDrawer productId="prd_7" onClose={() => undefined} brandHref={(id) => `?brand=${id}`} />,
  );

beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the product drawer', () => {
  it('shows the product, what it pays, its deals running and coming, and its Amazon page', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/detail/prd_7': productDetail({ deals: [running, coming] }),
      'GET publisher/product/commissionHistory': history([]),
    });
    open();
    expect(await screen.findByText('Enamel kettle')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hearth & Co' }).getAttribute('href')).toBe('/?brand=brd_hearth');
    expect(screen.getByText('$59.00')).toBeTruthy();
    expect(screen.getByText('15%')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View on Amazon/ }).getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B0CATALOG7',
    );

    const deals = within(screen.getByRole('region', { name: 'Deals' }));
    const [now, later] = deals.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(now.textContent).toContain('Running');
    expect(now.textContent).toContain('20% off');
    expect(now.textContent).toContain('+2.5% commission');
    expect(now.textContent).toContain('Until 2099.01.01');
    expect(later.textContent).toContain('Coming');
    expect(later.textContent).toContain('$49.00 deal price');
    expect(later.textContent).toContain('2098.06.01 to 2098.06.10');
  });

  it('pages the commission history, each change old → new', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/detail/prd_7': productDetail(),
      'GET publisher/product/commissionHistory': (url: URL) =>
        new Response(
          JSON.stringify({
            success: true,
            code: '0',
            error: null,
            data:
              url.searchParams.get('page') === '2'
                ? history([], 12)
                : history(
                    [
                      {
                        id: 'ch_2',
                        oldCommissionBp: 1000,
                        newCommissionBp: 1500,
                        oldStatus: 'active',
                        newStatus: 'active',
                        createdAt: '2026-11-02T10:00:00.000Z',
                      },
                      {
                        id: 'ch_1',
                        oldCommissionBp: null,
                        newCommissionBp: 1000,
                        oldStatus: 'inactive',
                        newStatus: 'active',
                        createdAt: '2026-09-15T10:00:00.000Z',
                      },
                    ],
                    12,
                  ),
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    });
    open();
    const raised = (await screen.findByText('15%', { selector: 'strong' })).closest('tr') as HTMLElement;
    expect(within(raised).getByText('10%')).toBeTruthy();
    expect(within(raised).getByText('2026.11.02')).toBeTruthy();
    const first = screen.getByText('2026.09.15').closest('tr') as HTMLElement;
    expect(within(first).getByText('--')).toBeTruthy();
    expect(within(first).getByText('Inactive')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(callsTo(browser, 'publisher/product/commissionHistory')[0]?.url.search).toBe(
      '?id=prd_7&page=1&pageSize=10',
    );

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo(browser, 'publisher/product/commissionHistory')).toHaveLength(2));
    expect(callsTo(browser, 'publisher/product/commissionHistory')[1]?.url.searchParams.get('page')).toBe(
      '2',
    );
  });

  it('lists the variations and exports them', async () => {
    const clicked = catchDownloads();
    serveCatalogue(browser, {
      'GET publisher/product/detail/prd_7': productDetail(),
      'GET publisher/product/commissionHistory': history([]),
      'GET publisher/product/prd_7/variations/list': variations(2),
      'GET publisher/product/prd_7/variations/export': csv('Variations_B0CATALOG7.csv'),
    });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Variations (2)' }));
    expect(await screen.findByText('Color: Red')).toBeTruthy();
    expect(screen.getByText(/by Color/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Export variations/ }));
    expect(await screen.findByText('Downloaded Variations_B0CATALOG7.csv')).toBeTruthy();
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('says what to finish when the account is not approved', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/detail/prd_7': () =>
        answer(
          fail('1009', 'Your publisher account was not approved: no website.', {
            reason: 'approval_refused',
          }),
          409,
        ),
    });
    open();
    expect(await screen.findByText('Your publisher account was not approved: no website.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Profile' })).toBeTruthy();
    expect(browser.navigate).not.toHaveBeenCalled();
  });
});
