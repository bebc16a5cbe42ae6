import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpin } from '../../components/full-page-spin';
import { SessionError } from '../../components/session-error';
import { useOperator, useOperatorSession } from '../../session/operator-session';

export type RequireOperatorProps = { children: ReactNode };

/** The console's gate: without an operator session, go to /operator/login and come back here. */
export function RequireOperator({ children }: RequireOperatorProps) {
  const session = useOperatorSession();
  const { account, isLoading, error, reload } = useOperator();
  const location = useLocation();

  if (!session.token) {
    const here = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Navigate to={session.signedOut ? '/operator/login' : `/operator/login?redirect=${here}`} replace />
    );
  }
  if (isLoading) {
    return <FullPageSpin label="Loading the console…" />;
  }
  if (!account) {
    return <SessionError error={error} onRetry={reload} onSignOut={() => void session.signOut()} />;
  }
  return children;
}
