import type { TErrorCode } from './errors';

/** A field that failed validation: `path` is dotted (`items.0.asin`). */
export type TFieldError = { path: string; message: string };

/** Every main API response (spec 3). */
export type TEnvelope<T> = {
  success: boolean;
  code: TErrorCode | string;
  error: string | null;
  data: T;
};

/** `reason` names a case the client handles itself (e.g. `activation_required`, `link_expired`). */
export type TErrorData = { fields?: TFieldError[]; requestId?: string; reason?: string } | null;
