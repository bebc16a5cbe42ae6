import { paymentWebhookCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf } from '../../../test/support/call';
import { createSeller } from '../../../test/support/factories';
import { startFakePayPal } from '../../../test/support/fake-paypal';
import { billingRow, capture, freshMonth, payWithPayPal } from '../../../test/support/payments';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { paymentEvents, payments } from '../../db/schema';

// The live PayPal adapter against a local fake of PayPal's REST API: OAuth token cached,
// PayPal-Request-Id on every write, a 5xx, a declined capture, a capture whose answer is lost
// past the time-out and retried, and a webhook verified through PayPal's API.
let t: TTestApp;
let fake: Awaited<ReturnType<typeof startFakePayPal>>;
let seller: Awaited<ReturnType<typeof createSeller>>;
beforeAll(async () => {
  fake = await startFakePayPal();
  t = await createTestApp({ ...fake.env(), PAYMENT_PROVIDER_TIMEOUT_MS: '500' });
  seller = await createSeller(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const billing = () => insertSellerBilling(t, seller.user.id, { month: freshMonth() });
const paymentRow = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('the PayPal adapter against a fake PayPal', () => {
  it('creates the order with its idempotency key and the amounts PayPal expects, the token fetched once', async () => {
    const b = await billing();
    const order = (await payWithPayPal(t, seller.token, [b.id], 1200)).body.data;
    expect(order).toMatchObject({
      status: 'created',
      approveUrl: `https://fake.paypal.test/checkoutnow?token=${order.orderId}`,
    });
    const create = fake.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(create.headers['paypal-request-id']).toBe(`${order.id}-create`);
    const sent = JSON.parse(create.body);
    expect(sent).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { custom_id: order.id, invoice_id: order.id, amount: { currency_code: 'USD', value: '12.91' } },
      ],
    });
    await payWithPayPal(t, seller.token, [(await billing()).id], 1200);
    expect(fake.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('fails the payment when PayPal is down at the order, the billing payable', async () => {
    const b = await billing();
    fake.failWith(503);
    const down = await payWithPayPal(t, seller.token, [b.id], 1200);
    fake.recover();
    expect(down.body.data).toMatchObject({ status: 'failed' });
    expect(down.body.data.error).toContain('PayPal answered 503');
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
  });

  it('leaves a declined capture payable', async () => {
    const b = await billing();
    const order = (await payWithPayPal(t, seller.token, [b.id], 1200)).body.data;
    fake.approve(order.orderId!);
    fake.declineCaptures();
    const declined = await capture(t, seller.token, order.orderId!);
    fake.recover();
    expect(declined.body.data).toMatchObject({ status: 'failed' });
    expect(declined.body.data.error).toContain('INSTRUMENT_DECLINED');
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
    expect((await payWithPayPal(t, seller.token, [b.id], 1200)).body.data.status).toBe('created');
  });

  it('keeps a capture whose answer was lost `capturing`, and books the retried one once', async () => {
    const b = await billing();
    const order = (await payWithPayPal(t, seller.token, [b.id], 1200)).body.data;
    fake.approve(order.orderId!);
    fake.hangCaptures();
    const lost = await capture(t, seller.token, order.orderId!);
    fake.recover();
    // PayPal captured it, we never heard: not guessed either way
    expect(lost.body.data.status).toBe('capturing');
    expect((await billingRow(t, b.id)).status).toBe('processing');
    const retried = await capture(t, seller.token, order.orderId!);
    expect(retried.body.data).toMatchObject({ status: 'completed' });
    const captures = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${order.orderId}/capture`);
    expect(new Set(captures.map((r) => r.headers['paypal-request-id']))).toEqual(
      new Set([`${order.id}-capture`]),
    );
    expect(fake.orders.get(order.orderId!)?.capture?.id).toBe(retried.body.data.paypalCaptureId);
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'paid' });
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, order.id));
    expect(events).toHaveLength(1);
    expect((await paymentRow(order.id)).chargeMinor).toBe(1291);
  });

  it('verifies a webhook with PayPal before booking it', async () => {
    const b = await billing();
    const order = (await payWithPayPal(t, seller.token, [b.id], 1200)).body.data;
    fake.approve(order.orderId!);
    fake.hangCaptures();
    await capture(t, seller.token, order.orderId!);
    fake.recover();
    const captureId = fake.orders.get(order.orderId!)!.capture!.id;
    const event = {
      id: `WH-${captureId}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '12.91' },
        supplementary_data: { related_ids: { order_id: order.orderId } },
      },
    };
    const send = (sig: string) =>
      callOf(t.app, paymentWebhookCalls.receivePayPalWebhook, {
        body: event,
        headers: {
          'paypal-transmission-id': 'T',
          'paypal-transmission-time': 'now',
          'paypal-transmission-sig': sig,
        },
      });
    expect((await send('bad')).status).toBe(401);
    expect((await paymentRow(order.id)).status).toBe('capturing');
    expect((await send('fake-valid-signature')).body.data).toEqual({ received: true });
    expect((await send('fake-valid-signature')).body.data).toEqual({ received: true });
    expect(await paymentRow(order.id)).toMatchObject({ status: 'completed', providerCaptureId: captureId });
    expect((await billingRow(t, b.id)).status).toBe('paid');
    const verify = fake.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(JSON.parse(verify.at(-1)!.body)).toMatchObject({
      webhook_id: 'WH-FAKE',
      webhook_event: { id: event.id },
    });
  });
});
