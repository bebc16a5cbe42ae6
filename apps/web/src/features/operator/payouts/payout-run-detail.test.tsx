// @vitest-environment happy-dom
import type { TPayoutRunDetail } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, ivy, ok, reviewRun, serve } from './payout-test-server';
import { OperatorPayoutsPage } from './payouts-page';

vi.mock('../operator-role', () => ({ useCanWrite: () => true, supportReadOnlyHint: 'Read only' }));

let browser: ReturnType<typeof fakeBrowser>;
const held = {
  ...ivy,
  id: 'pitm_2',
  publisherName: 'Bo Chen',
  status: 'held' as const,
  reason: 'Tax form expired',
};
const approved: TPayoutRunDetail = {
  ...reviewRun,
  status: 'approved',
  approvedAt: '2026-12-16T09:00:00.000Z',
  approvedBy: 'opr_1',
  counts: { included: 0, held: 1, sent: 0, paid: 12, failed: 0 },
};

function open(run: TPayoutRunDetail) {
  let current = run;
  serve(browser, {
    'GET finance/payouts/runs/prun_1': () => ok(current),
    'GET finance/payouts/runs/prun_1/items': () => {
      const items = current.status === 'approved' ? [{ ...ivy, status: 'paid' }, held] : [ivy, held];
      return ok({ items, total: 2, page: 1, pageSize: 20 });
    },
    'POST finance/payouts/runs/prun_1/items/pitm_1/hold': (init) =>
      ok({ ...ivy, status: 'held', reason: JSON.parse(String(init?.body)).reason }),
    'POST finance/payouts/runs/prun_1/approve': async () => {
      // slow enough for a second click to land while the first approval runs
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = approved;
      return ok(approved);
    },
    'GET finance/payouts/runs': () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
  });
  renderPage(<OperatorPayoutsPage />, '/?run=prun_1');
}

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'admin.test', pathname: '/operator/payouts', search: '?run=prun_1' });
});
afterEach(cleanup);

describe('a payout run in review', () => {
  it('holds a payout only with a reason of 3 characters or more', async () => {
    open(reviewRun);
    fireEvent.click(await screen.findByRole('button', { name: 'Hold Ivy Ramirez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Hold the payout to Ivy Ramirez');
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the publisher)'), {
      target: { value: 'no' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold the payout' }));
    await within(dialog).findByText('Give the reason for the hold (3 to 500 characters)');
    const hold = 'POST finance/payouts/runs/prun_1/items/pitm_1/hold';
    expect(callsTo(browser, hold)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the publisher)'), {
      target: { value: '  Bank details under review  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold the payout' }));
    await waitFor(() => expect(callsTo(browser, hold)).toHaveLength(1));
    expect(callsTo(browser, hold)[0]?.body).toEqual({ reason: 'Bank details under review' });
    await screen.findByText('The payout to Ivy Ramirez is held; the balance rolls over');
  });

  it('asks before approving, naming who and how much, and approves once', async () => {
    open(reviewRun);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Pay 12 publishers 3,456.78 USD?');
    expect(dialog.textContent).toContain('it cannot be undone');
    const approve = 'POST finance/payouts/runs/prun_1/approve';
    expect(callsTo(browser, approve)).toHaveLength(0);

    const ok = within(dialog).getByRole('button', { name: 'Approve and pay' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    await screen.findByText('Run approved: the bank files are ready and PayPal payouts sent');
    expect(callsTo(browser, approve)).toHaveLength(1);
    // the approved run offers to record a bank return instead of holds
    expect(await screen.findByRole('button', { name: 'Record a return Ivy Ramirez' })).toBeTruthy();
  });

  it('shows what stops the approval and keeps Approve disabled', async () => {
    open({ ...reviewRun, approvalProblems: ['Set the ACH originator in the payout settings'] });
    const warning = (await screen.findByText('This run cannot be approved yet')).closest('[role="alert"]');
    expect(warning?.textContent).toContain('Set the ACH originator in the payout settings');
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.click(approve);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(browser, 'POST finance/payouts/runs/prun_1/approve')).toHaveLength(0);
  });
});
