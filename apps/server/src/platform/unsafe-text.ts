import { ErrorCode } from '@atlas/shared';
import { AppError } from './errors';

// Text the database cannot store: PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate
// is no character at all. Every request's body, query and path are scanned before parsing, so no
// route (or a schema that forgets it) can pass one on; the answer names the field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for
const unsafe = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unsafeTextMessage = 'Text cannot contain NUL characters or broken Unicode';

/** The path of the first string (or object key) holding unsafe text, or undefined. */
export function findUnsafeText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') {
    return unsafe.test(value) ? path.join('.') || 'body' : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafe.test(key) ? [...path, key].join('.') : findUnsafeText(item, [...path, key]);
      if (found !== undefined) {
        return found;
      }
    }
  }
  return undefined;
}

/** Throws 400/1001 naming the field when any part of the request holds unsafe text. */
export function refuseUnsafeText(parts: { body: unknown; query: unknown; params: unknown }): void {
  for (const value of [parts.params, parts.query, parts.body]) {
    const path = findUnsafeText(value);
    if (path !== undefined) {
      throw new AppError(ErrorCode.validation, unsafeTextMessage, {
        fields: [{ path, message: unsafeTextMessage }],
      });
    }
  }
}
