import { ErrorCode, publisherBillingCalls, statementReviewCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublisherBilling } from '../../../test/support/billings';
import { callOf, fieldPaths } from '../../../test/support/call';
import { createOperator, createUser, lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The console's confirmation of the payment references publishers submit.
let t: TTestApp;
let operator: Awaited<ReturnType<typeof createOperator>>;
let publisher: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t);
  publisher = await createUser(t, 'publisher');
});
afterAll(() => t.close());

let months = 0;
/** A new statement of the publisher (each of its own month), its reference submitted. */
const submitted = async (reference: string) => {
  months += 1;
  const billing = await insertPublisherBilling(t, publisher.user.id, {
    month: `2026-${String(months).padStart(2, '0')}-01`,
  });
  const { status } = await callOf(t.app, publisherBillingCalls.submitPublisherBilling, {
    token: publisher.token,
    body: { billingId: billing.id, method: 'ach', paymentReference: reference },
  });
  expect(status).toBe(200);
  return billing;
};
const admin = <C extends TAnyCall>(
  descriptor: C,
  options: {
    params?: { billingId: string };
    body?: unknown;
    query?: Record<string, string>;
    token?: string;
  } = {},
) => callOf(t.app, descriptor, { token: options.token ?? operator.token, ...options });

describe('the queue', () => {
  it('lists processing statements by default, with the publisher and the reference', async () => {
    const billing = await submitted('ACH-QUEUE-1');
    await insertPublisherBilling(t, publisher.user.id, { month: '2025-12-01' });
    const { status, body } = await admin(statementReviewCalls.listStatements);
    expect(status).toBe(200);
    expect(body.data.items.map((r) => r.id)).toContain(billing.id);
    expect(body.data.items.every((r) => r.status === 'processing')).toBe(true);
    expect(body.data.items.find((r) => r.id === billing.id)).toMatchObject({
      publisherId: publisher.user.id,
      publisherEmail: publisher.user.email,
      paymentMethod: 'ach',
      paymentReference: 'ACH-QUEUE-1',
    });
    const unpaid = await admin(statementReviewCalls.listStatements, { query: { status: 'unpaid' } });
    expect(unpaid.body.data.items.map((r) => r.month)).toContain('2025-12-01');
  });

  it('refuses a bad status (400), a user session (401/403)', async () => {
    const bad = await admin(statementReviewCalls.listStatements, { query: { status: 'overdue' } });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(['status']);
    const user = await admin(statementReviewCalls.listStatements, { token: publisher.token });
    expect([401, 403]).toContain(user.status);
  });
});

describe('confirm and reject', () => {
  it('confirms a processing statement: paid, by whom, once', async () => {
    const billing = await submitted('ACH-CONFIRM');
    const { status, body } = await admin(statementReviewCalls.confirmStatement, {
      params: { billingId: billing.id },
      body: {},
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'paid',
      displayStatus: 'paid',
      confirmedBy: operator.operator.id,
    });
    expect(body.data.paidAt).not.toBeNull();
    const again = await admin(statementReviewCalls.confirmStatement, {
      params: { billingId: billing.id },
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('paid');
    const reject = await admin(statementReviewCalls.rejectStatement, {
      params: { billingId: billing.id },
      body: { reason: 'late' },
    });
    expect(reject.status).toBe(409);
  });

  it('rejects with a reason: unpaid again, the reference cleared, the publisher e-mailed', async () => {
    const billing = await submitted('ACH-REJECT');
    const { status, body } = await admin(statementReviewCalls.rejectStatement, {
      params: { billingId: billing.id },
      body: { reason: 'No transfer with this reference arrived' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'unpaid',
      paymentReference: null,
      paymentMethod: null,
      submittedAt: null,
    });
    const mail = await lastEmailTo(t, publisher.user.email, 'statement_payment_rejected');
    expect(mail?.text).toContain('No transfer with this reference arrived');
    expect(mail?.text).toContain(`/publisher/billings?billing=${billing.id}`);
    const resubmit = await callOf(t.app, publisherBillingCalls.submitPublisherBilling, {
      token: publisher.token,
      body: { billingId: billing.id, method: 'check', paymentReference: 'CHECK-7' },
    });
    expect(resubmit.status).toBe(200);
  });

  it('refuses an unknown id (404), an empty reason (400) and an unprocessed statement (409)', async () => {
    const unknown = await admin(statementReviewCalls.confirmStatement, {
      params: { billingId: 'pbl_unknown' },
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ErrorCode.notFound);
    const billing = await insertPublisherBilling(t, publisher.user.id, { month: '2025-11-01' });
    const empty = await admin(statementReviewCalls.rejectStatement, {
      params: { billingId: billing.id },
      body: { reason: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(fieldPaths(empty.body)).toEqual(['reason']);
    const unpaid = await admin(statementReviewCalls.confirmStatement, {
      params: { billingId: billing.id },
      body: {},
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toContain('unpaid');
  });
});
