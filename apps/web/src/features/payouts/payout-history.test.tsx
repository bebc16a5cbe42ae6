// @vitest-environment happy-dom
import type { TPublisherPayout } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import { PayoutHistory } from './payout-history';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const paid: TPublisherPayout = {
  id: 'pay_2',
  countryCode: 'US',
  currency: 'USD',
  amountMinor: 345_678,
  rail: 'ach',
  status: 'paid',
  reason: null,
  destination: '…6789',
  approvedAt: '2026-11-16T10:00:00.000Z',
  lines: [
    { kind: 'released', amountMinor: 300_000, month: '2026-09', sellerName: 'Acme Kitchen', note: null },
    {
      kind: 'reversed',
      amountMinor: 45_678,
      month: null,
      sellerName: null,
      note: 'Payout of 2026.10.15 returned: R03',
    },
  ],
};
const failed: TPublisherPayout = {
  ...paid,
  id: 'pay_1',
  countryCode: 'DE',
  currency: 'EUR',
  amountMinor: 45_678,
  rail: 'sepa',
  status: 'failed',
  reason: 'R03 No account / unable to locate account',
  destination: '…4321',
  approvedAt: '2026-10-15T10:00:00.000Z',
  lines: [],
};

function serve(items: TPublisherPayout[]) {
  browser.fetch.mockImplementation(async (url) => {
    if (/publisher\/payouts\?/.test(String(url))) {
      return ok({ items, total: items.length, page: 1, pageSize: 20 });
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
}

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/payouts', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payout history', () => {
  it('lists each payout with how it was paid, and opens onto the lines it paid', async () => {
    serve([paid, failed]);
    renderPage(<PayoutHistory />);
    const row = (await screen.findByText('3,456.78 USD')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2026.11.16');
    expect(row.textContent).toContain('US · amazon.com');
    expect(row.textContent).toContain('ACH bank transfer…6789');
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(screen.queryByText('Acme Kitchen')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const month = await screen.findByText('2026.09');
    const released = month.closest('tr') as HTMLElement;
    expect(released.textContent).toContain('Acme Kitchen');
    expect(released.textContent).toContain('3,000.00 USD');
    // a reversed line says which earlier payout failed and came back into this one
    const reversed = screen.getByText('Payout of 2026.10.15 returned: R03').closest('tr') as HTMLElement;
    expect(reversed.textContent).toContain('Failed payout');
    expect(reversed.textContent).toContain('456.78 USD');
  });

  it('says why a payout failed', async () => {
    serve([failed]);
    renderPage(<PayoutHistory />);
    const row = (await screen.findByText('456.78 EUR')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(row.textContent).toContain('R03 No account / unable to locate account');
    expect(row.textContent).toContain('SEPA transfer');
  });

  it('asks for the newest page first and says so when there is no payout yet', async () => {
    serve([]);
    renderPage(<PayoutHistory />);
    await screen.findByText(/No payout yet/);
    await waitFor(() => expect(browser.fetch).toHaveBeenCalled());
    expect(String(browser.fetch.mock.calls[0]?.[0])).toMatch(/publisher\/payouts\?page=1&pageSize=20$/);
  });
});
