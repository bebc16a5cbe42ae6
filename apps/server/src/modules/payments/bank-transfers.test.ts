import { bankTransferCalls, invoiceLabel, sellerPaymentCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf, fieldPaths, type TDescribedCall } from '../../../test/support/call';
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
  callOf(t.app, sellerPaymentCalls.submitBankTransfer, { token, body });
const admin = <C extends TAnyCall>(descriptor: C, request: TDescribedCall = {}) =>
  callOf(t.app, descriptor, { token: operator.token, ...request });

describe('bank transfers', () => {
  it('holds the billings while submitted; the operator confirms it and they are paid', async () => {
    const b = await billing();
    const details = await callOf(t.app, sellerPaymentCalls.getBankDetails, { token: seller.token });
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
    const pending = await callOf(t.app, sellerPaymentCalls.getPendingPayment, { token: seller.token });
    expect(pending.body.data).toMatchObject({ action: 'wait', payment: { id: submitted.body.data.id } });

    const queue = await admin(bankTransferCalls.listBankTransfers);
    const listed = queue.body.data.items.find((i) => i.id === submitted.body.data.id);
    expect(listed).toMatchObject({ sellerEmail: seller.user.email, reference: 'ACH 2026-11-04 #8812' });
    expect(listed?.invoices[0]).toMatch(/^AA-S-\d{6}$/);

    const confirmed = await admin(bankTransferCalls.confirmBankTransfer, {
      params: { paymentId: submitted.body.data.id },
    });
    expect(confirmed.body.data).toMatchObject({ status: 'completed' });
    expect((await billingRow(t, b.id)).status).toBe('paid');
    // twice: refused, nothing changes
    expect(
      (await admin(bankTransferCalls.confirmBankTransfer, { params: { paymentId: submitted.body.data.id } }))
        .status,
    ).toBe(409);
    expect(
      (
        await admin(bankTransferCalls.rejectBankTransfer, {
          params: { paymentId: submitted.body.data.id },
          body: { reason: 'late' },
        })
      ).status,
    ).toBe(409);
  });

  it('rejects with a reason: the billings payable again', async () => {
    const b = await billing();
    const submitted = await submit(seller.token, {
      billingIds: [b.id],
      reference: 'WIRE-1',
      requestId: newRequestId(),
    });
    const badReason = await admin(bankTransferCalls.rejectBankTransfer, {
      params: { paymentId: submitted.body.data.id },
      body: {
        reason: '',
      },
    });
    expect(fieldPaths(badReason.body)).toEqual(['reason']);
    const rejected = await admin(bankTransferCalls.rejectBankTransfer, {
      params: { paymentId: submitted.body.data.id },
      body: {
        reason: 'No transfer with this reference arrived',
      },
    });
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
    expect(
      (await admin(bankTransferCalls.confirmBankTransfer, { params: { paymentId: 'pay_unknown' } })).status,
    ).toBe(404);
    const publisher = await createUser(t, 'publisher');
    expect(
      (await submit(publisher.token, { billingIds: [b.id], reference: 'REF-1', requestId: newRequestId() }))
        .status,
    ).toBe(403);
    // a seller's session is no operator's
    const asSeller = await callOf(t.app, bankTransferCalls.listBankTransfers, { token: seller.token });
    expect(asSeller.status).toBe(403);
  });
});
