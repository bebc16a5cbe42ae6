import type { TResetPasswordResponse } from '@atlas/shared';
import { Alert } from 'antd';
import { useSearchParams } from '../../lib/use-search-params';

// A finished password reset hands over to sign-in: where it sends the user, and what sign-in
// then says. A reset through the e-mailed link also revokes the account's API key.

/** Sign-in after a reset, noting when the reset revoked an API key. */
export function signInAfterReset({ apiKeyRevoked }: TResetPasswordResponse): string {
  return apiKeyRevoked ? '/sign-in?reset=done&apiKey=revoked' : '/sign-in?reset=done';
}

/** On sign-in, after a reset: the password changed, and the API key went with it if there was one. */
export function ResetDoneNotice() {
  const [params] = useSearchParams();
  if (params.get('reset') !== 'done') {
    return null;
  }
  return (
    <Alert
      type="success"
      showIcon
      title="Your password was changed. Sign in with your new password."
      description={
        params.get('apiKey') === 'revoked'
          ? 'Your API key was revoked too. Create a new one on the API key page and update the tools that used the old one.'
          : undefined
      }
      style={{ marginBottom: 24 }}
      role="status"
    />
  );
}
