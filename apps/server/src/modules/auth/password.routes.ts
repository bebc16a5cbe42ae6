import {
  ZForgotPasswordRequestSchema,
  ZLinkSentResponseSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
} from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { requestPasswordReset, resetPassword } from './password-reset.service';

export const passwordRoutes = [
  // POST user/password/forgot: e-mails a one-hour reset link; never says whether the e-mail exists
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/password/forgot',
    roles: ['public'],
    summary: 'Ask for a password reset link (same answer for every e-mail; rate limited)',
    body: ZForgotPasswordRequestSchema,
    response: ZLinkSentResponseSchema,
    handler: ({ deps, body, ip }) => requestPasswordReset(deps, body, ip),
  }),
  // POST user/password/reset: sets the new password and ends every session of the account
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/password/reset',
    roles: ['public'],
    summary: 'Set a new password with the token of the e-mailed link; signs out everywhere',
    body: ZResetPasswordRequestSchema,
    response: ZResetPasswordResponseSchema,
    handler: ({ deps, body }) => resetPassword(deps, body),
  }),
];
