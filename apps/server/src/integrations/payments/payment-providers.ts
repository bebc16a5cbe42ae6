import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps';
import { createPayoneer, type TPayoneer } from './payoneer';
import { createPayPal, type TPayPal } from './paypal';
import { createPayPalPayouts, type TPayPalPayouts } from './paypal-payouts';
import { createPayPalRest } from './paypal-rest';
import type { TProviderHttp } from './provider-http';
import { payoneerSandboxMerchant, payoneerSandboxPath, registerPayoneerSandbox } from './sandbox-payoneer';
import { payPalSandboxClient, payPalSandboxPath, registerPayPalSandbox } from './sandbox-paypal';
import { registerPayPalPayoutsSandbox } from './sandbox-paypal-payouts';
import { payPalSandboxWebhookId } from './sandbox-paypal-webhook';

// Which PayPal and Payoneer the app talks to: the built-in sandboxes (PAYMENTS_PROVIDER=sandbox,
// the default), reached through the app itself so no port or network is needed, or the live
// APIs configured. Either way the same adapters' code runs.

export type TPaymentProviders = { paypal: TPayPal; paypalPayouts: TPayPalPayouts; payoneer: TPayoneer };

const byDeps = new WeakMap<TDeps, TPaymentProviders>();

/** Requests answered by this app's own routes (the sandboxes), as `fetch` would answer them. */
const throughApp =
  (app: FastifyInstance): TProviderHttp =>
  async (url, init) => {
    const target = new URL(url);
    const answer = await app.inject({
      method: init.method as 'GET',
      url: target.pathname + target.search,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: answer.statusCode, text: async () => answer.body };
  };

const required = (name: string, value: string | undefined) => {
  if (!value) {
    throw new Error(`invalid configuration: ${name}: required when PAYMENTS_PROVIDER=live`);
  }
  return value;
};

/** Mounts the sandboxes (sandbox mode) and makes the adapters; services find them with `paymentProvidersOf`. */
export function registerPaymentProviders(app: FastifyInstance, deps: TDeps): void {
  const c = deps.config;
  const sandbox = c.PAYMENTS_PROVIDER === 'sandbox';
  if (sandbox) {
    registerPayPalPayoutsSandbox(app, deps, registerPayPalSandbox(app, deps));
    registerPayoneerSandbox(app, deps);
  }
  const http: TProviderHttp = sandbox ? throughApp(app) : (url, init) => fetch(url, init);
  const timeoutMs = c.PAYMENT_PROVIDER_TIMEOUT_MS;
  // one PayPal client, so seller payments and publisher payouts share its token
  const paypalRest = createPayPalRest({
    base:
      c.PAYPAL_API_BASE ??
      (sandbox ? `${c.publicBaseUrl}${payPalSandboxPath}` : required('PAYPAL_API_BASE', undefined)),
    clientId: sandbox ? payPalSandboxClient.id : required('PAYPAL_CLIENT_ID', c.PAYPAL_CLIENT_ID),
    clientSecret: sandbox
      ? payPalSandboxClient.secret
      : required('PAYPAL_CLIENT_SECRET', c.PAYPAL_CLIENT_SECRET),
    timeoutMs,
    http,
    now: deps.now,
  });
  const paypal = createPayPal({
    rest: paypalRest,
    webhookId: sandbox ? payPalSandboxWebhookId : required('PAYPAL_WEBHOOK_ID', c.PAYPAL_WEBHOOK_ID),
  });
  const payoneer = createPayoneer({
    base:
      c.PAYONEER_API_BASE ??
      (sandbox ? `${c.publicBaseUrl}${payoneerSandboxPath}` : required('PAYONEER_API_BASE', undefined)),
    merchantCode: sandbox
      ? payoneerSandboxMerchant.code
      : required('PAYONEER_MERCHANT_CODE', c.PAYONEER_MERCHANT_CODE),
    token: sandbox ? payoneerSandboxMerchant.token : required('PAYONEER_API_TOKEN', c.PAYONEER_API_TOKEN),
    timeoutMs,
    http,
  });
  byDeps.set(deps, { paypal, paypalPayouts: createPayPalPayouts(paypalRest), payoneer });
}

export function paymentProvidersOf(deps: TDeps): TPaymentProviders {
  const providers = byDeps.get(deps);
  if (!providers) {
    throw new Error('the payment providers are not registered (registerPaymentProviders in app.ts)');
  }
  return providers;
}
