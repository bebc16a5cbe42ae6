import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, tokenStore } from '../api/http';

/** How one kind of account (a user, or the operator on its sub-host) signs in and out. */
export type TTokenSession<TAccount> = {
  token: string | null;
  /** True once the user signed out here: gates then go to sign-in without a `?redirect=` back. */
  signedOut: boolean;
  accountKey: readonly unknown[];
  fetchAccount: () => Promise<TAccount>;
  signIn: (token: string, account: TAccount) => void;
  /** Ends the session on the server and forgets the token; the page's gate then leaves. */
  signOut: () => Promise<void>;
  forget: () => void;
};

export type TAccountState<TAccount> = {
  account: TAccount | undefined;
  isLoading: boolean;
  error: unknown;
  reload: () => void;
};

/**
 * The token lives in tokenStore (keyed by hostname, spec 6) and mirrors here so React sees it
 * change. The account itself is fetched only where a page asks for it (useAccount): a stale
 * token must not bounce a visitor of the landing or sign-up page to sign-in.
 */
export function useTokenSession<TAccount>(
  scope: string,
  fetchAccount: () => Promise<TAccount>,
  logoutCall: (token: string) => Promise<unknown>,
): TTokenSession<TAccount> {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());
  const [signedOut, setSignedOut] = useState(false);
  const current = useRef(token);

  // The token can change under the page (the error catalogue, going back from a delegated
  // account, another tab): follow it, and drop every cached answer so no account's data shows
  // in another's.
  useEffect(
    () =>
      tokenStore.subscribe(() => {
        const next = tokenStore.get();
        if (next !== current.current) {
          current.current = next;
          queryClient.removeQueries();
          setToken(next);
        }
      }),
    [queryClient],
  );

  const forget = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    queryClient.removeQueries({ queryKey: [scope] });
  }, [queryClient, scope]);

  const signIn = useCallback(
    (nextToken: string, account: TAccount) => {
      tokenStore.set(nextToken);
      queryClient.setQueryData([scope, 'me', nextToken], account);
      setSignedOut(false);
      setToken(nextToken);
    },
    [queryClient, scope],
  );

  // Navigating from here would race the gate: React Router renders route changes in a
  // transition, so the token's removal can render first. The gate reads `signedOut` instead.
  // The page lets go of the token before the server hears of it: a call still on its way then
  // answers for a session already ended here, and cannot send the page to sign-in with a way
  // back to where it was (http.ts).
  const signOut = useCallback(async () => {
    const ending = tokenStore.get();
    setSignedOut(true);
    forget();
    queryClient.clear();
    if (!ending) {
      return;
    }
    try {
      await logoutCall(ending);
    } catch {
      // The session may already be gone on the server; ending it here is what matters.
    }
  }, [logoutCall, forget, queryClient]);

  return useMemo(
    () => ({ token, signedOut, accountKey: [scope, 'me', token], fetchAccount, signIn, signOut, forget }),
    [token, signedOut, scope, fetchAccount, signIn, signOut, forget],
  );
}

/** The signed-in account from the server's `me` call; a 401 there means the token is dead. */
export function useAccount<TAccount>(session: TTokenSession<TAccount>): TAccountState<TAccount> {
  const { token, accountKey, fetchAccount, forget } = session;
  const query = useQuery({ queryKey: accountKey, queryFn: fetchAccount, enabled: token !== null });
  const expired = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (expired) {
      forget();
    }
  }, [expired, forget]);

  const { refetch } = query;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    account: token ? query.data : undefined,
    isLoading: token !== null && query.isLoading,
    error: token ? query.error : null,
    reload,
  };
}
