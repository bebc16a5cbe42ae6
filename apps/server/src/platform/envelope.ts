import { ErrorCode, type TEnvelope, type TErrorCode, type TErrorData } from '@atlas/shared';

export function ok<T>(data: T): TEnvelope<T> {
  return { success: true, code: ErrorCode.ok, error: null, data };
}

export function failure(code: TErrorCode, error: string, data: TErrorData = null): TEnvelope<TErrorData> {
  return { success: false, code, error, data };
}
