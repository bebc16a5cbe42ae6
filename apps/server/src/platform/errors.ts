import { ErrorCode, httpStatusOf, type TErrorCode, type TFieldError } from '@atlas/shared';
import type { ZodError } from 'zod';

/** The one error type: a code of DOMAIN.md, a message for people, and failed fields. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields?: TFieldError[];
  readonly headers?: Record<string, string>;
  /** A case the client handles itself, sent as `data.reason` (e.g. `link_expired`). */
  readonly reason?: string;

  constructor(
    code: TErrorCode,
    message: string,
    options: { fields?: TFieldError[]; headers?: Record<string, string>; reason?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.reason = options.reason;
  }

  get status(): number {
    return httpStatusOf[this.code];
  }
}

export const notFound = (what: string) => new AppError(ErrorCode.notFound, `${what} not found`);
export const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** Zod issues → 1001 with one entry per field, the message naming the first field. */
export function validationError(error: ZodError, where: 'body' | 'query' | 'params'): AppError {
  const fields = error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : where,
    message: issue.message,
  }));
  const first = fields[0];
  const message = first ? `${first.path}: ${first.message}` : 'Invalid request';
  return new AppError(ErrorCode.validation, message, { fields });
}
