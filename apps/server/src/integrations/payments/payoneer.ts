import { minorOf, providerRequest, type TProviderHttp } from './provider-http';

// Payoneer Checkout's LIST API, as documented: a LIST session per payment (`POST /api/lists`,
// `integration: HOSTED`), the buyer pays on Payoneer's hosted page (`links.redirect`) and comes
// back to `callback.returnUrl`; `GET /api/lists/{longId}` reads its status, `DELETE` cancels it;
// notifications go to `callback.notificationUrl` and are only a hint to read the status.

export type TPayoneerList = {
  longId: string;
  transactionId: string;
  /** listed, charged, declined, aborted, canceled, … */
  statusCode: string;
  redirectUrl: string | null;
  amountMinor: number;
  currency: string;
};

export type TPayoneerListInput = {
  /** Our payment id: Payoneer's transactionId, unique per merchant. */
  transactionId: string;
  country: string;
  customerNumber: string;
  customerEmail: string;
  currency: string;
  chargeMinor: number;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
};

export type TPayoneer = {
  createList: (input: TPayoneerListInput) => Promise<TPayoneerList>;
  getList: (longId: string) => Promise<TPayoneerList>;
  cancelList: (longId: string) => Promise<void>;
};

/** A LIST's outcome for our books: paid, ended without paying, or still open. */
export function payoneerOutcome(statusCode: string): 'paid' | 'failed' | 'open' {
  if (['charged', 'paid_out'].includes(statusCode)) {
    return 'paid';
  }
  if (['declined', 'aborted', 'canceled', 'failed', 'rejected', 'expired'].includes(statusCode)) {
    return 'failed';
  }
  return 'open';
}

type TListAnswer = {
  links?: { redirect?: string };
  identification: { longId: string; transactionId: string };
  status: { code: string };
  payment?: { amount: number | string; currency: string };
};

const listOf = (a: TListAnswer): TPayoneerList => ({
  longId: a.identification.longId,
  transactionId: a.identification.transactionId,
  statusCode: a.status.code,
  redirectUrl: a.links?.redirect ?? null,
  amountMinor: minorOf(a.payment?.amount ?? 0),
  currency: a.payment?.currency ?? '',
});

export type TPayoneerOptions = {
  base: string;
  merchantCode: string;
  token: string;
  timeoutMs: number;
  http: TProviderHttp;
};

export function createPayoneer(options: TPayoneerOptions): TPayoneer {
  const headers = {
    authorization: `Basic ${Buffer.from(`${options.merchantCode}:${options.token}`).toString('base64')}`,
    'content-type': 'application/vnd.optile.payment.enterprise-v1-extensible+json',
    accept: 'application/vnd.optile.payment.enterprise-v1-extensible+json',
  };
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    providerRequest<T>(
      options.http,
      'Payoneer',
      body === undefined
        ? {
            method,
            url: options.base + path,
            headers: { authorization: headers.authorization, accept: headers.accept },
          }
        : { method, url: options.base + path, headers, body: JSON.stringify(body) },
      options.timeoutMs,
    );
  return {
    async createList(input) {
      const answer = await send<TListAnswer>('POST', '/api/lists', {
        transactionId: input.transactionId,
        country: input.country,
        integration: 'HOSTED',
        customer: { number: input.customerNumber, email: input.customerEmail },
        payment: {
          amount: input.chargeMinor / 100,
          currency: input.currency,
          reference: input.reference.slice(0, 100),
        },
        callback: {
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          notificationUrl: input.notificationUrl,
        },
      });
      return listOf(answer);
    },
    async getList(longId) {
      return listOf(await send<TListAnswer>('GET', `/api/lists/${encodeURIComponent(longId)}`));
    },
    async cancelList(longId) {
      await send<unknown>('DELETE', `/api/lists/${encodeURIComponent(longId)}`);
    },
  };
}
