import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDeps } from '../../platform/deps';
import { randomString } from '../../platform/ids';
import { appUrl, registerApprovalPage } from './sandbox-page';
import { createSandboxStore } from './sandbox-store';

// The built-in Payoneer Checkout sandbox under /sandbox/payoneer: the LIST API's shapes (create,
// read, cancel a LIST) and a hosted payment page clearly labelled as the Affiliate Atlas
// sandbox, which charges on "Approve and pay", returns to the seller and notifies the app.

export const payoneerSandboxPath = '/sandbox/payoneer';
export const payoneerSandboxMerchant = { code: 'ATLAS_SANDBOX', token: 'atlas-sandbox-token' };

type TSandboxList = {
  id: string;
  transactionId: string;
  status: 'listed' | 'charged' | 'aborted' | 'canceled';
  amount: number;
  currency: string;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
};
type TBody = Record<string, Record<string, unknown> | string | undefined>;

export function registerPayoneerSandbox(app: FastifyInstance, deps: TDeps): void {
  const file =
    deps.config.NODE_ENV === 'test' ? null : join(deps.config.DATA_DIR, 'payments-sandbox', 'payoneer.json');
  const lists = createSandboxStore<TSandboxList>(file);
  const p = payoneerSandboxPath;
  const base = `${deps.config.publicBaseUrl}${p}`;
  const basic = `Basic ${Buffer.from(`${payoneerSandboxMerchant.code}:${payoneerSandboxMerchant.token}`).toString('base64')}`;
  const authorized = (request: FastifyRequest) => request.headers.authorization === basic;
  const answer = (l: TSandboxList) => ({
    links: {
      self: `${base}/api/lists/${l.id}`,
      ...(l.status === 'listed' && { redirect: `${base}/pay/${l.id}` }),
    },
    identification: { longId: l.id, shortId: l.id.slice(0, 8), transactionId: l.transactionId },
    status: { code: l.status, reason: l.status },
    interaction: {
      code: l.status === 'listed' || l.status === 'charged' ? 'PROCEED' : 'ABORT',
      reason: 'OK',
    },
    payment: { amount: l.amount, currency: l.currency, reference: l.reference },
  });
  const refuse = (reply: FastifyReply, status: number, info: string) =>
    reply.status(status).send({ resultInfo: info, interaction: { code: 'ABORT', reason: 'SYSTEM_FAILURE' } });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/vnd.optile.payment.enterprise-v1-extensible+json'],
      { parseAs: 'string', bodyLimit: 65_536 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch (error) {
          done(error as Error);
        }
      },
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_r, _b, done) => done(null, {}),
    );
    scope.post<{ Body: TBody }>(`${p}/api/lists`, async (request, reply) => {
      if (!authorized(request)) {
        return refuse(reply, 401, 'Unauthorized');
      }
      const b = request.body;
      const payment = (b.payment ?? {}) as { amount?: number; currency?: string; reference?: string };
      const callback = (b.callback ?? {}) as Record<string, string | undefined>;
      const transactionId = typeof b.transactionId === 'string' ? b.transactionId : '';
      const home = deps.config.publicBaseUrl;
      const returnUrl = appUrl(home, callback.returnUrl);
      const cancelUrl = callback.cancelUrl === undefined ? returnUrl : appUrl(home, callback.cancelUrl);
      const notificationUrl =
        callback.notificationUrl === undefined ? '' : appUrl(home, callback.notificationUrl);
      if (
        !transactionId ||
        !(Number(payment.amount) > 0) ||
        !payment.currency ||
        !returnUrl ||
        !cancelUrl ||
        notificationUrl === null
      ) {
        return refuse(reply, 422, 'Invalid LIST request');
      }
      const known = lists.find((l) => l.transactionId === transactionId);
      if (known) {
        return answer(known);
      }
      const list = lists.put({
        id: `${Date.now().toString(36)}-${randomString(20)}`,
        transactionId,
        status: 'listed',
        amount: Number(payment.amount),
        currency: payment.currency,
        reference: payment.reference ?? '',
        returnUrl,
        cancelUrl,
        notificationUrl,
      });
      return reply.status(200).send(answer(list));
    });
    scope.get<{ Params: { id: string } }>(`${p}/api/lists/:id`, async (request, reply) => {
      const list = lists.get(request.params.id);
      return !authorized(request)
        ? refuse(reply, 401, 'Unauthorized')
        : list
          ? answer(list)
          : refuse(reply, 404, 'Not found');
    });
    scope.delete<{ Params: { id: string } }>(`${p}/api/lists/:id`, async (request, reply) => {
      const list = lists.get(request.params.id);
      if (!authorized(request) || !list) {
        return refuse(reply, authorized(request) ? 404 : 401, 'Not found');
      }
      if (list.status === 'charged') {
        return refuse(reply, 422, 'The LIST was charged already');
      }
      return answer(lists.put({ ...list, status: 'canceled' }));
    });

    registerApprovalPage(scope, {
      provider: 'Payoneer',
      productName: deps.config.PRODUCT_NAME,
      limits: deps.limits,
      pagePath: `${p}/pay/:id`,
      idOf: (request) => (request.params as { id: string }).id,
      actionBase: (id) => `${p}/pay/${id}`,
      find: (id) => {
        const l = lists.get(id);
        return (
          l && {
            amount: `${l.amount.toFixed(2)} ${l.currency}`,
            description: l.reference,
            status: l.status,
            open: l.status === 'listed',
          }
        );
      },
      act: (id, action) => {
        const done = lists.put({ ...lists.get(id)!, status: action === 'approve' ? 'charged' : 'aborted' });
        const params = new URLSearchParams({
          longId: done.id,
          transactionId: done.transactionId,
          statusCode: done.status,
          interactionCode: action === 'approve' ? 'PROCEED' : 'ABORT',
        });
        if (done.notificationUrl) {
          const notification = new URL(done.notificationUrl);
          setTimeout(() => {
            app
              .inject({ method: 'GET', url: `${notification.pathname}?${params}&entity=payment` })
              .catch((error: unknown) =>
                app.log.warn({ err: error }, 'the Payoneer sandbox could not notify'),
              );
          }, 50).unref();
        }
        const back = new URL(action === 'approve' ? done.returnUrl : done.cancelUrl);
        for (const [name, value] of params) {
          back.searchParams.set(name, value);
        }
        return back.toString();
      },
    });
  });
}
