/**
 * Properties that hold a statement's bound values or echo them: Drizzle's `params`, pg's
 * `parameters`, `detail` ("Key (email)=(…) already exists"), `where` (PostgreSQL's context,
 * which can quote a portal's parameters) and `internalQuery`. One failed batch insert once made
 * a 248 KB log line of click ids and address hashes.
 */
const boundValueKeys = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

/** Enough of a statement to find it in the code; the rest is noise in a log. */
export const maxQueryChars = 500;
const maxTextChars = 500;
const maxDepth = 3;

/**
 * An error as a log line may hold it, for pino's `err` serializer: type, message, codes, the
 * query text cut short, stack frames and causes, and never a bound value. Drizzle's message
 * ends with `params: …`, which is cut; a data exception (SQLSTATE class 22) quotes the value it
 * refused, which is hidden. Other own properties are kept when they are plain scalars.
 */
export function serializeError(error: Error): TLoggedError {
  // pino hands over whatever was logged under `err`; only an Error is taken apart.
  return serializeValue(error, 0) as TLoggedError;
}

export type TLoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serializeValue(value: unknown, depth: number): unknown {
  if (!(value instanceof Error) || depth > maxDepth) {
    return value instanceof Error ? { type: typeOf(value) } : value;
  }
  const own = value as unknown as Record<string, unknown>;
  const message = safeMessage(value.message, own.code);
  const out: Record<string, unknown> = { type: typeOf(value), message, stack: '' };
  for (const [key, field] of Object.entries(own)) {
    if (boundValueKeys.has(key) || key === 'message' || key === 'stack' || key === 'cause') {
      continue;
    }
    if (key === 'query' && typeof field === 'string') {
      out.query = cut(field, maxQueryChars);
    } else if (typeof field === 'string') {
      out[key] = cut(field, maxTextChars);
    } else if (typeof field === 'number' || typeof field === 'boolean') {
      out[key] = field;
    }
  }
  // The stack's first line repeats the message: it is rebuilt from the safe one.
  const frames = value.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${out.type}: ${message}`, ...(frames ?? []).slice(0, 10)].join('\n');
  if (value.cause !== undefined) {
    out.cause = serializeValue(value.cause, depth + 1);
  }
  const inner = (value as { errors?: unknown }).errors;
  if (Array.isArray(inner)) {
    out.errors = inner.slice(0, 5).map((error) => serializeValue(error, depth + 1));
  }
  return out;
}

function typeOf(error: Error): string {
  return error.constructor?.name ?? error.name;
}

function safeMessage(message: string, code: unknown): string {
  let text = message;
  const params = text.indexOf('\nparams:');
  if (params >= 0) {
    text = text.slice(0, params);
  }
  if (typeof code === 'string' && code.startsWith('22')) {
    text = text.replace(/"[^"]*"/g, '"[hidden]"');
  }
  return cut(text, maxQueryChars + 100);
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}

/** One line for a console: the error's safe message and its causes', as `serializeError` keeps them. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let current = serializeValue(error, 0) as { message?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && parts.length < maxDepth + 1) {
    if (typeof current.message === 'string') {
      parts.push(current.message);
    }
    current = current.cause as typeof current;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}
