import type { IncomingMessage, ServerResponse } from 'node:http';

// What the local stand-ins of Amazon's APIs (catalogue, attribution) share: reading a request's
// body, answering JSON, and Login with Amazon's refresh-token grant.

export type TFakeLwaClient = { clientId: string; clientSecret: string; refreshToken: string };

export async function readFakeBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
  }
  return text;
}

export function sendFakeJson(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/**
 * `POST /auth/o2/token` with `grant_type=refresh_token`: the client's own credentials get a new
 * access token from `issue` (which records it), anything else Amazon's `invalid_grant`.
 */
export function answerFakeLwaToken(
  res: ServerResponse,
  form: URLSearchParams,
  client: TFakeLwaClient,
  issue: () => string,
): void {
  const valid =
    form.get('grant_type') === 'refresh_token' &&
    form.get('refresh_token') === client.refreshToken &&
    form.get('client_id') === client.clientId &&
    form.get('client_secret') === client.clientSecret;
  if (!valid) {
    sendFakeJson(res, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
    return;
  }
  sendFakeJson(res, 200, { access_token: issue(), token_type: 'bearer', expires_in: 3600 });
}

/** A request's body, read once and kept: stand-ins mounted side by side may each look at it. */
const fakeBodies = new WeakMap<IncomingMessage, Promise<string>>();

export function fakeBodyOf(req: IncomingMessage): Promise<string> {
  let body = fakeBodies.get(req);
  if (!body) {
    body = readFakeBody(req);
    fakeBodies.set(req, body);
  }
  return body;
}

/** A client whose secret is being rotated: Amazon accepts either secret until the old one expires. */
export type TFakeLwaRotatingClient = {
  clientId: string;
  clientSecrets: string[];
  /** Whether a refresh token was issued to this client (and not revoked). */
  knows: (refreshToken: string) => boolean;
};

/**
 * `POST /auth/o2/token` with `grant_type=refresh_token`, answered as LWA answers: a secret the
 * client does not hold gets `invalid_client` (401), an unknown or revoked refresh token
 * `invalid_grant` (400), another grant `unsupported_grant_type`; otherwise `issue` gives the access
 * token of the refresh token (and records it).
 */
export function answerFakeLwaRefresh(
  res: ServerResponse,
  form: URLSearchParams,
  client: TFakeLwaRotatingClient,
  issue: (refreshToken: string) => string,
): void {
  if (form.get('grant_type') !== 'refresh_token') {
    sendFakeJson(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    return;
  }
  const secret = form.get('client_secret') ?? '';
  if (form.get('client_id') !== client.clientId || !client.clientSecrets.includes(secret)) {
    sendFakeJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    return;
  }
  const refreshToken = form.get('refresh_token') ?? '';
  if (!client.knows(refreshToken)) {
    sendFakeJson(res, 400, {
      error: 'invalid_grant',
      error_description: 'The request has an invalid grant parameter : refresh_token',
    });
    return;
  }
  sendFakeJson(res, 200, { access_token: issue(refreshToken), token_type: 'bearer', expires_in: 3600 });
}

/** The Selling Partner API's documented error body: `{ errors: [{ code, message, details? }] }`. */
export function sendSpApiError(
  res: ServerResponse,
  status: number,
  error: { code: string; message: string; details?: string },
  headers: Record<string, string> = {},
): void {
  sendFakeJson(res, status, { errors: [error] }, headers);
}

/** An SP-API array parameter: comma-delimited in one value (`marketplaceIds=A,B`); empty when absent. */
export function fakeListParam(query: URLSearchParams, name: string): string[] {
  return (query.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** An opaque page token as Amazon's are: what the next page needs, bound to the query it pages. */
export const fakePageToken = {
  encode: (value: Record<string, unknown>) => Buffer.from(JSON.stringify(value)).toString('base64url'),
  decode(token: string): Record<string, unknown> | null {
    try {
      const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  },
};
