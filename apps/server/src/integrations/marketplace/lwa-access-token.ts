// Login with Amazon access tokens from a refresh token, shared by the Selling Partner API client
// (catalogue) and the Amazon Ads client (attribution): renewed a minute before they expire, or
// at once after Amazon refused one (`forget`).

export type TLwaTokenOptions = {
  lwaTokenUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * The secret being replaced while a rotation is under way (Amazon makes one rotate every 180
   * days). A refresh token is bound to the client id, not to the secret, so either secret renews it.
   */
  previousClientSecret?: string;
  refreshToken: string;
  now: () => number;
  timeoutMs: number;
};

type TJson = Record<string, unknown>;

/** Why a renewal failed: `unauthorized` needs a new consent, `unavailable` may pass later. */
export type TLwaFailure = (reason: 'unauthorized' | 'unavailable', message: string) => Error;

/** A JSON call that never throws on an HTTP status, only when nothing answered. */
export async function fetchJson(
  what: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fail: TLwaFailure,
): Promise<{ response: Response; body: TJson | null }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => null)) as TJson | null;
    return { response, body };
  } catch (error) {
    throw fail('unavailable', `${what} did not answer: ${(error as Error).message}`);
  }
}

/** LWA's answer to one secret: the token, or the OAuth error code it gave. */
async function renewWith(
  options: TLwaTokenOptions,
  clientSecret: string,
  fail: TLwaFailure,
): Promise<{ token: string; expiresIn: number } | { error: string }> {
  const form = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: options.refreshToken,
    client_id: options.clientId,
    client_secret: clientSecret,
  });
  const { response, body } = await fetchJson(
    'Login with Amazon',
    options.lwaTokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: form.toString(),
    },
    options.timeoutMs,
    fail,
  );
  const token = typeof body?.access_token === 'string' ? body.access_token : null;
  if (response.ok && token) {
    return { token, expiresIn: Number(body?.expires_in) || 3600 };
  }
  return { error: typeof body?.error === 'string' ? body.error : `http_${response.status}` };
}

export function createLwaAccessToken(options: TLwaTokenOptions, fail: TLwaFailure) {
  let access: { token: string; expiresAt: number } | null = null;
  const secrets = [options.clientSecret, options.previousClientSecret].filter((s): s is string => !!s);
  const token = async (): Promise<string> => {
    if (access && access.expiresAt - 60_000 > options.now()) {
      return access.token;
    }
    let error = 'no_client_secret';
    for (const secret of secrets) {
      const answer = await renewWith(options, secret, fail);
      if ('token' in answer) {
        access = { token: answer.token, expiresAt: options.now() + answer.expiresIn * 1000 };
        return answer.token;
      }
      error = answer.error;
      // Only a refused secret is worth another try; any other error would repeat with the next.
      if (error !== 'invalid_client') {
        break;
      }
    }
    // invalid_grant: the seller revoked the app or the token expired; only a new consent helps.
    // invalid_client is our own client's secret, never the seller's grant: it stays `unavailable`.
    throw fail(
      error === 'invalid_grant' || error === 'unauthorized_client' ? 'unauthorized' : 'unavailable',
      `Login with Amazon refused to renew the access token (${error})`,
    );
  };
  return {
    token,
    /** Amazon refused the token: the next call renews it. */
    forget: () => {
      access = null;
    },
  };
}
