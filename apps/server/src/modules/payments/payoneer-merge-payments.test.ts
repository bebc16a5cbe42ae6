import { sellerPaymentCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf, fieldPaths } from '../../../test/support/call';
import { createSeller, createUser } from '../../../test/support/factories';
import { billingRow, capture, freshMonth, newRequestId, pressSandbox } from '../../../test/support/payments';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import { payoneerSandboxMerchant, payoneerSandboxPath } from '../../integrations/payments/sandbox-payoneer';

// Payoneer through its built-in sandbox, and merged payments (the order made in the background).
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;
beforeAll(async () => {
  // a merge job's retries a few milliseconds apart
  t = await createTestApp({ JOB_BACKOFF_MS: '5' });
  seller = await createSeller(t);
  other = await createSeller(t);
});
afterAll(() => t.close());

const billing = (options: Parameters<typeof insertSellerBilling>[2] = {}) =>
  insertSellerBilling(t, seller.user.id, { month: freshMonth(), ...options });
const pending = () => callOf(t.app, sellerPaymentCalls.getPendingPayment, { token: seller.token });
const payoneer = (token: string, query: Record<string, string>) =>
  callOf(t.app, sellerPaymentCalls.createPayoneerPayment, { token, query });

describe('paying with Payoneer', () => {
  it('answers the amount with fees, creates the checkout once and books it paid on return', async () => {
    const b = await billing();
    const fees = await callOf(t.app, sellerPaymentCalls.getPayoneerAmountWithFees, {
      token: seller.token,
      query: { billingIds: b.id },
    });
    // 3 % of 12.00 = 0.36
    expect(fees.body.data).toMatchObject({
      provider: 'payoneer',
      amountMinor: 1200,
      feeMinor: 36,
      chargeMinor: 1236,
    });

    const requestId = newRequestId();
    const first = await payoneer(seller.token, { billingIds: b.id, amountMinor: '1200', requestId });
    expect(first.body.error ?? first.status).toBe(200);
    expect(first.body.data).toMatchObject({ provider: 'payoneer', status: 'created', chargeMinor: 1236 });
    expect(first.body.data.approveUrl).toContain('/sandbox/payoneer/pay/');
    const again = await payoneer(seller.token, { billingIds: b.id, amountMinor: '1200', requestId });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await pending()).body.data).toMatchObject({
      action: 'approve',
      payment: { id: first.body.data.id },
    });

    const back = await pressSandbox(t, first.body.data.approveUrl!, 'approve');
    expect(back.location).toContain('statusCode=charged');
    expect(back.location).toContain(`paymentId=${first.body.data.id}`);
    // the return: the pending check reads the checkout from Payoneer and books it
    expect((await pending()).body.data).toEqual({ payment: null, action: 'none' });
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'paid', paymentId: first.body.data.id });
    // a PayPal capture call does not touch a Payoneer payment
    expect((await capture(t, seller.token, first.body.data.orderId!)).status).toBe(404);
  });

  it('frees the billing when the seller cancels at Payoneer', async () => {
    const b = await billing();
    const created = await payoneer(seller.token, {
      billingIds: b.id,
      amountMinor: '1200',
      requestId: newRequestId(),
    });
    await pressSandbox(t, created.body.data.approveUrl!, 'cancel');
    expect((await pending()).body.data.action).toBe('none');
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
  });

  it('refuses bad input, another seller’s billing and the wrong role', async () => {
    const b = await billing();
    const bad = await payoneer(seller.token, { billingIds: '', amountMinor: 'x', requestId: '1' });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body).sort()).toEqual(['amountMinor', 'billingIds', 'requestId']);
    const strangers = await payoneer(other.token, {
      billingIds: b.id,
      amountMinor: '1200',
      requestId: newRequestId(),
    });
    expect(strangers.status).toBe(404);
    const fees = await callOf(t.app, sellerPaymentCalls.getPayoneerAmountWithFees, {
      token: other.token,
      query: { billingIds: b.id },
    });
    expect(fees.status).toBe(404);
    const publisher = await createUser(t, 'publisher');
    expect(
      (await payoneer(publisher.token, { billingIds: b.id, amountMinor: '1200', requestId: newRequestId() }))
        .status,
    ).toBe(403);
    expect(
      (await callOf(t.app, sellerPaymentCalls.getPendingPayment, { token: publisher.token })).status,
    ).toBe(403);
  });
});

describe('merged payments', () => {
  const merge = (token: string, body: object) =>
    callOf(t.app, sellerPaymentCalls.mergePayment, { token, body });
  const result = (token: string, requestId: string) =>
    callOf(t.app, sellerPaymentCalls.getMergeResult, { token, query: { requestId } });

  it('accepts two billings at once, makes the order in the background and pays both in one capture', async () => {
    const a = await billing();
    const b = await billing({
      items: [{ publisherId: 'usr_p', asin: 'B000000002', commissionMinor: 2000, platformFeeMinor: 400 }],
    });
    const requestId = newRequestId();
    const accepted = await merge(seller.token, {
      billingIds: [a.id, b.id],
      provider: 'paypal',
      amountMinor: 3600,
      requestId,
    });
    expect(accepted.body.error ?? accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ requestId, status: 'queued' });
    await t.app.deps.jobs.idle();
    const made = await result(seller.token, requestId);
    // 36.00: fee 3.49 % = 125.64 → 126, + 49 = 175
    expect(made.body.data).toMatchObject({
      status: 'created',
      merged: true,
      amountMinor: 3600,
      feeMinor: 175,
      chargeMinor: 3775,
    });
    expect(made.body.data.billingIds.sort()).toEqual([a.id, b.id].sort());
    await pressSandbox(t, made.body.data.approveUrl!, 'approve');
    const done = await capture(t, seller.token, made.body.data.orderId!);
    expect(done.body.data.status).toBe('completed');
    expect((await billingRow(t, a.id)).status).toBe('paid');
    expect((await billingRow(t, b.id)).status).toBe('paid');
    // the same request again: the same payment, nothing queued twice
    const twice = await merge(seller.token, {
      billingIds: [a.id, b.id],
      provider: 'paypal',
      amountMinor: 3600,
      requestId,
    });
    expect(twice.body.data.paymentId).toBe(accepted.body.data.paymentId);
    expect((await result(other.token, requestId)).status).toBe(404);
  });

  it('fails a merged payment whose order cannot be made at all, its billings payable again', async () => {
    const a = await billing();
    const b = await billing();
    const paypal = paymentProvidersOf(t.app.deps).paypal;
    const createOrder = paypal.createOrder;
    // not the provider refusing: our own side breaking on every attempt
    paypal.createOrder = async () => {
      throw new Error('the order could not be written');
    };
    try {
      const requestId = newRequestId();
      await merge(seller.token, {
        billingIds: [a.id, b.id],
        provider: 'paypal',
        amountMinor: 2400,
        requestId,
      });
      await t.app.deps.jobs.idle();
      const ended = await result(seller.token, requestId);
      expect(ended.body.data).toMatchObject({ status: 'failed', approveUrl: null });
      expect(ended.body.data.error).toContain('could not be prepared');
    } finally {
      paypal.createOrder = createOrder;
    }
    expect(await billingRow(t, a.id)).toMatchObject({ status: 'unpaid', paymentId: null });
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
  });

  it('refuses mixed currencies, a single billing, bad input and the wrong role', async () => {
    const usd = await billing();
    const eur = await billing({ countryCode: 'DE' });
    const mixed = await merge(seller.token, {
      billingIds: [usd.id, eur.id],
      provider: 'payoneer',
      amountMinor: 2400,
      requestId: newRequestId(),
    });
    expect(mixed.status).toBe(409);
    expect(mixed.body.error).toContain('EUR and USD');
    expect((await billingRow(t, usd.id)).status).toBe('unpaid');
    const single = await merge(seller.token, {
      billingIds: [usd.id],
      provider: 'paypal',
      amountMinor: 1200,
      requestId: newRequestId(),
    });
    expect(fieldPaths(single.body)).toEqual(['billingIds']);
    const bad = await merge(seller.token, { billingIds: [usd.id, usd.id], provider: 'cash', requestId: 'x' });
    expect(fieldPaths(bad.body).sort()).toEqual(['amountMinor', 'billingIds', 'provider', 'requestId']);
    const strangers = await merge(other.token, {
      billingIds: [usd.id, eur.id],
      provider: 'paypal',
      amountMinor: 2400,
      requestId: newRequestId(),
    });
    expect(strangers.status).toBe(404);
    const publisher = await createUser(t, 'publisher');
    expect(
      (
        await merge(publisher.token, {
          billingIds: [usd.id, eur.id],
          provider: 'paypal',
          amountMinor: 2400,
          requestId: newRequestId(),
        })
      ).status,
    ).toBe(403);
    expect((await result(seller.token, 'not-a-uuid')).status).toBe(400);
  });
});

describe('cancelling a payment', () => {
  const cancel = (token: string, paymentId: unknown) =>
    callOf(t.app, sellerPaymentCalls.cancelPayment, { token, body: { paymentId } });

  it('frees the billings of a payment not approved yet; its late approval cannot pay', async () => {
    const b = await billing();
    const created = await payoneer(seller.token, {
      billingIds: b.id,
      amountMinor: '1200',
      requestId: newRequestId(),
    });
    expect((await cancel(other.token, created.body.data.id)).status).toBe(404);
    const cancelled = await cancel(seller.token, created.body.data.id);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', approveUrl: null });
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
    // the sandbox's checkout was cancelled at Payoneer too: it cannot be paid any more
    expect((await pressSandbox(t, created.body.data.approveUrl!, 'approve')).status).toBe(409);
    expect((await cancel(seller.token, created.body.data.id)).status).toBe(409);
    expect(fieldPaths((await cancel(seller.token, '')).body)).toEqual(['paymentId']);
    const publisher = await createUser(t, 'publisher');
    expect((await cancel(publisher.token, created.body.data.id)).status).toBe(403);
  });
});

describe('the Payoneer sandbox', () => {
  it('refuses a checkout that would send the seller back to another site', async () => {
    const { code, token } = payoneerSandboxMerchant;
    const list = (callback: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${payoneerSandboxPath}/api/lists`,
        headers: {
          authorization: `Basic ${Buffer.from(`${code}:${token}`).toString('base64')}`,
          'content-type': 'application/vnd.optile.payment.enterprise-v1-extensible+json',
        },
        payload: JSON.stringify({
          transactionId: newRequestId(),
          payment: { amount: 1, currency: 'USD', reference: 'test' },
          callback,
        }),
      });
    const home = `${t.config.publicBaseUrl}/seller/billings`;
    expect((await list({ returnUrl: 'https://evil.example/' })).statusCode).toBe(422);
    expect((await list({ returnUrl: home, cancelUrl: '//evil.example/' })).statusCode).toBe(422);
    expect((await list({ returnUrl: home, notificationUrl: 'https://evil.example/' })).statusCode).toBe(422);
    expect((await list({ returnUrl: home })).statusCode).toBe(200);
  });
});
