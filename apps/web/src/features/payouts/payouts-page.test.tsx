// @vitest-environment happy-dom
import type { TPayoutBalances } from '@atlas/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import { PayoutsPage } from './payouts-page';

let browser: ReturnType<typeof fakeBrowser>;

function serve(balances: TPayoutBalances | null) {
  browser.fetch.mockImplementation(async (url) => {
    if (String(url).endsWith('publisher/payouts/balance') && balances) {
      return answer({ success: true, code: '0', error: null, data: balances });
    }
    if (String(url).includes('publisher/payouts?')) {
      return answer({
        success: true,
        code: '0',
        error: null,
        data: { items: [], total: 0, page: 1, pageSize: 20 },
      });
    }
    return answer(fail('1000', 'The server could not answer'), 500);
  });
}

const rules = { holdDays: 30, nextRunOn: '2026-12-15' };
const us = {
  countryCode: 'US',
  currency: 'USD',
  awaitingSellerMinor: 158_774,
  heldMinor: 1535,
  heldUntil: '2026-12-31T08:00:00.000Z',
  payableMinor: 53_955,
  paidMinor: 0,
  minimumMinor: 5000,
  next: { paid: true, reason: null },
};

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/payouts', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PayoutsPage', () => {
  it('shows each marketplace: payable, held until a day, waiting for the seller, paid', async () => {
    serve({
      ...rules,
      balances: [
        us,
        {
          ...us,
          countryCode: 'UK',
          currency: 'GBP',
          payableMinor: -1234,
          heldMinor: 0,
          heldUntil: null,
          minimumMinor: 2500,
          next: { paid: false, reason: 'Returns after your last payout outweigh what is payable.' },
        },
        {
          ...us,
          countryCode: 'CA',
          currency: 'CAD',
          next: { paid: true, reason: 'In the payout run under review: paid once the team approves it.' },
        },
      ],
    });
    renderPage(<PayoutsPage />);
    const card = await screen.findByTestId('payout-balance-US');
    expect(card.textContent).toContain('$539.55');
    expect(card.textContent).toContain('Ready to be paid out.');
    expect(card.textContent).toMatch(/Held for returns\$15\.35Payable from 2026\.12\.31/);
    expect(card.textContent).toContain('$1,587.74');
    const uk = screen.getByTestId('payout-balance-UK');
    expect(within(uk).getByText('-£12.34')).toBeTruthy();
    expect(uk.textContent).toContain('Returns after your last payout outweigh what is payable.');
    expect(uk.textContent).toContain('Nothing held');
    // a balance in a run under review says so rather than "ready"
    const ca = screen.getByTestId('payout-balance-CA');
    expect(ca.textContent).toContain('In the payout run under review: paid once the team approves it.');
    expect(ca.textContent).not.toContain('Ready to be paid out.');
    expect(screen.getByText(/held 30 days after the close/)).toBeTruthy();
    // each balance has its own currency's minimum, not one figure for all
    expect(card.textContent).toContain('Minimum payout: $50.00');
    expect(uk.textContent).toContain('Minimum payout: £25.00');
    expect(screen.getByText('Next payout run: 2026.12.15; paid once approved')).toBeTruthy();
    expect(await screen.findByText(/No payout yet/)).toBeTruthy();
  });

  it('says why the next run does not pay a balance', async () => {
    const reason = 'Your bank account is waiting for review.';
    serve({ ...rules, balances: [{ ...us, next: { paid: false, reason } }] });
    renderPage(<PayoutsPage />);
    expect((await screen.findByTestId('payout-balance-US')).textContent).toContain(reason);
  });

  it('says so when nothing was earned yet, and when the balance could not be read', async () => {
    serve({ ...rules, balances: [] });
    renderPage(<PayoutsPage />);
    await screen.findByText(/Nothing earned yet/);
    cleanup();
    serve(null);
    renderPage(<PayoutsPage />);
    await screen.findByText('We could not load your payouts');
  });
});
