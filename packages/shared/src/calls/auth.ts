import {
  ZActivateRequestSchema,
  ZCheckEmailRequestSchema,
  ZCheckEmailResponseSchema,
  ZLinkSentResponseSchema,
  ZRegisterResponseSchema,
  ZResendActivationRequestSchema,
} from '../account-entry';
import {
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutResponseSchema,
  ZRegisterRequestSchema,
  ZSessionUserSchema,
} from '../auth';
import { defineCall } from '../call';
import { ZCompleteProfileRequestSchema } from '../profile';
import { userRoles } from '../roles';

export const authCalls = {
  // POST user/auth/register: a pending account; its activation link goes out by e-mail
  registerUser: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/register',
    roles: ['public'],
    summary:
      'Register a seller, publisher or partner account (activated from the e-mailed link; a taken e-mail gets the same answer; rate limited)',
    body: ZRegisterRequestSchema,
    response: ZRegisterResponseSchema,
  }),
  // POST user/auth/check-email: whether an e-mail is still free, before registration
  checkEmail: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/check-email',
    roles: ['public'],
    summary: 'Check that an e-mail has no account yet (rate limited)',
    body: ZCheckEmailRequestSchema,
    response: ZCheckEmailResponseSchema,
  }),
  // POST user/auth/activate: follows the activation link and signs the account in
  activateAccount: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/activate',
    roles: ['public'],
    summary: 'Activate an account with the token of its e-mailed link; answers a session',
    body: ZActivateRequestSchema,
    response: ZLoginResponseSchema,
  }),
  // POST user/auth/resend-activation: a new activation link, by e-mail or an expired link's token
  resendActivation: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/resend-activation',
    roles: ['public'],
    summary: 'Send the activation link again (same answer whether or not the e-mail has an account)',
    body: ZResendActivationRequestSchema,
    response: ZLinkSentResponseSchema,
  }),
  // POST user/auth/complete-profile: the role's profile, asked once before the portal opens
  completeProfile: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/complete-profile',
    roles: userRoles,
    summary: "Complete the account's profile (fields per role)",
    body: ZCompleteProfileRequestSchema,
    response: ZSessionUserSchema,
  }),
  // POST user/auth/login: sign-in; the token comes back as data.token
  loginUser: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/login',
    roles: ['public'],
    summary: 'Sign in with e-mail and password',
    body: ZLoginRequestSchema,
    response: ZLoginResponseSchema,
  }),
  // POST user/auth/logout: revokes this session
  logout: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/logout',
    roles: userRoles,
    summary: 'Sign out',
    response: ZLogoutResponseSchema,
  }),
  // GET user/auth/me: the signed-in account, for the portal shell
  getSessionUser: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/auth/me',
    roles: userRoles,
    summary: 'The signed-in account',
    response: ZSessionUserSchema,
  }),
};
