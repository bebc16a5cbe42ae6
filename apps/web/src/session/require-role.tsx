import type { TUserRole } from '@atlas/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpin } from '../components/full-page-spin';
import { SessionError } from '../components/session-error';
import { portalPath } from './portal-path';
import { useSession, useSessionUser } from './session-context';

export type RequireRoleProps = { role: TUserRole; children: ReactNode };

/**
 * A portal's gate: no token goes to sign-in (coming back here afterwards), an account whose
 * profile is not completed goes to complete it first, an account of another role goes to its
 * own portal.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const session = useSession();
  const { account, isLoading, error, reload } = useSessionUser();
  const location = useLocation();

  if (!session.token) {
    const here = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={session.signedOut ? '/sign-in' : `/sign-in?redirect=${here}`} replace />;
  }
  if (isLoading) {
    return <FullPageSpin label="Loading your account…" />;
  }
  if (!account) {
    return <SessionError error={error} onRetry={reload} onSignOut={() => void session.signOut()} />;
  }
  if (!account.profileCompleted) {
    return <Navigate to="/complete-profile" replace />;
  }
  if (account.role !== role) {
    return <Navigate to={portalPath(account.role)} replace />;
  }
  return children;
}
