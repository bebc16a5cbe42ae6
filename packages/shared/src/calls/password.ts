import {
  ZForgotPasswordRequestSchema,
  ZLinkSentResponseSchema,
  ZResetLinkCheckSchema,
  ZResetLinkQuerySchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
} from '../account-entry';
import { defineCall } from '../call';

export const passwordCalls = {
  // POST user/password/forgot: e-mails a one-hour reset link; never says whether the e-mail exists
  requestPasswordReset: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/password/forgot',
    roles: ['public'],
    summary: 'Ask for a password reset link (same answer for every e-mail; rate limited)',
    body: ZForgotPasswordRequestSchema,
    response: ZLinkSentResponseSchema,
  }),
  // POST user/password/reset: sets the new password, ends every session and revokes the API key
  resetPassword: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/password/reset',
    roles: ['public'],
    summary:
      'Set a new password with the token of the e-mailed link; signs out everywhere and revokes the API key',
    body: ZResetPasswordRequestSchema,
    response: ZResetPasswordResponseSchema,
  }),
  // GET user/password/reset/check?token=: whether a reset link can still be used (not in spec
  // 7.2; the page asks it on opening, so a used or expired link says so before the form)
  checkResetLink: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/password/reset/check',
    roles: ['public'],
    summary: 'Check a password reset link: answers valid, or why it cannot be used',
    query: ZResetLinkQuerySchema,
    response: ZResetLinkCheckSchema,
  }),
};
