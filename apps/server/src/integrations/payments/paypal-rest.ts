import { PaymentProviderError, providerRequest, type TProviderHttp } from './provider-http';

// One PayPal REST client (OAuth2 client credentials, one cached token, a time-out on every call)
// shared by the seller payments (paypal.ts) and the publisher payouts (paypal-payouts.ts), so the
// app asks PayPal for one token, not one per API.

export type TPayPalRestOptions = {
  base: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  http: TProviderHttp;
  now: () => Date;
};

/** PayPal's error body, as its REST APIs document it. */
export type TPayPalErrorBody = {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: {
    field?: string;
    location?: string;
    issue?: string;
    description?: string;
    link?: { href?: string; rel?: string }[];
  }[];
  links?: { href?: string; rel?: string }[];
};

/**
 * A `PaymentProviderError` (same failure, message and issue, so callers sort it as before) that
 * also keeps PayPal's error body: a caller that needs more than the issue (a duplicate's link,
 * the debug_id for PayPal's support) reads it here.
 */
export class PayPalApiError extends PaymentProviderError {
  readonly body: TPayPalErrorBody | null;
  constructor(from: PaymentProviderError, body: TPayPalErrorBody | null, message = from.message) {
    super(from.failure, message, from.issue);
    this.body = body;
  }
}

const bodyOf = (text: string): TPayPalErrorBody | null => {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object' ? (json as TPayPalErrorBody) : null;
  } catch {
    return null;
  }
};

export type TPayPalRest = {
  /** A call with the bearer token; `requestKey` goes as PayPal-Request-Id (the same key twice is the same request). */
  request: <T>(method: 'GET' | 'POST', path: string, body?: unknown, requestKey?: string) => Promise<T>;
};

export function createPayPalRest(options: TPayPalRestOptions): TPayPalRest {
  let token: { value: string; expiresAt: number } | null = null;
  const send = async <T>(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ) => {
    // the answer's text is kept so a refusal can carry PayPal's own error body
    let answered = '';
    const http: TProviderHttp = async (url, init) => {
      const response = await options.http(url, init);
      answered = await response.text();
      return { status: response.status, text: async () => answered };
    };
    try {
      return await providerRequest<T>(
        http,
        'PayPal',
        { method, url: options.base + path, headers, body },
        options.timeoutMs,
      );
    } catch (error) {
      throw error instanceof PaymentProviderError ? new PayPalApiError(error, bodyOf(answered)) : error;
    }
  };

  /** The access token, cached until a minute before it expires. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > options.now().getTime()) {
      return token.value;
    }
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await send<{ access_token: string; expires_in: number }>(
      'POST',
      '/v1/oauth2/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    token = {
      value: answer.access_token,
      expiresAt: options.now().getTime() + (answer.expires_in - 60) * 1000,
    };
    return token.value;
  }

  return {
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestKey?: string) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      };
      if (requestKey) {
        headers['paypal-request-id'] = requestKey;
      }
      return send<T>(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
    },
  };
}
