// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/http';
import { fakeBrowser } from '../api/http-test-kit';
import { useTokenSession } from './use-token-session';

function renderSession(logoutCall: (token: string) => Promise<unknown>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['seller', 'products'], { items: ['kept from the session'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useTokenSession('session', async () => ({}), logoutCall), { wrapper });
  return { ...view, queryClient };
}

beforeEach(() => {
  fakeBrowser();
  tokenStore.set('tok-1');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('lets go of the token and the cached answers before the server hears of it, then ends that session', async () => {
    const seenAtCall: (string | null)[] = [];
    const logoutCall = vi.fn(async (_token: string) => {
      seenAtCall.push(tokenStore.get());
    });
    const { result, queryClient } = renderSession(logoutCall);
    await act(() => result.current.signOut());
    expect(logoutCall).toHaveBeenCalledWith('tok-1');
    expect(seenAtCall).toEqual([null]);
    expect(queryClient.getQueryData(['seller', 'products'])).toBeUndefined();
    expect(result.current).toMatchObject({ token: null, signedOut: true });
  });

  it('ends here when the server call fails, and calls nothing without a token', async () => {
    const { result } = renderSession(async () => {
      throw new Error('session already gone');
    });
    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ token: null, signedOut: true });

    const logoutCall = vi.fn(async () => {});
    const again = renderSession(logoutCall);
    await act(() => again.result.current.signOut());
    expect(logoutCall).not.toHaveBeenCalled();
  });
});
