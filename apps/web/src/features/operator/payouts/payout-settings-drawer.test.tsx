// @vitest-environment happy-dom
import type { TPayoutSettings } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { PayoutSettingsDrawer } from './payout-settings-drawer';
import { callsTo, ok, serve } from './payout-test-server';

vi.mock('../operator-role', () => ({ useCanWrite: () => true, supportReadOnlyHint: 'Read only' }));

let browser: ReturnType<typeof fakeBrowser>;
const saved: TPayoutSettings = {
  holdDays: 30,
  minimums: { USD: 5000, CAD: 5000, EUR: 5000, GBP: 5000 },
  ach: {
    companyName: 'Affiliate Atlas',
    companyId: '1123456789',
    bankRouting: '021000021',
    bankName: 'First Bank',
  },
  sepa: null,
};
const save = 'PUT finance/payouts/settings';

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'admin.test', pathname: '/operator/payouts', search: '' });
  serve(browser, {
    'GET finance/payouts/settings': () => ok(saved),
    [save]: (init) => ok(JSON.parse(String(init?.body))),
  });
});
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('payout settings', () => {
  it('shows the saved minimums as money and refuses amounts out of the contract, sending nothing', async () => {
    renderPage(<PayoutSettingsDrawer open onClose={() => undefined} />);
    expect(((await screen.findByLabelText('Minimum in USD')) as HTMLInputElement).value).toBe('50.00');
    type('Minimum in USD', '0.50');
    type('Minimum in GBP', '12.345');
    submit();
    await screen.findByText('Enter an amount such as 50.00');
    // 0.50 has the right form; only the shared schema knows it is under the 1.00 floor
    await screen.findByText('A minimum payout is 1.00 to 10,000.00');
    type("Holding period (days after the month's close)", '200');
    submit();
    await screen.findByText('The holding period is 0 to 180 days');
    expect(callsTo(browser, save)).toHaveLength(0);
  });

  it('sends minimums in cents, and a group switched off as cleared', async () => {
    const onClose = vi.fn();
    renderPage(<PayoutSettingsDrawer open onClose={onClose} />);
    await screen.findByLabelText('Minimum in USD');
    type('Minimum in USD', '75.5');
    type('Minimum in EUR', '1234.56');
    type('Minimum in GBP', '40');
    fireEvent.click(screen.getByRole('switch', { name: 'ACH originator set' }));
    submit();
    await waitFor(() => expect(callsTo(browser, save)).toHaveLength(1));
    expect(callsTo(browser, save)[0]?.body).toEqual({
      holdDays: 30,
      minimums: { USD: 7550, CAD: 5000, EUR: 123_456, GBP: 4000 },
      ach: null,
      sepa: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('checks a SEPA account with the shared rules and sends it normalised', async () => {
    renderPage(<PayoutSettingsDrawer open onClose={() => undefined} />);
    await screen.findByLabelText('Minimum in USD');
    fireEvent.click(screen.getByRole('switch', { name: 'SEPA debtor account set' }));
    await screen.findByLabelText('Account name');
    type('Account name', 'Affiliate Atlas GmbH');
    type('IBAN', 'DE89 3704 0044 0532 0130 00');
    type('BIC', 'COBADEFF');
    submit();
    await waitFor(() => expect(callsTo(browser, save)).toHaveLength(1));
    expect(callsTo(browser, save)[0]?.body.sepa).toEqual({
      debtorName: 'Affiliate Atlas GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
    });
  });
});
