import { App } from 'antd';
import { useCallback } from 'react';
import { ApiError } from '../../api/http';
import { errorText } from '../../components/server-error';

/**
 * What to tell the operator about a failed write: the server's own words, or null when there is
 * nobody to tell (the http layer already sent the console to its sign-in page, or the caller
 * gave the call up).
 */
export function writeFailureText(error: unknown): string | null {
  if (error instanceof ApiError && (error.handled || error.code === 'aborted')) {
    return null;
  }
  return errorText(error);
}

/**
 * The console's http layer only logs a failed call (spec 8), so every console write passes its
 * failure here, as a mutation's `onError`, to show it in a message.
 */
export function useWriteFailure(): (error: unknown) => void {
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const text = writeFailureText(error);
      if (text) {
        void message.error(text);
      }
    },
    [message],
  );
}
