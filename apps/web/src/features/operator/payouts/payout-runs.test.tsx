// @vitest-environment happy-dom
import type { TPayoutRun } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, ok, reviewRun, serve } from './payout-test-server';
import { OperatorPayoutsPage } from './payouts-page';

vi.mock('../operator-role', () => ({ useCanWrite: () => true, supportReadOnlyHint: 'Read only' }));

let browser: ReturnType<typeof fakeBrowser>;

const approved: TPayoutRun = {
  ...reviewRun,
  id: 'prun_0',
  countryCode: 'DE',
  currency: 'EUR',
  kind: 'manual',
  month: null,
  status: 'approved',
  counts: { included: 0, held: 0, sent: 0, paid: 3, failed: 1 },
  totalMinor: 120_000,
};
const created = {
  ...reviewRun,
  id: 'prun_9',
  countryCode: 'UK',
  currency: 'GBP',
  kind: 'manual',
  month: null,
};

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'admin.test', pathname: '/operator/payouts', search: '' });
  serve(browser, {
    'GET finance/payouts/runs': () => ok({ items: [reviewRun, approved], total: 2, page: 1, pageSize: 20 }),
    'POST finance/payouts/runs': () => ok(created),
    'GET finance/payouts/runs/prun_9': () => ok(created),
    'GET finance/payouts/runs/prun_9/items': () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
  });
});
afterEach(cleanup);

/** Opens an antd Select by its label and picks an option by its text. */
async function choose(label: string, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

describe('payout runs', () => {
  it('lists runs with their kind, status, payouts and total', async () => {
    renderPage(<OperatorPayoutsPage />);
    const monthly = (await screen.findByText('Monthly for 2026.11')).closest('tr') as HTMLElement;
    expect(monthly.textContent).toContain('US · amazon.com');
    expect(within(monthly).getByText('In review')).toBeTruthy();
    expect(monthly.textContent).toContain('12 included · 1 held');
    expect(monthly.textContent).toContain('3,456.78 USD');
    const manual = screen.getByText('Manual run', { selector: 'tr *' }).closest('tr') as HTMLElement;
    expect(within(manual).getByText('Approved')).toBeTruthy();
    expect(manual.textContent).toContain('3 paid · 1 failed');
    expect(manual.textContent).toContain('1,200.00 EUR');
  });

  it('filters by marketplace in the request', async () => {
    renderPage(<OperatorPayoutsPage />);
    await screen.findByText('Monthly for 2026.11');
    await choose('Marketplace', 'DE · amazon.de');
    await waitFor(() =>
      expect(callsTo(browser, 'GET finance/payouts/runs').at(-1)?.url).toContain('countryCode=DE'),
    );
  });

  it('runs now for the chosen marketplace and opens the new run', async () => {
    renderPage(<OperatorPayoutsPage />);
    await screen.findByText('Monthly for 2026.11');
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog');
    // nothing chosen: the form says so and makes no run
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the run' }));
    await within(dialog).findByText('Choose a marketplace');
    expect(callsTo(browser, 'POST finance/payouts/runs')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('UK · amazon.co.uk · GBP'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the run' }));
    await waitFor(() => expect(callsTo(browser, 'POST finance/payouts/runs')).toHaveLength(1));
    expect(callsTo(browser, 'POST finance/payouts/runs')[0]?.body).toEqual({ countryCode: 'UK' });
    // the page now shows that run
    expect(await screen.findByText(/UK · amazon\.co\.uk · Manual run/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /All runs/ })).toBeTruthy();
  });
});
