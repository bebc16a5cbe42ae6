import { authCalls, type TSessionUser } from '@atlas/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { callApi } from '../api/http';
import { type TAccountState, type TTokenSession, useAccount, useTokenSession } from './use-token-session';

export type TUserSession = TTokenSession<TSessionUser>;

// The signed-in account, for the portal shell
const fetchSessionUser = () => callApi(authCalls.getSessionUser, {});
/** Ends the session named: sign-out forgets the token before it calls. */
const logout = (token: string) => callApi(authCalls.logout, {}, { silent: true, token });

const SessionContext = createContext<TUserSession | null>(null);

export type SessionProviderProps = { children: ReactNode };

/** The signed-in seller, publisher or partner on the main host. */
export function SessionProvider({ children }: SessionProviderProps) {
  const session = useTokenSession('session', fetchSessionUser, logout);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): TUserSession {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return session;
}

/** The signed-in user, loaded from user/auth/me (and cached for every later caller). */
export function useSessionUser(): TAccountState<TSessionUser> {
  return useAccount(useSession());
}
