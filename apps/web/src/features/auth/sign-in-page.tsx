import { authCalls, EntryReason, type TSessionUser } from '@atlas/shared';
import { Typography } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { ApiError, callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FullPageSpin } from '../../components/full-page-spin';
import { useSearchParams } from '../../lib/use-search-params';
import { portalPath, safeRedirect } from '../../session/portal-path';
import { useSession, useSessionUser } from '../../session/session-context';
import { MarketplaceSignInButton } from '../marketplace/marketplace-sign-in-button';
import { CredentialsForm } from './credentials-form';
import { ResendActivation } from './resend-activation';
import { ResetDoneNotice } from './reset-done-notice';

/** An account that was never activated gets the way to a new link right under the message. */
function activationAction(error: unknown, email: string) {
  if (error instanceof ApiError && error.reason === EntryReason.activationRequired) {
    return (
      <div style={{ marginTop: 12 }}>
        <ResendActivation email={email} />
      </div>
    );
  }
  return null;
}

const homeOf = (user: TSessionUser) => (user.profileCompleted ? portalPath(user.role) : '/complete-profile');

/**
 * /sign-in: back to `?redirect=` when it is ours, else to the portal of the account's role (or
 * to "complete your profile" first). `?reset=done` arrives from a password reset (reset-done-notice).
 */
export function SignInPage() {
  const session = useSession();
  const { account, isLoading } = useSessionUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';

  // Someone already signed in has nothing to do here: on to where they were going.
  if (account) {
    return <Navigate to={safeRedirect(redirect, homeOf(account))} replace />;
  }
  if (session.token && isLoading) {
    return <FullPageSpin />;
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to your seller, publisher or partner account."
      footer={
        <Typography.Text type="secondary">
          New to Affiliate Atlas? <Link to="/sign-up">Create an account</Link>
        </Typography.Text>
      }
    >
      <ResetDoneNotice />
      <CredentialsForm
        submitLabel="Sign in"
        errorAction={activationAction}
        passwordHelp={<Link to="/forgot-password">Forgot password?</Link>}
        onSubmit={async (values) => {
          // Silent, and the page explains a 3008 itself (not activated: send the link again).
          const { token, user } = await callApi(
            authCalls.loginUser,
            { body: values },
            { silent: true, keepPage: true },
          );
          session.signIn(token, user);
          navigate(safeRedirect(redirect, homeOf(user)), { replace: true });
        }}
      />
      <MarketplaceSignInButton />
    </AuthCard>
  );
}
