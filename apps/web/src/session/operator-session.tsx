import type { TOperator } from '@atlas/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { getOperator, logoutOperator } from '../api/auth';
import { type TAccountState, type TTokenSession, useAccount, useTokenSession } from './use-token-session';

export type TOperatorSession = TTokenSession<TOperator>;

const OperatorSessionContext = createContext<TOperatorSession | null>(null);

export type OperatorSessionProviderProps = { children: ReactNode };

/** The signed-in operator on the admin sub-host; its token is kept under that host's key. */
export function OperatorSessionProvider({ children }: OperatorSessionProviderProps) {
  const session = useTokenSession('operator', getOperator, logoutOperator);
  return <OperatorSessionContext.Provider value={session}>{children}</OperatorSessionContext.Provider>;
}

export function useOperatorSession(): TOperatorSession {
  const session = useContext(OperatorSessionContext);
  if (!session) {
    throw new Error('useOperatorSession must be used inside OperatorSessionProvider');
  }
  return session;
}

/** The signed-in operator, loaded from auth/me on the admin prefix. */
export function useOperator(): TAccountState<TOperator> {
  return useAccount(useOperatorSession());
}
