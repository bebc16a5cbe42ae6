import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TDeps } from '../../platform/deps';
import { randomString } from '../../platform/ids';
import { decimalOf, minorOf } from './provider-http';
import { payPalSandboxPath, type TPayPalSandbox } from './sandbox-paypal';
import { readPayoutRequest, type TValidationDetail } from './sandbox-paypal-payouts-request';
import { settled, type TSandboxPayoutBatch, type TSandboxPayoutItem } from './sandbox-paypal-payouts-settle';
import { createSandboxStore } from './sandbox-store';

// The PayPal sandbox's Payouts API (payments_payouts_batch v1) under /sandbox/paypal, in PayPal's
// own shapes, so the real payouts adapter runs against it. As PayPal documents: a batch answers
// PENDING when created; a PayPal-Request-Id seen in the last 30 days answers the first response
// again; a sender_batch_id used in the last 30 days is refused as USER_BUSINESS_ERROR with a link
// to the original batch. Items settle on the first read of the batch (sandbox-paypal-payouts-settle.ts):
// `…+unclaimed@` stays UNCLAIMED, `…+fail@` FAILED, `…+returned@` RETURNED, any other SUCCESS.

const keptDays = 30;
const pageSizeMax = 1000;
/** PayPal's ids are 13 upper-case letters and digits (`5UXD2E8A7EBQJ`). */
const payPalId = () => randomString(13, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const informationLink = 'https://developer.paypal.com/docs/api/payments.payouts-batch/v1/#errors';

const refuse = (reply: FastifyReply, status: number, error: Record<string, unknown>) =>
  reply.status(status).send({ ...error, debug_id: randomString(13, '0123456789abcdef'), links: [] });

const invalid = (reply: FastifyReply, details: TValidationDetail[]) =>
  refuse(reply, 400, {
    name: 'VALIDATION_ERROR',
    message: 'Invalid request - see details',
    information_link: informationLink,
    details,
  });

export function registerPayPalPayoutsSandbox(
  app: FastifyInstance,
  deps: TDeps,
  sandbox: TPayPalSandbox,
): void {
  const file =
    deps.config.NODE_ENV === 'test' ? null : join(deps.config.DATA_DIR, 'payments-sandbox', 'payouts.json');
  const batches = createSandboxStore<TSandboxPayoutBatch>(file);
  const p = `${payPalSandboxPath}/v1/payments/payouts`;
  const base = `${deps.config.publicBaseUrl}${p}`;
  /** Whether a batch still counts for PayPal's 30-day idempotency (request ids and sender_batch_id). */
  const recent = (b: TSandboxPayoutBatch) =>
    deps.now().getTime() - Date.parse(b.createdAt) < keptDays * 24 * 60 * 60 * 1000;
  const unauthorized = (reply: FastifyReply) =>
    reply.status(401).send({
      name: 'AUTHENTICATION_FAILURE',
      details: [{ issue: 'INVALID_TOKEN' }],
      message: 'INVALID_TOKEN',
    });

  const header = (b: TSandboxPayoutBatch) => ({
    sender_batch_id: b.senderBatchId,
    ...(b.emailSubject !== null && { email_subject: b.emailSubject }),
    ...(b.emailMessage !== null && { email_message: b.emailMessage }),
  });
  const itemAnswer = (b: TSandboxPayoutBatch, i: TSandboxPayoutItem) => ({
    payout_item_id: i.id,
    ...(i.state !== 'PENDING' && i.state !== 'FAILED' && { transaction_id: `${i.id}T` }),
    transaction_status: i.state,
    payout_item_fee: { currency: i.currency, value: '0.00' },
    payout_batch_id: b.id,
    payout_item: {
      recipient_type: 'EMAIL',
      amount: { currency: i.currency, value: i.value },
      ...(i.note !== null && { note: i.note }),
      receiver: i.receiver,
      ...(i.senderItemId !== null && { sender_item_id: i.senderItemId }),
    },
    ...(b.completedAt && { time_processed: b.completedAt }),
    ...(i.error && { errors: { ...i.error, information_link: informationLink } }),
  });

  app.register(async (scope) => {
    // PayPal's limit of 15,000 items is more than the app's default body limit allows
    scope.post(p, { bodyLimit: 8 * 1024 * 1024 }, async (request, reply) => {
      if (!sandbox.authorized(request)) {
        return unauthorized(reply);
      }
      const key = String(request.headers['paypal-request-id'] ?? '') || null;
      const replayed = key ? batches.find((b) => b.requestKey === key && recent(b)) : undefined;
      if (replayed) {
        return reply.status(201).send(replayed.created);
      }
      const read = readPayoutRequest(request.body);
      if ('details' in read) {
        return invalid(reply, read.details);
      }
      const { senderBatchId } = read.request;
      const used = batches.find((b) => b.senderBatchId === senderBatchId && recent(b));
      if (used) {
        return refuse(reply, 400, {
          name: 'USER_BUSINESS_ERROR',
          message: 'User business error.',
          information_link: informationLink,
          details: [
            {
              field: 'SENDER_BATCH_ID',
              location: 'body',
              issue: 'Batch with given sender_batch_id already exists',
              link: [{ href: `${base}/${used.id}`, rel: 'self', method: 'GET' }],
            },
          ],
        });
      }
      const id = payPalId();
      const batch: TSandboxPayoutBatch = {
        id,
        senderBatchId,
        requestKey: key,
        emailSubject: read.request.emailSubject,
        emailMessage: read.request.emailMessage,
        createdAt: deps.now().toISOString(),
        completedAt: null,
        created: null,
        items: read.request.items.map((item) => ({ ...item, id: payPalId(), state: 'PENDING', error: null })),
      };
      batch.created = {
        batch_header: {
          payout_batch_id: id,
          batch_status: 'PENDING',
          time_created: batch.createdAt,
          sender_batch_header: header(batch),
        },
        links: [{ href: `${base}/${id}`, rel: 'self', method: 'GET', encType: 'application/json' }],
      };
      batches.put(batch);
      return reply.status(201).send(batch.created);
    });

    scope.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
      `${p}/:id`,
      async (request, reply) => {
        if (!sandbox.authorized(request)) {
          return unauthorized(reply);
        }
        const found = batches.get(request.params.id);
        if (!found) {
          return refuse(reply, 404, {
            name: 'INVALID_RESOURCE_ID',
            message: 'Requested resource ID was not found.',
            information_link: informationLink,
          });
        }
        const q = request.query;
        const page = Number(q.page ?? 1);
        const pageSize = Number(q.page_size ?? pageSizeMax);
        const bad = [
          ...(Number.isInteger(page) && page >= 1 ? [] : ['page']),
          ...(Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= pageSizeMax ? [] : ['page_size']),
        ];
        if (bad.length > 0) {
          return invalid(
            reply,
            bad.map((field) => ({ field, location: 'query', issue: 'Must be a whole number in range' })),
          );
        }
        const b = found.completedAt ? found : batches.put(settled(found, deps.now()));
        const totalPages = Math.max(1, Math.ceil(b.items.length / pageSize));
        const link = (n: number, rel: string) => ({
          href: `${base}/${b.id}?page=${n}&page_size=${pageSize}&total_required=${q.total_required === 'true'}`,
          rel,
          method: 'GET',
        });
        const totalMinor = b.items.reduce((sum, i) => sum + minorOf(i.value), 0);
        const currency = b.items[0]?.currency ?? 'USD';
        return {
          ...(q.total_required === 'true' && { total_items: b.items.length, total_pages: totalPages }),
          batch_header: {
            payout_batch_id: b.id,
            batch_status: b.completedAt ? 'SUCCESS' : 'PENDING',
            time_created: b.createdAt,
            ...(b.completedAt && { time_completed: b.completedAt, time_closed: b.completedAt }),
            sender_batch_header: header(b),
            amount: { currency, value: decimalOf(totalMinor) },
            fees: { currency, value: '0.00' },
          },
          items: b.items.slice((page - 1) * pageSize, page * pageSize).map((i) => itemAnswer(b, i)),
          links: [link(page, 'self'), ...(page < totalPages ? [link(page + 1, 'next')] : [])],
        };
      },
    );
  });
}
