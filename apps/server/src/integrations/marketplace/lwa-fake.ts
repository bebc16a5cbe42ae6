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
