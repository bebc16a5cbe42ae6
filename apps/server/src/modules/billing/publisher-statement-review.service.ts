import {
  displayDay,
  invoiceLabel,
  type TStatementQueuePage,
  type TStatementQueueRow,
  type ZStatementQueueQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { toPublisherBillingRow } from './publisher-billing-view';
import {
  findReviewedStatement,
  listStatementsByStatus,
  markStatementPaid,
  reopenStatement,
  type TReviewedStatement,
} from './publisher-statement-review.repository';

// The operator's side of publisher statements (docs/domain.md "Billing: publisher statements"):
// a submitted reference is confirmed (paid) or rejected with a reason (unpaid again, the
// publisher e-mailed why).

function toQueueRow(r: TReviewedStatement, now: Date): TStatementQueueRow {
  return {
    ...toPublisherBillingRow(r.billing, now),
    publisherId: r.billing.publisherId,
    publisherName: r.publisherName,
    publisherEmail: r.publisherEmail,
    confirmedBy: r.billing.confirmedBy,
  };
}

/** admin GET finance/publisher/statements */
export async function listStatements(
  deps: TDeps,
  query: z.output<typeof ZStatementQueueQuerySchema>,
): Promise<TStatementQueuePage> {
  const now = deps.now();
  const { items, total } = await listStatementsByStatus(deps.db, query.status, pageWindow(query));
  return { items: items.map((r) => toQueueRow(r, now)), total, page: query.page, pageSize: query.pageSize };
}

async function reviewedOf(deps: TDeps, id: string): Promise<TReviewedStatement> {
  const row = await findReviewedStatement(deps.db, id);
  if (!row) {
    throw notFound('Statement');
  }
  return row;
}

/** A move from processing, or 409 naming the state the statement is in. */
async function settle(deps: TDeps, id: string, move: (at: Date) => Promise<boolean>) {
  await reviewedOf(deps, id);
  const moved = await move(deps.now());
  const after = await reviewedOf(deps, id);
  if (!moved) {
    throw conflict(`This statement is ${after.billing.status}: only a processing one waits for confirmation`);
  }
  return after;
}

/** admin POST finance/publisher/statements/{billingId}/confirm: processing → paid */
export async function confirmStatement(
  deps: TDeps,
  actor: TOperatorActor,
  id: string,
): Promise<TStatementQueueRow> {
  const after = await settle(deps, id, (at) =>
    markStatementPaid(deps.db, { id, operatorId: actor.operatorId, at }),
  );
  return toQueueRow(after, deps.now());
}

/** admin POST finance/publisher/statements/{billingId}/reject: processing → unpaid, the publisher told why */
export async function rejectStatement(
  deps: TDeps,
  id: string,
  body: { reason: string },
): Promise<TStatementQueueRow> {
  const after = await settle(deps, id, (at) => reopenStatement(deps.db, { id, at }));
  const label = invoiceLabel('publisher', after.billing.invoiceNumber);
  const base = deps.config.publicBaseUrl.replace(/\/+$/, '');
  await deps.mailer.send({
    to: after.publisherEmail,
    kind: 'statement_payment_rejected',
    subject: `Your payment of statement ${label} was not confirmed`,
    text: [
      `Hello ${after.publisherName},`,
      '',
      `We could not confirm the payment reference you submitted for statement ${label} (${after.billing.countryCode}, dated ${displayDay(after.billing.billingDate)}).`,
      `Reason: ${body.reason}`,
      '',
      'The statement is unpaid again: please check the payment and submit its reference once more:',
      `${base}/publisher/billings?billing=${encodeURIComponent(id)}`,
      '',
      deps.config.PRODUCT_NAME,
    ].join('\n'),
  });
  return toQueueRow(after, deps.now());
}
