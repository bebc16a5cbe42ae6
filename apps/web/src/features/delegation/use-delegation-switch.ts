import { authCalls, delegationCalls } from '@atlas/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi, ownTokenStore, tokenStore } from '../../api/http';
import { portalPath } from '../../session/portal-path';
import { useSession, useSessionUser } from '../../session/session-context';

export type TDelegationSwitch = {
  /** This tab works in an account delegated to the user (its own token is kept aside). */
  switched: boolean;
  switchInto: (delegationId: string) => Promise<void>;
  /** Signs the switched session out and returns to the user's own account. */
  goBack: () => Promise<void>;
  /** While switched, "Sign out" ends both sessions: the borrowed one and the user's own. */
  signOut: () => Promise<void>;
};

/** Signs the switched session out and puts the user's own token back; answers it. */
async function endSwitchedSession(): Promise<string | null> {
  const own = ownTokenStore.get();
  try {
    await callApi(authCalls.logout, {}, { silent: true });
  } catch {
    // Already ended on the server (access withdrawn): going back is all that is left.
  }
  ownTokenStore.clear();
  if (own) {
    tokenStore.set(own);
  }
  return own;
}

/**
 * Switching works on tokens (docs/domain.md, "Delegation"): switching in keeps the user's own
 * token (and portal) aside and uses the new session's; going back signs that session out and
 * restores it. The session follows the token store, so every cached answer is dropped on the way.
 */
export function useDelegationSwitch(): TDelegationSwitch {
  const session = useSession();
  const { account } = useSessionUser();
  const navigate = useNavigate();
  const switched = session.token !== null && ownTokenStore.get() !== null;

  const switchInto = useCallback(
    async (delegationId: string) => {
      const own = tokenStore.get();
      // A new session acting as the delegator.
      const result = await callApi(delegationCalls.switchIntoDelegator, { params: { id: delegationId } });
      if (own) {
        ownTokenStore.set(own, account ? portalPath(account.role) : '/');
      }
      session.signIn(result.token, result.user);
      navigate(portalPath(result.user.role), { replace: true });
    },
    [session, account, navigate],
  );

  const goBack = useCallback(async () => {
    const home = ownTokenStore.home();
    const own = await endSwitchedSession();
    if (!own) {
      session.forget();
      navigate('/sign-in', { replace: true });
      return;
    }
    // Same tick as the token change, so the delegator's portal never renders with the own account.
    navigate(home === '/' ? home : `${home}/delegated-accounts`, { replace: true });
  }, [session, navigate]);

  const signOut = useCallback(async () => {
    await endSwitchedSession();
    await session.signOut();
  }, [session]);

  return { switched, switchInto, goBack, signOut };
}
