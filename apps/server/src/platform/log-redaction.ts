import type { FastifyRequest } from 'fastify';
import { serializeError } from './log-error';

/** Query parameters that carry a credential: the image API's session token and signed secret. */
const secretParams = /^(accesstoken|token|secret|key|apikey|api_key|password)$/i;

/** The URL as the log may keep it: credentials in the query string replaced by a mark. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) {
    return url;
  }
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secretParams.test(safeDecode(name)) ? `${name}=[hidden]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The request as each log line describes it (Fastify's default fields), with the URL redacted:
 * the image API takes the user's session as `?accessToken=`, and a log reader must not get it.
 */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The serializers of the app's one logger (`app.ts`). Jobs, schedules and the click log use
 * `app.log` itself, requests its children, and a pino child keeps its parent's serializers, so
 * no log line anywhere carries a URL's credential or a statement's bound values. `error` too: `{ error }` instead of `{ err }` would otherwise print an error's
 * own fields, Drizzle's `params` among them.
 */
export const logSerializers = { req: logRequest, err: serializeError, error: serializeError };
