import type { TPayPalRest } from './paypal-rest';
import { decimalOf, minorOf, PaymentProviderError } from './provider-http';

// PayPal REST (Orders v2, Payments v2, Notifications v1), as documented: OAuth2 client
// credentials, an order of intent CAPTURE, the buyer's approval at PayPal, the capture, and the
// lookups the reconcile needs. Every write carries `PayPal-Request-Id`, so a retry after a
// time-out is the same request at PayPal.

export type TPayPalCapture = { id: string; status: string; amountMinor: number; currency: string };

export type TPayPalOrder = {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED. */
  status: string;
  approveUrl: string | null;
  /** The order's capture once made (the first of its purchase unit). */
  capture: TPayPalCapture | null;
};

export type TPayPalOrderInput = {
  /** PayPal-Request-Id: the same key twice is the same order. */
  requestKey: string;
  currency: string;
  chargeMinor: number;
  /** Our payment id, found again in webhooks and lookups. */
  customId: string;
  invoiceId: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
};

export type TPayPalWebhookHeaders = Record<string, string | undefined>;

export type TPayPal = {
  createOrder: (input: TPayPalOrderInput) => Promise<TPayPalOrder>;
  getOrder: (orderId: string) => Promise<TPayPalOrder>;
  captureOrder: (orderId: string, requestKey: string) => Promise<TPayPalOrder>;
  getCapture: (captureId: string) => Promise<TPayPalCapture & { orderId: string | null }>;
  /** PayPal's verify-webhook-signature: whether this event came from PayPal for our webhook. */
  verifyWebhook: (headers: TPayPalWebhookHeaders, event: unknown) => Promise<boolean>;
};

export type TPayPalOptions = {
  /** The REST client (token, time-outs) this adapter shares with the payouts one. */
  rest: TPayPalRest;
  webhookId: string;
};

type TOrderAnswer = {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    payments?: {
      captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[];
    };
  }[];
};

type TCaptureAnswer = {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
};

const captureOf = (c: TCaptureAnswer): TPayPalCapture => ({
  id: c.id,
  status: c.status,
  amountMinor: minorOf(c.amount.value),
  currency: c.amount.currency_code,
});

function orderOf(answer: TOrderAnswer): TPayPalOrder {
  const approve = answer.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
  const capture = answer.purchase_units?.[0]?.payments?.captures?.[0];
  return {
    id: answer.id,
    status: answer.status,
    approveUrl: approve?.href ?? null,
    capture: capture ? captureOf(capture) : null,
  };
}

export function createPayPal(options: TPayPalOptions): TPayPal {
  const api = options.rest.request;

  return {
    async createOrder(input) {
      const answer = await api<TOrderAnswer>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.customId,
              custom_id: input.customId,
              invoice_id: input.invoiceId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: decimalOf(input.chargeMinor) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
        input.requestKey,
      );
      return orderOf(answer);
    },
    async getOrder(orderId) {
      return orderOf(await api<TOrderAnswer>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
    },
    async captureOrder(orderId, requestKey) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      return orderOf(await api<TOrderAnswer>('POST', path, {}, requestKey));
    },
    async getCapture(captureId) {
      const answer = await api<TCaptureAnswer>(
        'GET',
        `/v2/payments/captures/${encodeURIComponent(captureId)}`,
      );
      return { ...captureOf(answer), orderId: answer.supplementary_data?.related_ids?.order_id ?? null };
    },
    async verifyWebhook(headers, event) {
      const answer = await api<{ verification_status: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: options.webhookId,
          webhook_event: event,
        },
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

/** PayPal's refusal that means "approve first": the order is not approved yet. */
export const notApprovedYet = (error: unknown) =>
  error instanceof PaymentProviderError &&
  (error.issue === 'ORDER_NOT_APPROVED' || error.issue === 'PAYER_ACTION_REQUIRED');

/** PayPal's refusal of a second capture: the order was captured already (read it to book it). */
export const capturedAlready = (error: unknown) =>
  error instanceof PaymentProviderError && error.issue === 'ORDER_ALREADY_CAPTURED';
