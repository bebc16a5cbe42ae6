import { ErrorCode } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * The deepest JSON body the API reads, counting each `{` and `[`. The deepest body a contract
 * describes is 3 levels (a placement's prices, a batch of commissions) and a PayPal webhook
 * event about 10 (`resource.purchase_units[].payments.captures[].…`), so 64 refuses no real
 * caller. Deeper bodies would reach the code that walks a body (the unsafe-text scan, zod, the
 * audit log) and overflow its stack: 4,000 levels answered 500 before this check.
 */
export const maxJsonDepth = 64;

export const tooDeepMessage = `The JSON body is nested deeper than ${maxJsonDepth} levels`;

const quote = 0x22;
const backslash = 0x5c;
const opens = new Set([0x5b, 0x7b]); // [ {
const closes = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the JSON text opens more than `limit` arrays or objects inside one another, read
 * without parsing (text inside strings does not count), so a refused body is never built.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === backslash) {
        i++;
      } else if (c === quote) {
        inString = false;
      }
    } else if (c === quote) {
      inString = true;
    } else if (opens.has(c)) {
      depth++;
      if (depth > limit) {
        return true;
      }
    } else if (closes.has(c)) {
      depth--;
    }
  }
  return false;
}

/**
 * Every JSON body of every API (user, operator, open, the providers' notifications) is read
 * here: Fastify's own parser (which refuses `__proto__` and `constructor.prototype`), after the
 * depth check above, which answers 400/1001.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, maxJsonDepth)) {
      done(new AppError(ErrorCode.validation, tooDeepMessage), undefined);
      return;
    }
    parse(request, text, done);
  });
}
