// One request to a payment provider: a time-out on every call, and its failures sorted into what
// the payment service does next (docs/domain.md "Billing: payments").

/** What the adapters need of `fetch`; the built-in sandboxes answer through the app itself. */
export type TProviderHttp = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{ status: number; text: () => Promise<string> }>;

/**
 * - `timeout`: no answer in time: the request may have been done (reconciled later, never guessed);
 * - `unavailable`: the provider failed (5xx, a network error): nothing booked, try again;
 * - `rejected`: the provider refused (4xx) with its reason (`issue`: PayPal's, e.g. INSTRUMENT_DECLINED);
 * - `not_found`: the provider has no such order or capture.
 */
export type TProviderFailure = 'timeout' | 'unavailable' | 'rejected' | 'not_found';

export class PaymentProviderError extends Error {
  readonly failure: TProviderFailure;
  readonly issue: string | undefined;
  constructor(failure: TProviderFailure, message: string, issue?: string) {
    super(message);
    this.failure = failure;
    this.issue = issue;
  }
}

export type TProviderRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** The provider's reason in a refusal: PayPal's `details[0].issue` or `name`, Payoneer's `resultInfo`. */
function issueOf(json: unknown): string | undefined {
  const answer = json as {
    details?: { issue?: string }[];
    name?: string;
    error?: string;
    resultInfo?: string;
  };
  return answer?.details?.[0]?.issue ?? answer?.name ?? answer?.error ?? answer?.resultInfo;
}

/** Sends one request and answers its JSON, or throws a `PaymentProviderError`. */
export async function providerRequest<T>(
  http: TProviderHttp,
  provider: string,
  request: TProviderRequest,
  timeoutMs: number,
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await http(request.url, { ...request, signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal.aborted) {
      throw new PaymentProviderError('timeout', `${provider} did not answer within ${timeoutMs} ms`);
    }
    throw new PaymentProviderError(
      'unavailable',
      `${provider} could not be reached: ${(error as Error).message}`,
    );
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (status >= 500 || (status < 400 && json === null && text !== '')) {
    throw new PaymentProviderError('unavailable', `${provider} answered ${status}`);
  }
  if (status === 404) {
    throw new PaymentProviderError('not_found', `${provider} has no such resource`, issueOf(json));
  }
  if (status >= 400) {
    const issue = issueOf(json);
    throw new PaymentProviderError(
      'rejected',
      `${provider} refused (${status}${issue ? `: ${issue}` : ''})`,
      issue,
    );
  }
  return json as T;
}

/** 1234 → "12.34": the providers' decimal amounts (every marketplace currency has 2 decimals). */
export function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234, exactly (no floating point). */
export function minorOf(decimal: string | number): number {
  const [whole = '0', fraction = ''] = String(decimal).split('.');
  const negative = whole.startsWith('-');
  const value = Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}
