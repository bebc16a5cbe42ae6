// @vitest-environment happy-dom

import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdlePause } from './use-idle-pause';

const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('useIdlePause', () => {
  it('pauses polling after the idle time without input', () => {
    renderHook(() => useIdlePause(5 * minute));
    vi.advanceTimersByTime(5 * minute - 1);
    expect(focusManager.isFocused()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(focusManager.isFocused()).toBe(false);
  });

  it('counts the idle time from the last input, a key or the mouse', () => {
    renderHook(() => useIdlePause(5 * minute));
    vi.advanceTimersByTime(4 * minute);
    fireEvent.keyDown(window, { key: 'a' });
    vi.advanceTimersByTime(4 * minute);
    fireEvent.pointerMove(window);
    vi.advanceTimersByTime(4 * minute);
    expect(focusManager.isFocused()).toBe(true);
    vi.advanceTimersByTime(minute);
    expect(focusManager.isFocused()).toBe(false);
  });

  it('wakes the queries at the next input, and pauses again later', () => {
    renderHook(() => useIdlePause(5 * minute));
    vi.advanceTimersByTime(60 * minute);
    expect(focusManager.isFocused()).toBe(false);
    const woken = vi.fn();
    const unsubscribe = focusManager.subscribe(woken);
    fireEvent.pointerDown(window);
    unsubscribe();
    expect(focusManager.isFocused()).toBe(true);
    expect(woken).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(5 * minute);
    expect(focusManager.isFocused()).toBe(false);
  });

  it('leaves the focus to the browser once the console is gone', () => {
    const hook = renderHook(() => useIdlePause(5 * minute));
    vi.advanceTimersByTime(5 * minute);
    hook.unmount();
    expect(focusManager.isFocused()).toBe(true);
    vi.advanceTimersByTime(60 * minute);
    expect(focusManager.isFocused()).toBe(true);
  });
});

describe('a polling query under the pause', () => {
  it('polls while the operator is there, not while nobody is, and refreshes on return', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const fetchSummary = vi.fn(async () => Date.now());
    renderHook(
      () => {
        useIdlePause(5 * minute);
        return useQuery({
          queryKey: ['summary'],
          queryFn: fetchSummary,
          refetchInterval: minute,
          refetchOnWindowFocus: true,
        });
      },
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(3 * minute + 1);
    expect(fetchSummary).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(7 * minute);
    const whenIdle = fetchSummary.mock.calls.length;
    await vi.advanceTimersByTimeAsync(12 * 60 * minute);
    expect(fetchSummary).toHaveBeenCalledTimes(whenIdle);
    fireEvent.keyDown(window, { key: 'a' });
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSummary).toHaveBeenCalledTimes(whenIdle + 1);
    client.clear();
  });
});
