// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParams } from './use-search-params';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

describe('search parameters updated twice before the page draws again', () => {
  it('keeps both changes, each starting from the current address', () => {
    window.history.replaceState(null, '', '/seller/placements?marketplace=US');
    const { result } = renderHook(() => useSearchParams(), { wrapper });
    const [, set] = result.current;
    act(() => {
      // Both calls use the setter of the same render, as a filter and a search box do.
      set((previous) => {
        previous.set('country', 'US');
        return previous;
      });
      set((previous) => {
        previous.set('search', 'kitchen');
        return previous;
      });
    });
    expect(window.location.search).toBe('?marketplace=US&country=US&search=kitchen');
    expect(result.current[0].get('country')).toBe('US');
  });

  it('replaces the whole query when given parameters', () => {
    window.history.replaceState(null, '', '/seller/placements?marketplace=US&page=3');
    const { result } = renderHook(() => useSearchParams(), { wrapper });
    act(() => result.current[1](new URLSearchParams('search=mug')));
    expect(window.location.search).toBe('?search=mug');
  });
});
