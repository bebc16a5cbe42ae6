import { apiPrefix } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config';
import { randomString } from '../../platform/ids';
import { keyedHash } from '../../platform/secret';
import type { TSandboxOrder } from './sandbox-paypal';

// The PayPal sandbox's webhook: after a capture it sends PayPal's PAYMENT.CAPTURE.COMPLETED to
// the app, signed with a key of the app's secret (so no one else can forge one), and its
// verify-webhook-signature checks that signature.

export const payPalSandboxWebhookId = 'atlas-sandbox-webhook';

/** The sandbox's webhook signature: a key of the app's secret over PayPal's signed fields and the event. */
export const payPalSandboxSignature = (
  config: TConfig,
  transmissionId: string,
  time: string,
  event: unknown,
) =>
  keyedHash(
    config,
    'paypal-sandbox-webhook',
    `${transmissionId}|${time}|${payPalSandboxWebhookId}|${JSON.stringify(event)}`,
  );

/** verify-webhook-signature's answer for a request body in PayPal's shape. */
export function payPalSandboxVerify(config: TConfig, b: Record<string, unknown>): boolean {
  return (
    b.webhook_id === payPalSandboxWebhookId &&
    typeof b.transmission_id === 'string' &&
    typeof b.transmission_time === 'string' &&
    b.transmission_sig ===
      payPalSandboxSignature(config, b.transmission_id, b.transmission_time, b.webhook_event)
  );
}

/** PayPal's PAYMENT.CAPTURE.COMPLETED to the app's webhook, signed, shortly after the capture's answer. */
export function sendPayPalSandboxWebhook(
  app: FastifyInstance,
  config: TConfig,
  base: string,
  o: TSandboxOrder,
): void {
  const event = {
    id: `WH-${randomString(17, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: o.capture?.id,
      status: 'COMPLETED',
      amount: { currency_code: o.currency, value: o.value },
      custom_id: o.customId,
      supplementary_data: { related_ids: { order_id: o.id } },
    },
  };
  const transmissionId = randomString(20);
  const time = new Date().toISOString();
  setTimeout(() => {
    app
      .inject({
        method: 'POST',
        url: `${apiPrefix}finance/webhooks/paypal`,
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': payPalSandboxSignature(config, transmissionId, time, event),
          'paypal-auth-algo': 'HMAC-SHA256',
          'paypal-cert-url': `${base}/certs/sandbox`,
        },
        payload: event,
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'the PayPal sandbox could not send its webhook'),
      );
  }, 50).unref();
}
