import { invoiceLabel, type TPayment } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { call, fieldPaths } from '../../../test/support/call';
import { createOperator, createSeller, createUser, lastEmailTo } from '../../../test/support/factories';
import { billingRow, freshMonth, newRequestId, payWithPayPal } from '../../../test/support/payments';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// Bank transfers: the seller declares one with its reference; an operator confirms or rejects.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  other = await createSeller(t);
  operator = await createOperator(t);
});
afterAll(() => t.close());

const billing = () => insertSellerBilling(t, seller.user.id, { month: freshMonth() });
const submit = (token: string, body: object) =>
  call<TPayment>(t.app, { method: 'POST', path: 'finance/seller/billings/submit', token, body });
const admin = <T>(method: 'GET' | 'POST', path: string, body?: object, token = operator.token) =>
  call<T>(t.app, { api: 'admin', method, path, token, body });

describe('bank transfers', () => {
  it('holds the billings while submitted; the operator confirms it and they are paid', async () => {
    const b = await billing();
    const details = await call(t.app, { path: 'finance/seller/payment/bank-details', token: seller.token });
    expect(details.body.data).toMatchObject({
      ach: { routingNumber: '123456780' },
      wire: { swift: 'EXNBUS33XXX' },
    });
    const requestId = newRequestId();
    const submitted = await submit(seller.token, {
      billingIds: [b.id],
      reference: 'ACH 2026-11-04 #8812',
      requestId,
    });
    expect(submitted.body.error ?? submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      provider: 'bank_transfer',
      status: 'submitted',
      amountMinor: 1200,
      feeMinor: 0,
    });
    expect(
      (await submit(seller.token, { billingIds: [b.id], reference: 'ACH 2026-11-04 #8812', requestId })).body
        .data.id,
    ).toBe(submitted.body.data.id);
    expect((await billingRow(t, b.id)).status).toBe('processing');
    // the same billing cannot be paid another way meanwhile
    expect((await payWithPayPal(t, seller.token, [b.id], 1200)).status).toBe(409);
    const pending = await call(t.app, {
      path: 'finance/seller/payment/check/pending/paymentOrder',
      token: seller.token,
    });
    expect(pending.body.data).toMatchObject({ action: 'wait', payment: { id: submitted.body.data.id } });

    const queue = await admin<{
      items: { id: string; sellerEmail: string; invoices: string[]; reference: string }[];
    }>('GET', 'finance/payments/transfers');
    const listed = queue.body.data.items.find((i) => i.id === submitted.body.data.id);
    expect(listed).toMatchObject({ sellerEmail: seller.user.email, reference: 'ACH 2026-11-04 #8812' });
    expect(listed?.invoices[0]).toMatch(/^AA-S-\d{6}$/);

    const confirmed = await admin<TPayment>(
      'POST',
      `finance/payments/transfers/${submitted.body.data.id}/confirm`,
    );
    expect(confirmed.body.data).toMatchObject({ status: 'completed' });
    expect((await billingRow(t, b.id)).status).toBe('paid');
    // twice: refused, nothing changes
    expect((await admin('POST', `finance/payments/transfers/${submitted.body.data.id}/confirm`)).status).toBe(
      409,
    );
    expect(
      (await admin('POST', `finance/payments/transfers/${submitted.body.data.id}/reject`, { reason: 'late' }))
        .status,
    ).toBe(409);
  });

  it('rejects with a reason: the billings payable again', async () => {
    const b = await billing();
    const submitted = await submit(seller.token, {
      billingIds: [b.id],
      reference: 'WIRE-1',
      requestId: newRequestId(),
    });
    const badReason = await admin('POST', `finance/payments/transfers/${submitted.body.data.id}/reject`, {
      reason: '',
    });
    expect(fieldPaths(badReason.body)).toEqual(['reason']);
    const rejected = await admin<TPayment>(
      'POST',
      `finance/payments/transfers/${submitted.body.data.id}/reject`,
      {
        reason: 'No transfer with this reference arrived',
      },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'failed',
      error: 'No transfer with this reference arrived',
    });
    expect(await billingRow(t, b.id)).toMatchObject({ status: 'unpaid', paymentId: null });
    const mail = await lastEmailTo(t, seller.user.email, 'bank_transfer_rejected');
    expect(mail?.subject).toBe('Your bank transfer WIRE-1 was not confirmed');
    expect(mail?.text).toContain(`for ${invoiceLabel('seller', b.invoiceNumber)}.`);
    expect(mail?.text).toContain('Reason: No transfer with this reference arrived');
    expect((await payWithPayPal(t, seller.token, [b.id], 1200)).status).toBe(200);
  });

  it('refuses bad input, another seller’s billing, unknown transfers and the wrong role', async () => {
    const b = await billing();
    const bad = await submit(seller.token, { billingIds: [], reference: 'x', requestId: 'no' });
    expect(fieldPaths(bad.body).sort()).toEqual(['billingIds', 'reference', 'requestId']);
    expect(
      (await submit(other.token, { billingIds: [b.id], reference: 'REF-1', requestId: newRequestId() }))
        .status,
    ).toBe(404);
    expect((await admin('POST', 'finance/payments/transfers/pay_unknown/confirm')).status).toBe(404);
    const publisher = await createUser(t, 'publisher');
    expect(
      (await submit(publisher.token, { billingIds: [b.id], reference: 'REF-1', requestId: newRequestId() }))
        .status,
    ).toBe(403);
    // a seller's session is no operator's
    const asSeller = await call(t.app, {
      api: 'admin',
      path: 'finance/payments/transfers',
      token: seller.token,
    });
    expect(asSeller.status).toBe(403);
  });
});
