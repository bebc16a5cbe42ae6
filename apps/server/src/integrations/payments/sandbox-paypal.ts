import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDeps } from '../../platform/deps';
import { randomString } from '../../platform/ids';
import { appUrl, registerApprovalPage } from './sandbox-page';
import { payPalSandboxVerify, sendPayPalSandboxWebhook } from './sandbox-paypal-webhook';
import { createSandboxStore } from './sandbox-store';

// The built-in PayPal sandbox under /sandbox/paypal: PayPal's own REST shapes (token, orders,
// capture, captures, verify-webhook-signature), so the embedded default runs the real adapter,
// and an approval page that is clearly the Affiliate Atlas sandbox. Its webhook after a capture:
// sandbox-paypal-webhook.ts.

export const payPalSandboxPath = '/sandbox/paypal';
export const payPalSandboxClient = { id: 'atlas-sandbox-client', secret: 'atlas-sandbox-secret' };

type TSandboxCapture = { id: string; status: 'COMPLETED'; value: string; currency: string; at: string };
export type TSandboxOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  requestKeys: string[];
  currency: string;
  value: string;
  customId: string;
  invoiceId: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  createdAt: string;
  capture: TSandboxCapture | null;
  captureKey: string | null;
};

type TBody = Record<string, unknown>;

const maxTokens = 100;
const orderId = () => randomString(17, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const issue = (reply: FastifyReply, status: number, name: string, detail: string) =>
  reply.status(status).send({ name, details: [{ issue: detail }], message: detail });

/** What the sandbox's other PayPal APIs (payouts) share with it: its access tokens. */
export type TPayPalSandbox = { authorized: (request: FastifyRequest) => boolean };

export function registerPayPalSandbox(app: FastifyInstance, deps: TDeps): TPayPalSandbox {
  const file =
    deps.config.NODE_ENV === 'test' ? null : join(deps.config.DATA_DIR, 'payments-sandbox', 'paypal.json');
  const orders = createSandboxStore<TSandboxOrder>(file);
  const base = `${deps.config.publicBaseUrl}${payPalSandboxPath}`;
  const tokens = new Set<string>();

  const answer = (o: TSandboxOrder) => ({
    id: o.id,
    status: o.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: o.customId,
        custom_id: o.customId,
        invoice_id: o.invoiceId,
        amount: { currency_code: o.currency, value: o.value },
        ...(o.capture && {
          payments: {
            captures: [
              {
                id: o.capture.id,
                status: o.capture.status,
                amount: { currency_code: o.currency, value: o.value },
              },
            ],
          },
        }),
      },
    ],
    links: [
      { rel: 'self', href: `${base}/v2/checkout/orders/${o.id}`, method: 'GET' },
      ...(o.status === 'CREATED'
        ? [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${o.id}`, method: 'GET' }]
        : []),
    ],
  });
  const authorized = (request: FastifyRequest) =>
    tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const p = payPalSandboxPath;
    scope.post(`${p}/v1/oauth2/token`, async (request, reply) => {
      const basic = Buffer.from(`${payPalSandboxClient.id}:${payPalSandboxClient.secret}`).toString('base64');
      if (request.headers.authorization !== `Basic ${basic}`) {
        return reply
          .status(401)
          .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomString(40)}`;
      tokens.add(token);
      // the credentials are public: the oldest tokens go, so asking again and again cannot grow memory
      for (const stale of [...tokens].slice(0, Math.max(0, tokens.size - maxTokens))) {
        tokens.delete(stale);
      }
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 32_400,
        scope: 'https://uri.paypal.com/services/payments',
      };
    });
    scope.post<{ Body: TBody }>(`${p}/v2/checkout/orders`, async (request, reply) => {
      if (!authorized(request)) {
        return issue(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
      }
      const key = String(request.headers['paypal-request-id'] ?? '');
      const known = key ? orders.find((o) => o.requestKeys.includes(key)) : undefined;
      if (known) {
        return reply.status(200).send(answer(known));
      }
      const unit = (request.body.purchase_units as TBody[] | undefined)?.[0] ?? {};
      const amount = (unit.amount ?? {}) as { currency_code?: string; value?: string };
      const context = ((request.body.payment_source as TBody)?.paypal as TBody)?.experience_context as
        | TBody
        | undefined;
      const returnUrl = appUrl(deps.config.publicBaseUrl, context?.return_url);
      const cancelUrl = appUrl(deps.config.publicBaseUrl, context?.cancel_url);
      if (
        request.body.intent !== 'CAPTURE' ||
        !amount.currency_code ||
        !/^\d+\.\d{2}$/.test(amount.value ?? '') ||
        !returnUrl ||
        !cancelUrl
      ) {
        return issue(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      }
      const order = orders.put({
        id: orderId(),
        status: 'CREATED',
        requestKeys: key ? [key] : [],
        currency: amount.currency_code,
        value: amount.value ?? '0.00',
        customId: String(unit.custom_id ?? ''),
        invoiceId: String(unit.invoice_id ?? ''),
        description: String(unit.description ?? ''),
        returnUrl,
        cancelUrl,
        createdAt: new Date().toISOString(),
        capture: null,
        captureKey: null,
      });
      return reply.status(201).send(answer(order));
    });
    scope.get<{ Params: { id: string } }>(`${p}/v2/checkout/orders/:id`, async (request, reply) => {
      const order = orders.get(request.params.id);
      if (!authorized(request) || !order) {
        return issue(reply, authorized(request) ? 404 : 401, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }
      return answer(order);
    });
    scope.post<{ Params: { id: string } }>(`${p}/v2/checkout/orders/:id/capture`, async (request, reply) => {
      const order = orders.get(request.params.id);
      if (!authorized(request) || !order) {
        return issue(reply, authorized(request) ? 404 : 401, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }
      const key = String(request.headers['paypal-request-id'] ?? '');
      if (order.status === 'COMPLETED') {
        // the same PayPal-Request-Id is the same request: its answer again
        return key && key === order.captureKey
          ? reply.status(201).send(answer(order))
          : issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      }
      if (order.status !== 'APPROVED') {
        return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      }
      const capture = {
        id: orderId(),
        status: 'COMPLETED' as const,
        value: order.value,
        currency: order.currency,
        at: new Date().toISOString(),
      };
      const done = orders.put({ ...order, status: 'COMPLETED', capture, captureKey: key || null });
      sendPayPalSandboxWebhook(app, deps.config, base, done);
      return reply.status(201).send(answer(done));
    });
    scope.get<{ Params: { id: string } }>(`${p}/v2/payments/captures/:id`, async (request, reply) => {
      const order = orders.find((o) => o.capture?.id === request.params.id);
      if (!authorized(request) || !order?.capture) {
        return issue(reply, authorized(request) ? 404 : 401, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }
      return {
        id: order.capture.id,
        status: order.capture.status,
        amount: { currency_code: order.currency, value: order.value },
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        supplementary_data: { related_ids: { order_id: order.id } },
        create_time: order.capture.at,
      };
    });
    scope.post<{ Body: TBody }>(`${p}/v1/notifications/verify-webhook-signature`, async (request, reply) => {
      if (!authorized(request)) {
        return issue(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
      }
      return { verification_status: payPalSandboxVerify(deps.config, request.body) ? 'SUCCESS' : 'FAILURE' };
    });

    // The approval page, and its two buttons back to the seller's Billings page.
    registerApprovalPage(scope, {
      provider: 'PayPal',
      productName: deps.config.PRODUCT_NAME,
      limits: deps.limits,
      pagePath: `${p}/checkoutnow`,
      idOf: (request) => (request.query as { token?: string }).token ?? '',
      actionBase: (id) => `${p}/checkoutnow/${id}`,
      find: (id) => {
        const o = orders.get(id);
        return (
          o && {
            amount: `${o.value} ${o.currency}`,
            description: o.description,
            status: o.status.toLowerCase(),
            open: o.status === 'CREATED',
          }
        );
      },
      act: (id, action) => {
        const order = orders.get(id)!;
        if (action === 'approve') {
          orders.put({ ...order, status: 'APPROVED' });
        }
        const back = new URL(action === 'approve' ? order.returnUrl : order.cancelUrl);
        back.searchParams.set('token', order.id);
        if (action === 'approve') {
          back.searchParams.set('PayerID', 'SANDBOXPAYER1');
        }
        return back.toString();
      },
    });
  });
  return { authorized };
}
