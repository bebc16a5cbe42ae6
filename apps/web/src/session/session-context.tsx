import type { TSessionUser } from '@atlas/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { getSessionUser, logout } from '../api/auth';
import { type TAccountState, type TTokenSession, useAccount, useTokenSession } from './use-token-session';

export type TUserSession = TTokenSession<TSessionUser>;

const SessionContext = createContext<TUserSession | null>(null);

export type SessionProviderProps = { children: ReactNode };

/** The signed-in seller, publisher or partner on the main host. */
export function SessionProvider({ children }: SessionProviderProps) {
  const session = useTokenSession('session', getSessionUser, logout);
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
