import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { randomString } from '../../platform/ids';
import { paymentProvidersOf } from './payment-providers';
import type { TPayoutBatchItem, TPayPalPayouts } from './paypal-payouts';
import { PayPalApiError } from './paypal-rest';
import { payPalSandboxClient, payPalSandboxPath } from './sandbox-paypal';

// Publisher payouts through the built-in PayPal sandbox: the real adapter against PayPal's
// Payouts shapes. A batch is created once however often it is sent, its items settle as the
// sandbox's test receivers say, and refusals come in PayPal's documented shapes.
let t: TTestApp;
let payouts: TPayPalPayouts;
beforeAll(async () => {
  t = await createTestApp();
  payouts = paymentProvidersOf(t.app.deps).paypalPayouts;
});
afterAll(() => t.close());

const payoutsUrl = `${payPalSandboxPath}/v1/payments/payouts`;
const newBatchId = () => `run_${randomString(12)}`;
const item = (senderItemId: string, receiverEmail: string, amountMinor: number): TPayoutBatchItem => ({
  senderItemId,
  receiverEmail,
  amountMinor,
  currency: 'USD',
  note: 'Your Affiliate Atlas commission',
});
const batchOf = (senderBatchId: string, items: TPayoutBatchItem[]) => ({
  senderBatchId,
  emailSubject: 'You have a payout',
  emailMessage: 'Your commission for March has been paid.',
  items,
});

/** A sandbox token, asked for as the adapter does (client credentials). */
async function sandboxToken(): Promise<string> {
  const basic = Buffer.from(`${payPalSandboxClient.id}:${payPalSandboxClient.secret}`).toString('base64');
  const answer = await t.app.inject({
    method: 'POST',
    url: `${payPalSandboxPath}/v1/oauth2/token`,
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  return answer.json().access_token;
}

describe('PayPal payouts through the sandbox', () => {
  it('creates a batch once, settles its items by receiver, and answers a retry with the same batch', async () => {
    const senderBatchId = newBatchId();
    const input = batchOf(senderBatchId, [
      item('pay_1', 'ana@example.com', 12_345),
      item('pay_2', 'ben+unclaimed@example.com', 5_001),
      item('pay_3', 'cho+fail@example.com', 99),
    ]);
    const created = await payouts.createBatch(input);
    expect(created).toMatchObject({ duplicate: false, batchStatus: 'PENDING' });
    const { payoutBatchId } = created as { payoutBatchId: string };

    const batch = await payouts.getBatch(payoutBatchId);
    expect(batch.batchStatus).toBe('SUCCESS');
    const bySender = Object.fromEntries(batch.items.map((i) => [i.senderItemId, i]));
    expect(bySender.pay_1).toMatchObject({
      state: 'SUCCESS',
      amountMinor: 12_345,
      currency: 'USD',
      errorName: null,
    });
    expect(bySender.pay_2).toMatchObject({
      state: 'UNCLAIMED',
      amountMinor: 5_001,
      errorName: 'RECEIVER_UNREGISTERED',
    });
    expect(bySender.pay_3).toMatchObject({ state: 'FAILED', amountMinor: 99, errorName: 'RECEIVER_REFUSED' });
    expect(bySender.pay_3?.errorMessage).toBeTruthy();
    expect(new Set(batch.items.map((i) => i.payoutItemId)).size).toBe(3);

    // a retry (a time-out, a restart): the same PayPal-Request-Id answers the first batch
    const again = await payouts.createBatch(input);
    expect(again).toEqual({ duplicate: false, payoutBatchId, batchStatus: 'PENDING' });
    // the items did not move back: the batch was settled once and is read the same
    expect((await payouts.getBatch(payoutBatchId)).items).toEqual(batch.items);

    // the batch amount PayPal shows is the sum, to the cent, written with 2 decimals
    const token = await sandboxToken();
    const raw = await t.app.inject({
      method: 'GET',
      url: `${payoutsUrl}/${payoutBatchId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(raw.json().batch_header).toMatchObject({
      payout_batch_id: payoutBatchId,
      batch_status: 'SUCCESS',
      sender_batch_header: { sender_batch_id: senderBatchId },
      amount: { currency: 'USD', value: '174.45' },
    });
    expect(raw.json().items.map((i: { payout_item: { amount: unknown } }) => i.payout_item.amount)).toEqual([
      { currency: 'USD', value: '123.45' },
      { currency: 'USD', value: '50.01' },
      { currency: 'USD', value: '0.99' },
    ]);
  });

  it('refuses a reused sender_batch_id sent with a new request id, pointing at the original batch', async () => {
    const senderBatchId = newBatchId();
    const first = await payouts.createBatch(
      batchOf(senderBatchId, [item('pay_1', 'dee@example.com', 2_000)]),
    );
    const token = await sandboxToken();
    // the same batch id under another PayPal-Request-Id: as if the first request's key were lost
    const second = await t.app.inject({
      method: 'POST',
      url: payoutsUrl,
      headers: { authorization: `Bearer ${token}`, 'paypal-request-id': `other-${senderBatchId}` },
      payload: {
        sender_batch_header: { sender_batch_id: senderBatchId },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver: 'dee@example.com',
            amount: { value: '20.00', currency: 'USD' },
          },
        ],
      },
    });
    expect(second.statusCode).toBe(400);
    const refusal = second.json();
    expect(refusal).toMatchObject({
      name: 'USER_BUSINESS_ERROR',
      details: [{ field: 'SENDER_BATCH_ID', issue: 'Batch with given sender_batch_id already exists' }],
    });
    expect(refusal.debug_id).toBeTruthy();
    expect(refusal.details[0].link[0].href).toContain(
      `/v1/payments/payouts/${(first as { payoutBatchId: string }).payoutBatchId}`,
    );
  });

  it('answers a duplicate to the adapter with the original batch, so nothing is paid twice', async () => {
    const senderBatchId = newBatchId();
    const token = await sandboxToken();
    // the batch made by an earlier attempt whose request id differs (a crash before it was stored)
    const earlier = await t.app.inject({
      method: 'POST',
      url: payoutsUrl,
      headers: { authorization: `Bearer ${token}`, 'paypal-request-id': `earlier-${senderBatchId}` },
      payload: {
        sender_batch_header: { sender_batch_id: senderBatchId },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver: 'eve@example.com',
            amount: { value: '7.00', currency: 'EUR' },
          },
        ],
      },
    });
    expect(earlier.statusCode).toBe(201);
    const original = earlier.json().batch_header.payout_batch_id;
    const answer = await payouts.createBatch(batchOf(senderBatchId, [item('pay_1', 'eve@example.com', 700)]));
    expect(answer).toEqual({ duplicate: true, payoutBatchId: original });
    expect((await payouts.getBatch(original)).items).toHaveLength(1);
  });

  it("refuses a bad body with PayPal's VALIDATION_ERROR, naming each field", async () => {
    const token = await sandboxToken();
    const answer = await t.app.inject({
      method: 'POST',
      url: payoutsUrl,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        sender_batch_header: { sender_batch_id: 'x'.repeat(257) },
        items: [
          { recipient_type: 'PHONE', receiver: 'not-an-email', amount: { value: 12.5, currency: 'usd' } },
        ],
      },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body).toMatchObject({ name: 'VALIDATION_ERROR', message: 'Invalid request - see details' });
    expect(body.debug_id).toBeTruthy();
    expect(body.details.map((d: { field: string }) => d.field)).toEqual([
      'sender_batch_header.sender_batch_id',
      'items[0].recipient_type',
      'items[0].receiver',
      'items[0].amount.value',
      'items[0].amount.currency',
    ]);
    expect(body.details.every((d: { location: string }) => d.location === 'body')).toBe(true);

    const empty = await t.app.inject({
      method: 'POST',
      url: payoutsUrl,
      headers: { authorization: `Bearer ${token}` },
      payload: { sender_batch_header: { sender_batch_id: newBatchId() }, items: [] },
    });
    expect(empty.json().details).toEqual([expect.objectContaining({ field: 'items' })]);
  });

  it('throws a clear error for a refusal, with PayPal name, fields and debug_id', async () => {
    const error = await payouts
      .createBatch(batchOf(newBatchId(), [item('pay_1', 'no-at-sign', 100)]))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalApiError);
    const refused = error as PayPalApiError;
    expect(refused.failure).toBe('rejected');
    expect(refused.message).toContain('VALIDATION_ERROR');
    expect(refused.message).toContain('items[0].receiver');
    expect(refused.message).toMatch(/debug_id [0-9a-f]+/);
    // an amount that is not whole minor units never leaves the app
    await expect(
      payouts.createBatch(batchOf(newBatchId(), [item('pay_1', 'a@example.com', 10.5)])),
    ).rejects.toThrow('amountMinor must be a positive whole number');
  });

  it('settles a returned payout as RETURNED, with its reason', async () => {
    const created = await payouts.createBatch(
      batchOf(newBatchId(), [item('pay_1', 'fay+returned@example.com', 4_200)]),
    );
    const batch = await payouts.getBatch((created as { payoutBatchId: string }).payoutBatchId);
    expect(batch.items).toEqual([
      expect.objectContaining({ state: 'RETURNED', amountMinor: 4_200, errorName: 'RECEIVER_UNREGISTERED' }),
    ]);
  });

  it('reads every page of a large batch', async () => {
    const items = Array.from({ length: 1001 }, (_, i) => item(`pay_${i}`, `p${i}@example.com`, 100 + i));
    const created = await payouts.createBatch(batchOf(newBatchId(), items));
    const batch = await payouts.getBatch((created as { payoutBatchId: string }).payoutBatchId);
    expect(batch.items).toHaveLength(1001);
    expect(batch.items.at(-1)).toMatchObject({
      senderItemId: 'pay_1000',
      amountMinor: 1100,
      state: 'SUCCESS',
    });
  });

  it('refuses a wrong token with 401 and an unknown batch with 404', async () => {
    const wrong = { authorization: 'Bearer A21AAnot-a-sandbox-token' };
    const post = await t.app.inject({ method: 'POST', url: payoutsUrl, headers: wrong, payload: {} });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    const get = await t.app.inject({ method: 'GET', url: `${payoutsUrl}/ANYBATCH`, headers: wrong });
    expect(get.statusCode).toBe(401);

    await expect(payouts.getBatch('NOSUCHBATCH12')).rejects.toMatchObject({ failure: 'not_found' });
  });
});
