import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for PayPal's REST API (OAuth2 token, Orders v2, captures, webhook
// verification) as documented, that can fail (5xx), decline a capture, hang past the adapter's
// time-out (doing the capture but never answering, like a lost answer), and answer a retried
// PayPal-Request-Id with the same capture.

export type TFakePayPalRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type TFakeOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  currency: string;
  value: string;
  customId: string;
  requestKey: string;
  capture: { id: string; status: string; requestKey: string } | null;
};

export const fakePayPalClient = {
  id: 'fake-paypal-client',
  secret: 'fake-paypal-secret',
  webhookId: 'WH-FAKE',
};

export async function startFakePayPal() {
  const requests: TFakePayPalRequest[] = [];
  const orders = new Map<string, TFakeOrder>();
  let next = 1;
  let outage: number | null = null;
  let captureMode: 'normal' | 'decline' | 'hang' = 'normal';
  const hanging: ServerResponse[] = [];
  const captureSeen: (() => void)[] = [];

  const orderAnswer = (o: TFakeOrder) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        custom_id: o.customId,
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
    links:
      o.status === 'CREATED'
        ? [{ rel: 'payer-action', href: `https://fake.paypal.test/checkoutnow?token=${o.id}` }]
        : [],
  });

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const json = (status: number, value: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const unprocessable = (issue: string) =>
        json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
      if (outage) {
        json(outage, { name: 'INTERNAL_SERVER_ERROR' });
        return;
      }
      const key = String(req.headers['paypal-request-id'] ?? '');
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const basic = Buffer.from(`${fakePayPalClient.id}:${fakePayPalClient.secret}`).toString('base64');
        if (req.headers.authorization !== `Basic ${basic}` || body !== 'grant_type=client_credentials') {
          json(401, { error: 'invalid_client' });
          return;
        }
        json(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 32_400 });
        return;
      }
      if (req.headers.authorization !== 'Bearer fake-access-token') {
        json(401, { name: 'AUTHENTICATION_FAILURE' });
        return;
      }
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const known = [...orders.values()].find((o) => o.requestKey === key);
        if (known) {
          json(200, orderAnswer(known));
          return;
        }
        const input = JSON.parse(body) as {
          purchase_units: { custom_id: string; amount: { currency_code: string; value: string } }[];
        };
        const unit = input.purchase_units[0]!;
        const order: TFakeOrder = {
          id: `ORDER${next++}`,
          status: 'CREATED',
          currency: unit.amount.currency_code,
          value: unit.amount.value,
          customId: unit.custom_id,
          requestKey: key,
          capture: null,
        };
        orders.set(order.id, order);
        json(201, orderAnswer(order));
        return;
      }
      const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = orderPath ? orders.get(orderPath[1]!) : undefined;
      if (orderPath && !order) {
        json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        return;
      }
      if (req.method === 'GET' && order && !orderPath?.[2]) {
        json(200, orderAnswer(order));
        return;
      }
      if (req.method === 'POST' && order && orderPath?.[2]) {
        for (const seen of captureSeen.splice(0)) {
          seen();
        }
        if (order.capture) {
          if (order.capture.requestKey === key) {
            json(201, orderAnswer(order));
          } else {
            unprocessable('ORDER_ALREADY_CAPTURED');
          }
          return;
        }
        if (order.status !== 'APPROVED') {
          unprocessable('ORDER_NOT_APPROVED');
          return;
        }
        if (captureMode === 'decline') {
          unprocessable('INSTRUMENT_DECLINED');
          return;
        }
        order.capture = { id: `CAPTURE${next++}`, status: 'COMPLETED', requestKey: key };
        order.status = 'COMPLETED';
        if (captureMode === 'hang') {
          hanging.push(res);
          return;
        }
        json(201, orderAnswer(order));
        return;
      }
      const capturePath = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && capturePath) {
        const owner = [...orders.values()].find((o) => o.capture?.id === capturePath[1]);
        if (!owner?.capture) {
          json(404, { name: 'RESOURCE_NOT_FOUND' });
          return;
        }
        json(200, {
          id: owner.capture.id,
          status: owner.capture.status,
          amount: { currency_code: owner.currency, value: owner.value },
          supplementary_data: { related_ids: { order_id: owner.id } },
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        const input = JSON.parse(body) as { transmission_sig?: string; webhook_id?: string };
        const valid =
          input.webhook_id === fakePayPalClient.webhookId &&
          input.transmission_sig === 'fake-valid-signature';
        json(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
        return;
      }
      json(404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    orders,
    /** The buyer approves the order at PayPal. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (order) {
        order.status = 'APPROVED';
      }
    },
    failWith(status: number) {
      outage = status;
    },
    recover() {
      outage = null;
      captureMode = 'normal';
    },
    declineCaptures() {
      captureMode = 'decline';
    },
    /** Captures are made but their answers never sent (past the adapter's time-out). */
    hangCaptures() {
      captureMode = 'hang';
    },
    /** Resolves when the next capture request arrives. */
    nextCapture: () => new Promise<void>((done) => captureSeen.push(done)),
    env(): Record<string, string> {
      return {
        PAYMENTS_PROVIDER: 'live',
        PAYPAL_API_BASE: url,
        PAYPAL_CLIENT_ID: fakePayPalClient.id,
        PAYPAL_CLIENT_SECRET: fakePayPalClient.secret,
        PAYPAL_WEBHOOK_ID: fakePayPalClient.webhookId,
        PAYONEER_API_BASE: `${url}/payoneer`,
        PAYONEER_MERCHANT_CODE: 'FAKE',
        PAYONEER_API_TOKEN: 'fake-token',
      };
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of hanging.splice(0)) {
          res.destroy();
        }
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
