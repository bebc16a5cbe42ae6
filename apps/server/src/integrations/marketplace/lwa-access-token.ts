// Login with Amazon access tokens from a refresh token, shared by the Selling Partner API client
// (catalogue) and the Amazon Ads client (attribution): renewed a minute before they expire, or
// at once after Amazon refused one (`forget`).

export type TLwaTokenOptions = {
  lwaTokenUrl: string;
  clientId: string;
  clientSecret: string;
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

export function createLwaAccessToken(options: TLwaTokenOptions, fail: TLwaFailure) {
  let access: { token: string; expiresAt: number } | null = null;
  const token = async (): Promise<string> => {
    if (access && access.expiresAt - 60_000 > options.now()) {
      return access.token;
    }
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: options.refreshToken,
      client_id: options.clientId,
      client_secret: options.clientSecret,
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
    const value = typeof body?.access_token === 'string' ? body.access_token : null;
    if (!response.ok || !value) {
      const reason = typeof body?.error === 'string' ? body.error : `http_${response.status}`;
      // invalid_grant: the seller revoked the app or the token expired; only a new consent helps.
      throw fail(
        reason === 'invalid_grant' || reason === 'unauthorized_client' ? 'unauthorized' : 'unavailable',
        `Login with Amazon refused to renew the access token (${reason})`,
      );
    }
    access = { token: value, expiresAt: options.now() + (Number(body?.expires_in) || 3600) * 1000 };
    return value;
  };
  return {
    token,
    /** Amazon refused the token: the next call renews it. */
    forget: () => {
      access = null;
    },
  };
}
