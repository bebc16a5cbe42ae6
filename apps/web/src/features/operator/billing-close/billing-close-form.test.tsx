// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { BillingCloseForm } from './billing-close-form';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const closes = () =>
  browser.fetch.mock.calls.filter(
    ([url, init]) => String(url).endsWith('finance/billing/close') && init?.method === 'POST',
  );

beforeEach(() => {
  browser = fakeBrowser();
  browser.fetch.mockImplementation(async (url, init) => {
    if (String(url).endsWith('finance/billing/close') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return ok({
        id: 'bcl_1',
        countryCode: body.countryCode,
        month: `${body.month}-01`,
        status: 'queued',
        requestedBy: 'opr_1',
        sellerBillings: 0,
        publisherBillings: 0,
        error: null,
        startedAt: '2026-11-05T10:00:00.000Z',
        finishedAt: null,
      });
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
});
afterEach(cleanup);

/** Types `month` into the month picker and commits it. */
function chooseMonth(month: string) {
  const input = screen.getByLabelText('Month to close');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: month } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('closing a month', () => {
  it('asks first, naming the marketplace and the month, and closes only once confirmed', async () => {
    const onQueued = vi.fn();
    renderPage(<BillingCloseForm onQueued={onQueued} />);
    chooseMonth('2026.10');
    fireEvent.click(screen.getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Close US 2026.10?');
    expect(dialog.textContent).toContain('amazon.com');
    expect(closes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close US 2026.10' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(closes()).toHaveLength(1);
    expect(JSON.parse(String(closes()[0]?.[1]?.body))).toEqual({ countryCode: 'US', month: '2026-10' });
    expect(await screen.findByText('Closing US 2026.10')).toBeTruthy();
  });

  it('closes nothing when the operator cancels', async () => {
    renderPage(<BillingCloseForm onQueued={() => undefined} />);
    chooseMonth('2026.10');
    fireEvent.click(screen.getByRole('button', { name: 'Close now' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closes()).toHaveLength(0);
  });
});
