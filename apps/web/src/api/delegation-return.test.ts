import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, ownTokenStore, tokenStore } from './http';
import { answer, api, fail, fakeBrowser } from './http-test-kit';

// A delegate working in another account keeps its own token aside (docs/domain.md, Delegation):
// when the server ends the switched session, the client goes back to the delegate's own.

let browser: ReturnType<typeof fakeBrowser>;

beforeEach(() => {
  browser = fakeBrowser();
  tokenStore.set('switched-token');
  ownTokenStore.set('own-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const refused = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('a switched session the server ended', () => {
  it('on 3008 says why, restores the own token and goes home instead of to the landing page', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3008', "Your access to Sam's account has ended"), 403));
    const error = await refused(api.get('user/auth/me'));
    expect(error?.handled).toBe(true);
    expect(browser.toast).toHaveBeenCalledWith("Your access to Sam's account has ended");
    expect(tokenStore.get()).toBe('own-token');
    expect(ownTokenStore.get()).toBeNull();
    expect(browser.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('on 3010 or 401 restores the own token without a sign-in detour', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3010', 'Authentication token does not match'), 401));
    await refused(api.get('user/auth/me'));
    expect(tokenStore.get()).toBe('own-token');
    expect(browser.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(browser.toast).not.toHaveBeenCalled();
  });

  it('leaves other refusals alone (a read-only write is only toasted)', async () => {
    browser.fetch.mockResolvedValue(answer(fail('4003', 'You have read-only access to this account'), 403));
    await refused(api.post('user/im', {}));
    expect(tokenStore.get()).toBe('switched-token');
    expect(ownTokenStore.get()).toBe('own-token');
    expect(browser.toast).toHaveBeenCalledWith('You have read-only access to this account');
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it('falls back to the usual catalogue when no own token waits', async () => {
    ownTokenStore.clear();
    browser.fetch.mockResolvedValue(answer(fail('3008', 'This account is disabled'), 403));
    await refused(api.get('user/auth/me'));
    expect(tokenStore.get()).toBe('switched-token');
    expect(browser.navigate).toHaveBeenCalledWith('/index', { replace: false });
  });
});

describe('token store listeners', () => {
  it('are told of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);
    tokenStore.set('a');
    tokenStore.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tokenStore.set('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
