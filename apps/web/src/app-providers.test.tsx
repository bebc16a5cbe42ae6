// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'motion on' : 'motion off'}</span>;
}

/** The system's answer to "reduce motion?", as matchMedia gives it, until changed. */
function systemAsks(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ ...list, media: query, matches: list.matches }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      list.matches = next;
      for (const listener of listeners) {
        listener();
      }
    },
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppProviders', () => {
  it('keeps antd motion when the system does not ask for less', () => {
    systemAsks(false);
    render(
      <AppProviders>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByText('motion on')).toBeTruthy();
  });

  it('turns motion off when the system asks for reduced motion, and follows a change', async () => {
    const system = systemAsks(true);
    render(
      <AppProviders>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByText('motion off')).toBeTruthy();
    system.change(false);
    expect(await screen.findByText('motion on')).toBeTruthy();
  });
});
