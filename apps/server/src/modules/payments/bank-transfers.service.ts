import { invoiceLabel, type TBankTransferSubmit } from '@atlas/shared';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { companyDetails } from '../billing/company-details';
import { sellerIdentity } from '../billing/seller-billings.repository';
import { bookCompleted, bookEnded } from './payment-booking';
import { openPayment } from './payment-open.service';
import { paymentView, viewOf } from './payment-view';
import {
  billingIdsOf,
  findPayment,
  findSubmittedTransfers,
  invoiceNumbersOf,
  type TPaymentRow,
} from './payments.repository';

// Bank transfers: the seller declares one (the statement's methods) with its reference, the
// payment `submitted` holding the billings; an operator confirms it when the money arrived
// (`completed`, billings paid) or rejects it with a reason (`failed`, billings payable again).

export const bankDetails = (deps: TDeps) => companyDetails(deps.config);

export async function submitBankTransfer(deps: TDeps, sellerId: string, input: TBankTransferSubmit) {
  const { row } = await openPayment(deps, sellerId, { provider: 'bank_transfer', ...input });
  return viewOf(deps.db, row);
}

export async function listBankTransfers(deps: TDeps) {
  const rows = await findSubmittedTransfers(deps.db);
  const ids = await billingIdsOf(
    deps.db,
    rows.map((r) => r.payment.id),
  );
  const numbers = new Map(
    (await invoiceNumbersOf(deps.db, [...ids.values()].flat())).map((b) => [b.id, b.invoiceNumber]),
  );
  return {
    items: rows.map(({ payment, sellerEmail }) => {
      const billingIds = ids.get(payment.id) ?? [];
      return {
        ...paymentView(payment, billingIds),
        sellerId: payment.sellerId,
        sellerEmail,
        invoices: billingIds.map((id) => invoiceLabel('seller', numbers.get(id) ?? 0)).sort(),
      };
    }),
  };
}

async function submittedTransfer(deps: TDeps, paymentId: string) {
  const payment = await findPayment(deps.db, paymentId);
  if (payment?.provider !== 'bank_transfer') {
    throw notFound('Bank transfer');
  }
  if (payment.status !== 'submitted') {
    throw conflict(`This bank transfer is ${payment.status} already`);
  }
  return payment;
}

export async function confirmBankTransfer(deps: TDeps, actor: TOperatorActor, paymentId: string) {
  const payment = await submittedTransfer(deps, paymentId);
  const done = await bookCompleted(
    deps,
    payment,
    {
      id: `transfer:${payment.id}`,
      amountMinor: payment.chargeMinor,
      currency: payment.currency,
      payload: { confirmedBy: actor.operatorId, reference: payment.reference },
    },
    ['submitted'],
  );
  if (!done) {
    throw conflict('This bank transfer changed meanwhile');
  }
  return viewOf(deps.db, done);
}

/** Rejects a submitted transfer: its billings payable again, and the seller e-mailed why. */
export async function rejectBankTransfer(deps: TDeps, paymentId: string, reason: string) {
  const payment = await submittedTransfer(deps, paymentId);
  const ended = await bookEnded(deps, payment, 'failed', reason, ['submitted']);
  if (!ended) {
    throw conflict('This bank transfer changed meanwhile');
  }
  await tellSellerRejected(deps, ended, reason);
  return viewOf(deps.db, ended);
}

async function tellSellerRejected(deps: TDeps, payment: TPaymentRow, reason: string) {
  const seller = await sellerIdentity(deps.db, payment.sellerId);
  if (!seller) {
    return;
  }
  const ids = (await billingIdsOf(deps.db, [payment.id])).get(payment.id) ?? [];
  const labels = (await invoiceNumbersOf(deps.db, ids))
    .map((b) => invoiceLabel('seller', b.invoiceNumber))
    .sort();
  const base = deps.config.publicBaseUrl.replace(/\/+$/, '');
  await deps.mailer.send({
    to: seller.email,
    kind: 'bank_transfer_rejected',
    subject: `Your bank transfer ${payment.reference ?? ''} was not confirmed`,
    text: [
      `Hello ${seller.name},`,
      '',
      `We could not confirm the bank transfer you submitted with the reference ${payment.reference ?? '--'} for ${labels.join(', ')}.`,
      `Reason: ${reason}`,
      '',
      'These billings are payable again: please check the transfer, or pay them another way:',
      `${base}/seller/billings`,
      '',
      deps.config.PRODUCT_NAME,
    ].join('\n'),
  });
}
