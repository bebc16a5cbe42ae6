import { operatorAuthCalls, type TOperator } from '@atlas/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { callApi } from '../api/http';
import { type TAccountState, type TTokenSession, useAccount, useTokenSession } from './use-token-session';

export type TOperatorSession = TTokenSession<TOperator>;

// The signed-in operator, for the console shell
const fetchOperator = () => callApi(operatorAuthCalls.getOperator, {});
/** Ends the session named: sign-out forgets the token before it calls. */
const logout = (token: string) => callApi(operatorAuthCalls.logoutOperator, {}, { silent: true, token });

const OperatorSessionContext = createContext<TOperatorSession | null>(null);

export type OperatorSessionProviderProps = { children: ReactNode };

/** The signed-in operator on the admin sub-host; its token is kept under that host's key. */
export function OperatorSessionProvider({ children }: OperatorSessionProviderProps) {
  const session = useTokenSession('operator', fetchOperator, logout);
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
