// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { ResetDoneNotice, signInAfterReset } from './reset-done-notice';

afterEach(cleanup);

const revokedNote = /Your API key was revoked too/;

describe('after a password reset', () => {
  it('sends the user to sign-in, noting a revoked API key only when there was one', () => {
    expect(signInAfterReset({ reset: true, apiKeyRevoked: false })).toBe('/sign-in?reset=done');
    expect(signInAfterReset({ reset: true, apiKeyRevoked: true })).toBe('/sign-in?reset=done&apiKey=revoked');
  });

  it('tells the user on sign-in to create a new API key when the reset revoked it', async () => {
    renderPage(<ResetDoneNotice />, '/sign-in?reset=done&apiKey=revoked');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Your password was changed. Sign in with your new password.');
    expect(notice.textContent).toMatch(revokedNote);
  });

  it('says only that the password changed when no key was revoked, and nothing without a reset', async () => {
    renderPage(<ResetDoneNotice />, '/sign-in?reset=done');
    expect((await screen.findByRole('status')).textContent).not.toMatch(revokedNote);
    cleanup();
    renderPage(<ResetDoneNotice />, '/sign-in');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
