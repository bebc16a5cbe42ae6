import { Navigate } from 'react-router-dom';
import { FullPageSpin } from '../../components/full-page-spin';
import { portalPath } from '../../session/portal-path';
import { useSession, useSessionUser } from '../../session/session-context';

/** `/`: a signed-in user goes to their portal, anyone else to the landing page. */
export function HomeRedirect() {
  const { token } = useSession();
  const { account, isLoading } = useSessionUser();
  if (!token) {
    return <Navigate to="/index" replace />;
  }
  if (isLoading) {
    return <FullPageSpin />;
  }
  return <Navigate to={account ? portalPath(account.role) : '/index'} replace />;
}
