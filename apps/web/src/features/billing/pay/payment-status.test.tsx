// @vitest-environment happy-dom
import type { TPayment, TSellerBilling } from '@atlas/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { SellerBillingsPage } from '../seller/seller-billings-page';

// Back on Billings from PayPal: the list starts loading while the capture is booked. A list read
// sent before the booking and answered after it must not stand: the page reads it again.

const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const billing = (status: 'processing' | 'paid'): TSellerBilling => ({
  id: 'bil_1',
  invoiceLabel: 'AA-S-000011',
  countryCode: 'US',
  currency: 'USD',
  month: '2026-10-01',
  billingDate: '2026-11-01',
  closedAt: '2026-11-01T07:00:00.000Z',
  dueAt: '2026-12-05T07:00:00.000Z',
  orders: 3,
  units: 4,
  salesMinor: 10_000,
  commissionMinor: 1_000,
  platformFeeMinor: 300,
  totalMinor: 1_300,
  status,
  displayStatus: status,
  paidAt: status === 'paid' ? '2026-11-28T01:00:00.000Z' : null,
  paymentId: 'pay_1',
});

const payment: TPayment = {
  id: 'pay_1',
  provider: 'paypal',
  status: 'completed',
  merged: false,
  requestId: 'req_1',
  currency: 'USD',
  amountMinor: 1_300,
  feeMinor: 50,
  chargeMinor: 1_350,
  billingIds: ['bil_1'],
  orderId: 'ORDER1',
  paypalCaptureId: 'CAPTURE1',
  approveUrl: null,
  reference: null,
  error: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  completedAt: '2026-11-28T01:00:01.000Z',
};

/** The capture answers when told; then the first list read, with what it read before it. */
let answerCapture: () => void;
let answerFirstRead: () => void;
let listReads: number;

/** The pending check's and the request's answer: the payment as the server has it. */
let serverPayment: TPayment;

beforeEach(() => {
  const browser = fakeBrowser();
  listReads = 0;
  serverPayment = payment;
  let booked = false;
  const captured = new Promise<void>((resolve) => {
    answerCapture = () => {
      booked = true;
      resolve();
    };
  });
  const firstRead = new Promise<void>((resolve) => {
    answerFirstRead = resolve;
  });
  browser.fetch.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://app.test').pathname.replace('/api/atlas/v1/', '');
    if (path === 'finance/seller/billings/list') {
      listReads += 1;
      const readBeforeBooking = !booked;
      if (listReads === 1) {
        await firstRead;
      }
      const page = [billing(readBeforeBooking ? 'processing' : 'paid')];
      return ok({ items: page, total: 1, page: 1, pageSize: 20 });
    }
    if (path === 'finance/seller/payment/paypal/orders/capture') {
      await captured;
      return ok(payment);
    }
    if (path === 'finance/seller/billings/total/paymentPending') {
      return ok({ currencies: [] });
    }
    if (path === 'finance/seller/payment/check/pending/paymentOrder') {
      const open = serverPayment.status === 'created';
      return ok(open ? { payment: serverPayment, action: 'approve' } : { payment: null, action: 'none' });
    }
    if (path === 'finance/seller/payment/merge/check/orderResult') {
      return ok(serverPayment);
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back on Billings from a provider', () => {
  it("shows the billing paid, though the list's first read was sent before the capture was booked", async () => {
    renderPage(
      <SellerBillingsPage />,
      '/seller/billings?paymentId=pay_1&requestId=req_1&provider=paypal&outcome=approved&token=ORDER1&PayerID=P1',
    );
    await waitFor(() => expect(listReads).toBe(1));
    answerCapture();
    await screen.findByText('Payment received: the billing is paid');
    answerFirstRead();
    const row = () => screen.getByRole('row', { name: /AA-S-000011/ });
    await waitFor(() => expect(within(row()).getByText('Paid')).toBeTruthy());
    expect(listReads).toBe(2);
  });

  it('says Payoneer has not confirmed yet, not that the payment failed, when it could not be asked', async () => {
    serverPayment = {
      ...payment,
      provider: 'payoneer',
      status: 'created',
      paypalCaptureId: null,
      completedAt: null,
    };
    answerFirstRead();
    renderPage(
      <SellerBillingsPage />,
      '/seller/billings?paymentId=pay_1&requestId=req_1&provider=payoneer&outcome=approved&longId=L1&statusCode=charged',
    );
    await screen.findByText(/^Payoneer has not confirmed the payment yet/);
    expect(screen.queryByText(/did not go through/)).toBeNull();
  });
});
