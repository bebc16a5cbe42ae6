import { ErrorCode, paymentWebhookCalls, sellerPaymentCalls, type TPayment } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf, fieldPaths } from '../../../test/support/call';
import { createSeller, createUser } from '../../../test/support/factories';
import {
  billingRow,
  capture,
  freshMonth,
  newRequestId,
  payWithPayPal,
  pressSandbox,
} from '../../../test/support/payments';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { paymentEvents, payments } from '../../db/schema';
import { payPalSandboxClient, payPalSandboxPath } from '../../integrations/payments/sandbox-paypal';
import { payPalSandboxSignature } from '../../integrations/payments/sandbox-paypal-webhook';

// PayPal through the built-in sandbox (the real adapter's code against the sandbox's REST
// shapes): checkout, approval, capture once, the capture lookup, the webhook once, and refusals.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  other = await createSeller(t);
});
afterAll(() => t.close());

/** 12.00 billed: PayPal's fee 3.49 % (41.88 → 42) + 0.49 = 0.91, charged 12.91. */
const billing = () => insertSellerBilling(t, seller.user.id, { month: freshMonth() });

describe('paying a billing with PayPal', () => {
  it('quotes, creates the order once, captures once, and books the billing paid', async () => {
    const b = await billing();
    const quote = await callOf(t.app, sellerPaymentCalls.getPaymentQuote, {
      token: seller.token,
      query: { provider: 'paypal', billingIds: b.id },
    });
    expect(quote.body.data).toMatchObject({
      currency: 'USD',
      amountMinor: 1200,
      feeMinor: 91,
      chargeMinor: 1291,
    });

    const requestId = newRequestId();
    const first = await payWithPayPal(t, seller.token, [b.id], 1200, requestId);
    expect(first.body.error ?? first.status).toBe(200);
    const order = first.body.data;
    expect(order).toMatchObject({
      status: 'created',
      provider: 'paypal',
      chargeMinor: 1291,
      billingIds: [b.id],
    });
    expect(order.approveUrl).toContain(`/sandbox/paypal/checkoutnow?token=${order.orderId}`);
    expect((await billingRow(t, b.id)).status).toBe('processing');
    // a double click: the same payment, the same order
    const again = await payWithPayPal(t, seller.token, [b.id], 1200, requestId);
    expect(again.body.data).toMatchObject({ id: order.id, orderId: order.orderId });

    // capture before approving: refused, the payment waits for the approval still
    const early = await capture(t, seller.token, order.orderId!);
    expect(early.status).toBe(409);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(order.approveUrl!).pathname + new URL(order.approveUrl!).search,
    });
    expect(page.body).toContain('Approve and pay');
    expect(page.body).toContain('sandbox');
    const back = await pressSandbox(t, order.approveUrl!, 'approve');
    expect(back.status).toBe(303);
    expect(back.location).toContain(`/seller/billings?paymentId=${order.id}`);
    expect(back.location).toContain(`token=${order.orderId}`);

    const [captured, twice] = await Promise.all([
      capture(t, seller.token, order.orderId!),
      capture(t, seller.token, order.orderId!),
    ]);
    expect(captured.body.error ?? captured.status).toBe(200);
    expect(twice.body.error ?? twice.status).toBe(200);
    const done = [captured.body.data, twice.body.data].find((p) => p.status === 'completed') as TPayment;
    expect(done.paypalCaptureId).toBeTruthy();
    const third = await capture(t, seller.token, order.orderId!);
    expect(third.body.data).toMatchObject({ status: 'completed', paypalCaptureId: done.paypalCaptureId });
    const row = await billingRow(t, b.id);
    expect(row.status).toBe('paid');
    expect(row.paidAt).not.toBeNull();

    const lookup = await callOf(t.app, sellerPaymentCalls.getPayPalCapture, {
      params: { captureId: done.paypalCaptureId! },
      token: seller.token,
    });
    expect(lookup.body.data).toMatchObject({
      providerStatus: 'COMPLETED',
      providerAmount: { currencyCode: 'USD', value: '12.91' },
      payment: { id: order.id, status: 'completed' },
    });
    const strangers = await callOf(t.app, sellerPaymentCalls.getPayPalCapture, {
      params: { captureId: done.paypalCaptureId! },
      token: other.token,
    });
    expect(strangers.status).toBe(404);

    // paying a paid billing
    const paid = await payWithPayPal(t, seller.token, [b.id], 1200);
    expect(paid.status).toBe(409);
    expect(paid.body.error).toContain('is paid already');
  });

  it('books a webhook once, however often it arrives, and ignores an unknown order', async () => {
    const b = await billing();
    const order = (await payWithPayPal(t, seller.token, [b.id], 1200)).body.data;
    await pressSandbox(t, order.approveUrl!, 'approve');
    const done = (await capture(t, seller.token, order.orderId!)).body.data;
    const event = {
      id: `WH-TEST-${order.id}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: done.paypalCaptureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '12.91' },
        supplementary_data: { related_ids: { order_id: order.orderId } },
      },
    };
    const send = (body: object, sig?: string) =>
      callOf(t.app, paymentWebhookCalls.receivePayPalWebhook, {
        body,
        headers: {
          'paypal-transmission-id': 'T1',
          'paypal-transmission-time': '2026-11-01T00:00:00Z',
          'paypal-transmission-sig':
            sig ?? payPalSandboxSignature(t.config, 'T1', '2026-11-01T00:00:00Z', body),
        },
      });
    expect((await send(event)).body.data).toEqual({ received: true });
    expect((await send(event)).body.data).toEqual({ received: true });
    const booked = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(booked).toHaveLength(1);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, order.id));
    expect(payment).toMatchObject({ status: 'completed', providerCaptureId: done.paypalCaptureId });
    // forged: refused
    expect((await send({ ...event, id: 'WH-FORGED' }, 'forged')).status).toBe(401);
    // an order we never made: acknowledged, ignored
    const unknown = {
      ...event,
      id: 'WH-UNKNOWN',
      resource: { ...event.resource, supplementary_data: { related_ids: { order_id: 'NOPE' } } },
    };
    expect((await send(unknown)).body.data).toEqual({ received: true });
    // a body past 64 KiB is refused before it is read whole, below the server's 1 MiB
    const huge = await send({ ...event, id: 'WH-HUGE', padding: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('cancels an order past its approval window; the stale approval then cannot pay', async () => {
    const b = await billing();
    const order = (await payWithPayPal(t, seller.token, [b.id], 1200)).body.data;
    const pending = await callOf(t.app, sellerPaymentCalls.getPendingPayment, { token: seller.token });
    expect(pending.body.data).toMatchObject({ action: 'approve', payment: { id: order.id } });
    t.clock.advance(3 * 3_600_000 + 1000);
    const after = await callOf(t.app, sellerPaymentCalls.getPendingPayment, { token: seller.token });
    expect(after.body.data).toEqual({ payment: null, action: 'none' });
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
    // the seller approves at PayPal anyway: the capture is refused, nothing paid
    await pressSandbox(t, order.approveUrl!, 'approve');
    const stale = await capture(t, seller.token, order.orderId!);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('cancelled');
    expect((await billingRow(t, b.id)).status).toBe('unpaid');
  });

  it('holds a billing for one payment only, even asked twice at once', async () => {
    const b = await billing();
    const answers = await Promise.all([
      payWithPayPal(t, seller.token, [b.id], 1200),
      payWithPayPal(t, seller.token, [b.id], 1200),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const holding = await t.database.db.select().from(payments).where(eq(payments.status, 'created'));
    expect(
      holding.filter((p) => p.id === (answers.find((a) => a.status === 200)?.body.data.id ?? '')),
    ).toHaveLength(1);
    expect((await billingRow(t, b.id)).paymentId).toBe(answers.find((a) => a.status === 200)?.body.data.id);
  });

  it('refuses a changed amount, another seller’s billing, bad input and the wrong role', async () => {
    const b = await billing();
    const moved = await payWithPayPal(t, seller.token, [b.id], 1100);
    expect(moved.status).toBe(409);
    expect(moved.body.error).toContain('The amount changed');
    expect((await billingRow(t, b.id)).status).toBe('unpaid');

    const strangers = await payWithPayPal(t, other.token, [b.id], 1200);
    expect(strangers.status).toBe(404);
    expect(strangers.body.code).toBe(ErrorCode.notFound);
    const unknown = await payWithPayPal(t, seller.token, ['bil_unknown'], 1200);
    expect(unknown.body).toMatchObject({ code: strangers.body.code, error: strangers.body.error });

    const bad = await callOf(t.app, sellerPaymentCalls.createPayPalOrder, {
      token: seller.token,
      body: { billingIds: [], amountMinor: -5, requestId: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body).sort()).toEqual(['amountMinor', 'billingIds', 'requestId']);
    const badCapture = await callOf(t.app, sellerPaymentCalls.capturePayPalOrder, {
      token: seller.token,
      body: {},
    });
    expect(fieldPaths(badCapture.body)).toEqual(['orderId']);

    const publisher = await createUser(t, 'publisher');
    const wrong = await payWithPayPal(t, publisher.token, [b.id], 1200);
    expect(wrong.status).toBe(403);
    expect((await capture(t, publisher.token, 'X')).status).toBe(403);
    expect((await capture(t, other.token, 'UNKNOWNORDER')).status).toBe(404);
  });
});

describe('the PayPal sandbox', () => {
  it('refuses an order that would send the seller back to another site', async () => {
    const basic = Buffer.from(`${payPalSandboxClient.id}:${payPalSandboxClient.secret}`).toString('base64');
    const token = await t.app.inject({
      method: 'POST',
      url: `${payPalSandboxPath}/v1/oauth2/token`,
      headers: { authorization: `Basic ${basic}` },
    });
    const order = (returnUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: `${payPalSandboxPath}/v2/checkout/orders`,
        headers: { authorization: `Bearer ${token.json().access_token}` },
        payload: {
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }],
          payment_source: {
            paypal: { experience_context: { return_url: returnUrl, cancel_url: returnUrl } },
          },
        },
      });
    expect((await order('https://evil.example/seller/billings')).statusCode).toBe(400);
    expect((await order('javascript:alert(1)')).statusCode).toBe(400);
    expect((await order(`${t.config.publicBaseUrl}/seller/billings`)).statusCode).toBe(201);
  });

  // last in the file: it spends this address's allowance
  it('rate limits its public approval page per address', async () => {
    const page = () => t.app.inject({ method: 'GET', url: `${payPalSandboxPath}/checkoutnow?token=UNKNOWN` });
    const answers: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      answers.push((await page()).statusCode);
    }
    // the pages opened earlier in this file spent part of the 120 a minute
    const refusedFrom = answers.indexOf(429);
    expect(refusedFrom).toBeGreaterThan(100);
    expect(answers.slice(0, refusedFrom).every((status) => status === 404)).toBe(true);
    expect(answers.slice(refusedFrom).every((status) => status === 429)).toBe(true);
  });
});
