import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../api/http-test-kit';
import { goToConsent, takePendingConsent } from './consent-handoff';

describe('the consent hand-off', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('window', { location: { assign } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('leaves for the consent page and completes only the state this tab started, once', () => {
    goToConsent({ url: 'https://consent.test/authorize?state=s1', state: 's1', mode: 'connect' });
    expect(assign).toHaveBeenCalledWith('https://consent.test/authorize?state=s1');
    expect(takePendingConsent('s1')).toEqual({ state: 's1', mode: 'connect' });
    expect(takePendingConsent('s1')).toBeNull();
  });

  it('refuses a callback whose state this tab did not start, and forgets its own', () => {
    goToConsent({ url: 'https://consent.test/a', state: 'mine', mode: 'sign-in' });
    expect(takePendingConsent('someone-elses')).toBeNull();
    expect(takePendingConsent('mine')).toBeNull();
    expect(takePendingConsent('')).toBeNull();
  });
});
