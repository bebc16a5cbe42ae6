import { dealCalls, operatorAuthCalls, productCalls } from '@atlas/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, fieldErrors, tokenKey, tokenStore, uploadFile } from './http';
import { adminApi, answer, api, fail, fakeBrowser, hangingFetch, sent } from './http-test-kit';

let browser: ReturnType<typeof fakeBrowser>;

beforeEach(() => {
  browser = fakeBrowser();
  tokenStore.set('tok-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('token store', () => {
  it('keys the token by host name', () => {
    expect(tokenKey('admin.atlas.test')).toBe('admin.atlas.test_userToken');
    expect(localStorage.getItem('app.test_userToken')).toBe('tok-1');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('requests', () => {
  it('GETs under the user prefix with query, language and bearer token, and unwraps data', async () => {
    browser.fetch.mockResolvedValue(answer({ success: true, code: '0', error: null, data: { total: 3 } }));
    await expect(api.get('seller/deals', { page: 2, status: '' })).resolves.toEqual({ total: 3 });
    const { url, init, headers } = sent(browser.fetch);
    expect(url).toBe('/api/atlas/v1/seller/deals?page=2');
    expect(init.method).toBe('GET');
    expect(headers.get('accept-language')).toBe('en-US');
    expect(headers.get('x-aa-authorization')).toBe('Bearer tok-1');
    expect(headers.get('content-type')).toBeNull();
  });

  it('sends the operator call under the admin prefix with the admin header', async () => {
    browser.fetch.mockResolvedValue(answer({ success: true, code: '0', error: null, data: 'ok' }));
    await adminApi.delete('sellers/sel_1', { hard: true });
    const { url, init, headers } = sent(browser.fetch);
    expect(url).toBe('/admin/atlas/v1/sellers/sel_1?hard=true');
    expect(init.method).toBe('DELETE');
    expect(headers.get('x-aa-admin-authorization')).toBe('Bearer tok-1');
    expect(headers.has('x-aa-authorization')).toBe(false);
  });

  it('posts JSON and sends no auth header without a token', async () => {
    tokenStore.clear();
    browser.fetch.mockResolvedValue(answer({ success: true, code: '0', error: null, data: { token: 't' } }));
    await api.post('user/auth/login', { email: 'a@b.c' });
    const { init, headers } = sent(browser.fetch);
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('x-aa-authorization')).toBe(false);
  });

  it('uploads multipart without setting a Content-Type of its own', async () => {
    browser.fetch.mockResolvedValue(answer({ success: true, code: '0', error: null, data: { url: 'u' } }));
    const form = new FormData();
    form.append('file', 'x');
    await expect(api.upload('images', form)).resolves.toEqual({ url: 'u' });
    const { init, headers } = sent(browser.fetch);
    expect(init.body).toBe(form);
    expect(headers.get('content-type')).toBeNull();
  });
});

describe('calls made from their descriptors', () => {
  const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

  it('takes method, prefix and path from the descriptor, filling and escaping its parameters', async () => {
    browser.fetch.mockResolvedValue(ok({ id: 'p/1' }));
    await callApi(productCalls.getProductDetail, { params: { id: 'p/1 x' }, body: {} });
    const { url, init } = sent(browser.fetch);
    expect(url).toBe('/api/atlas/v1/seller/product/detail/p%2F1%20x');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{}');
  });

  it('sends an operator call under the admin prefix with the admin header', async () => {
    browser.fetch.mockResolvedValue(ok({ id: 'op' }));
    await callApi(operatorAuthCalls.getOperator, {});
    const { url, headers } = sent(browser.fetch);
    expect(url).toBe('/admin/atlas/v1/auth/me');
    expect(headers.get('x-aa-admin-authorization')).toBe('Bearer tok-1');
  });

  it('puts the query in the URL and uploads a file as multipart', async () => {
    browser.fetch.mockResolvedValue(ok({ items: [] }));
    await callApi(dealCalls.listDeals, { query: { state: 'running', search: '' } });
    expect(sent(browser.fetch).url).toBe('/api/atlas/v1/seller/product/deal?state=running');
    browser.fetch.mockResolvedValue(ok({ created: 1 }));
    await uploadFile(dealCalls.uploadDeals, new File(['a,b'], 'deals.csv'));
    const { url, init } = sent(browser.fetch, 1);
    expect(url).toBe('/api/atlas/v1/seller/product/deal/upload');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses to send a call whose path parameter is missing', () => {
    expect(() => callApi(dealCalls.deleteDeal, { params: { id: '' } })).toThrow(/needs the parameter id/);
  });
});

describe('error catalogue', () => {
  it('on 401 clears the token and goes to sign-in with the current page as redirect', async () => {
    browser.fetch.mockResolvedValue(answer(fail('1401', 'Please sign in'), 401));
    const error = await rejection(api.get('seller/deals', undefined, { silent: true }));
    expect(tokenStore.get()).toBeNull();
    expect(browser.navigate).toHaveBeenCalledWith('/sign-in?redirect=%2Fseller%2Fdeals%3Fpage%3D2', {
      replace: false,
    });
    expect(browser.toast).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, code: '1401', handled: true });
  });

  it('on 401 to a call sent under a token the page has since let go, keeps the page and its new token', async () => {
    let answerLate: (response: Response) => void = () => {};
    browser.fetch.mockReturnValue(new Promise((resolve) => (answerLate = resolve)));
    const late = rejection(api.get('partner/invitees'));
    tokenStore.set('tok-2');
    answerLate(answer(fail('1401', 'Please sign in'), 401));
    const error = await late;
    expect(tokenStore.get()).toBe('tok-2');
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(browser.toast).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, code: '1401', handled: true });
  });

  it('on 401 to a call sent before sign-out that lands after it, stays on the way to sign-in', async () => {
    let answerLate: (response: Response) => void = () => {};
    browser.fetch.mockReturnValue(new Promise((resolve) => (answerLate = resolve)));
    const late = rejection(api.get('partner/invitees'));
    tokenStore.clear();
    answerLate(answer(fail('3010', 'Authentication token does not match'), 401));
    await late;
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it('sends the token it is given when the page has already let go of it (sign-out)', async () => {
    tokenStore.clear();
    browser.fetch.mockResolvedValue(answer(fail('1401', 'Please sign in'), 401));
    await rejection(api.post('user/auth/logout', {}, { silent: true, token: 'tok-ending' }));
    expect(sent(browser.fetch).headers.get('x-aa-authorization')).toBe('Bearer tok-ending');
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it('on 401 in the operator console goes to the operator login', async () => {
    browser.fetch.mockResolvedValue(answer('', 401));
    await rejection(adminApi.get('sellers'));
    expect(browser.navigate).toHaveBeenCalledWith('/operator/login?redirect=%2Fseller%2Fdeals%3Fpage%3D2', {
      replace: false,
    });
  });

  it('does not redirect to sign-in from the sign-in page, and toasts instead', async () => {
    browser.where.pathname = '/sign-in';
    browser.fetch.mockResolvedValue(answer(fail('1401', 'Please sign in'), 401));
    await rejection(api.get('user/auth/me'));
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(browser.toast).toHaveBeenCalledWith('Please sign in');
  });

  it('on 3010 clears the token and replaces the route with sign-in', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3010', 'Authentication token does not match'), 401));
    await rejection(api.get('seller/deals'));
    expect(tokenStore.get()).toBeNull();
    expect(browser.navigate).toHaveBeenCalledWith('/sign-in', { replace: true });
    expect(browser.toast).not.toHaveBeenCalled();
  });

  it('on 3010 in the operator console replaces the route with the operator login', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3010', 'Authentication token does not match'), 401));
    await rejection(adminApi.get('sellers'));
    expect(browser.navigate).toHaveBeenCalledWith('/operator/login', { replace: true });
  });

  it('on 3008 toasts the server message and goes to /index, even for a silent call', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3008', 'This account is disabled; contact support'), 403));
    const error = await rejection(api.post('user/auth/login', {}, { silent: true }));
    expect(browser.toast).toHaveBeenCalledWith('This account is disabled; contact support');
    expect(browser.navigate).toHaveBeenCalledWith('/index', { replace: false });
    expect(error.handled).toBe(true);
  });

  it('on 3008 stays on the page for a keepPage call, with the reason for the page to act on', async () => {
    const pending = fail('3008', 'Activate your account first', { reason: 'activation_required' });
    browser.fetch.mockResolvedValue(answer(pending, 403));
    const error = await rejection(api.post('user/auth/login', {}, { silent: true, keepPage: true }));
    expect(browser.toast).not.toHaveBeenCalled();
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: '3008', reason: 'activation_required', handled: false });
  });

  it('on 3006 sends the operator to the operator login', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3006', 'Authorization header is missing'), 401));
    await rejection(adminApi.get('sellers'));
    expect(browser.navigate.mock.calls[0]?.[0]).toMatch(/^\/operator\/login\?redirect=/);
  });

  it('toasts the error text of any other failure and carries code and status', async () => {
    browser.fetch.mockResolvedValue(answer(fail('1009', 'This deal already exists'), 409));
    const error = await rejection(api.post('seller/deals', {}));
    expect(browser.toast).toHaveBeenCalledWith('This deal already exists');
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(error).toMatchObject({
      message: 'This deal already exists',
      code: '1009',
      status: 409,
      handled: true,
    });
  });

  it("toasts 'Error!' when the failure has no text, also for success=false on HTTP 200", async () => {
    browser.fetch.mockResolvedValue(answer(fail('5000', ''), 200));
    await rejection(api.get('seller/deals'));
    expect(browser.toast).toHaveBeenCalledWith('Error!');
  });

  it('gives 403 no special handling beyond the toast', async () => {
    browser.fetch.mockResolvedValue(answer(fail('4003', 'Sellers only'), 403));
    await rejection(api.get('seller/deals'));
    expect(browser.toast).toHaveBeenCalledWith('Sellers only');
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('tok-1');
  });

  it("toasts 'Error!' for an answer that is not an envelope", async () => {
    browser.fetch.mockResolvedValue(answer('<html>Bad gateway</html>', 502, { 'Content-Type': 'text/html' }));
    const error = await rejection(api.get('seller/deals'));
    expect(browser.toast).toHaveBeenCalledWith('Error!');
    expect(error).toMatchObject({ code: 'http', status: 502 });
  });

  it('lets a silent caller show the error itself', async () => {
    browser.fetch.mockResolvedValue(answer(fail('1009', 'Taken'), 409));
    const error = await rejection(api.post('seller/deals', {}, { silent: true }));
    expect(browser.toast).not.toHaveBeenCalled();
    expect(error).toMatchObject({ message: 'Taken', handled: false });
  });

  it('only logs failures in the operator console', async () => {
    browser.fetch.mockResolvedValue(answer(fail('1009', 'Taken'), 409));
    const error = await rejection(adminApi.post('sellers', {}));
    expect(browser.toast).not.toHaveBeenCalled();
    expect(browser.log).toHaveBeenCalledWith('Request failed', 409, '1009', 'Taken');
    expect(error.handled).toBe(false);
  });

  it('toasts a validation failure and carries its fields for the form', async () => {
    const fields = [
      { path: 'items.0.asin', message: 'Enter an ASIN' },
      { path: 'items.0.asin', message: 'Too long' },
      { path: 'name', message: 'Enter a name' },
    ];
    browser.fetch.mockResolvedValue(answer(fail('1001', 'Enter an ASIN', { fields }), 400));
    const error = await rejection(api.post('seller/deals', {}));
    expect(browser.toast).toHaveBeenCalledWith('Enter an ASIN');
    expect(fieldErrors(error)).toEqual([
      { name: ['items', 0, 'asin'], errors: ['Enter an ASIN', 'Too long'] },
      { name: ['name'], errors: ['Enter a name'] },
    ]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('network failures', () => {
  it('toasts a network problem in the user portal', async () => {
    browser.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(api.get('seller/deals'));
    expect(browser.toast).toHaveBeenCalledWith('Network problem, please try again');
    expect(error).toMatchObject({ code: 'network', status: 0 });
  });

  it('only logs a network problem in the operator console', async () => {
    browser.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await rejection(adminApi.get('sellers'));
    expect(browser.toast).not.toHaveBeenCalled();
    expect(browser.log.mock.calls[0]?.[0]).toBe('network problem');
  });

  it('aborts after 10 s and reports a time-out', async () => {
    vi.useFakeTimers();
    browser.fetch.mockImplementation(hangingFetch());
    const call = rejection(api.get('seller/deals'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent(browser.fetch).init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: 'timeout' });
    expect(browser.toast).toHaveBeenCalledWith('Network problem, please try again');
  });

  it('gives an upload 20 s before it times out', async () => {
    vi.useFakeTimers();
    browser.fetch.mockImplementation(hangingFetch());
    const call = rejection(api.upload('images', new FormData()));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sent(browser.fetch).init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: 'timeout' });
  });

  it('stays quiet when the caller cancels', async () => {
    browser.fetch.mockImplementation(hangingFetch());
    const controller = new AbortController();
    const call = rejection(api.get('seller/deals', undefined, { signal: controller.signal }));
    controller.abort();
    expect(await call).toMatchObject({ code: 'aborted' });
    expect(browser.toast).not.toHaveBeenCalled();
  });
});
