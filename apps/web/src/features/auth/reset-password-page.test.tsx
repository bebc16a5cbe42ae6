// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser, sent } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import { ResetPasswordPage } from './reset-password-page';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });
const token = 'a'.repeat(43);

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/reset-password', search: `?token=${token}` });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reset password page', () => {
  it('checks the link as it opens and says a used one is used, with no form to fill', async () => {
    browser.fetch.mockResolvedValue(
      answer(fail('1009', 'This password reset link has already been used.', { reason: 'link_used' }), 409),
    );
    renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`);
    await screen.findByRole('heading', { name: 'This link has already been used', level: 1 });
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(sent(browser.fetch).url).toBe(`/api/atlas/v1/user/password/reset/check?token=${token}`);
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('checks the two passwords match before sending, then sends the token with the new one', async () => {
    browser.fetch
      .mockResolvedValueOnce(ok({ valid: true }))
      .mockResolvedValueOnce(ok({ reset: true, apiKeyRevoked: false }));
    renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`);
    const password = await screen.findByLabelText('New password');
    fireEvent.change(password, { target: { value: 'brand-new-pass-2' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'brand-new-pass-3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await screen.findByText('The two passwords differ');
    expect(browser.fetch).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'brand-new-pass-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(sent(browser.fetch, 1).init.body))).toEqual({
      token,
      password: 'brand-new-pass-2',
    });
    await screen.findByText('Navigated away');
  });
});
