import type { FormInstance } from 'antd';
import { ApiError, fieldErrors } from '../api/http';

const offlineText = 'We could not reach the server. Check your connection and try again.';

/** The sentence to show for a failed call: the server's own words when it answered. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.code === 'timeout') {
      return offlineText;
    }
    return error.message || 'Error!';
  }
  return error instanceof Error && error.message ? error.message : 'Error!';
}

/**
 * Puts the server's field errors on the form's own fields and answers what is left for an
 * inline alert: null when every field error found its field.
 */
export function applyServerError(
  form: FormInstance,
  error: unknown,
  fieldNames: readonly string[],
): string | null {
  const errors = fieldErrors(error).filter((field) => fieldNames.includes(field.name.join('.')));
  if (errors.length > 0) {
    form.setFields(errors);
    return null;
  }
  return errorText(error);
}
