import { passwordCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service';

export const passwordRoutes = [
  // POST user/password/forgot: e-mails a one-hour reset link; never says whether the e-mail exists
  defineRoute(passwordCalls.requestPasswordReset, {
    handler: ({ deps, body, ip }) => requestPasswordReset(deps, body, ip),
  }),
  // GET user/password/reset/check: a reset link checked as its page opens
  defineRoute(passwordCalls.checkResetLink, {
    handler: ({ deps, query }) => checkResetLink(deps, query),
  }),
  // POST user/password/reset: sets the new password, ends every session and revokes the API key
  defineRoute(passwordCalls.resetPassword, {
    handler: ({ deps, body, ip }) => resetPassword(deps, body, ip),
  }),
];
