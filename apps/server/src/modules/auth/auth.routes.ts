import {
  ZActivateRequestSchema,
  ZCheckEmailRequestSchema,
  ZCheckEmailResponseSchema,
  ZCompleteProfileRequestSchema,
  ZLinkSentResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutResponseSchema,
  ZRegisterRequestSchema,
  ZRegisterResponseSchema,
  ZResendActivationRequestSchema,
  ZSessionUserSchema,
} from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { activateAccount, resendActivation } from './activation.service';
import { checkEmail, getSessionUser, loginUser, logout, registerUser } from './auth.service';
import { completeProfile } from './profile.service';

const userRoles = ['seller', 'publisher', 'partner'] as const;

export const authRoutes = [
  // POST user/auth/register: a pending account; its activation link goes out by e-mail
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/register',
    roles: ['public'],
    summary: 'Register a seller, publisher or partner account (activated from the e-mailed link)',
    body: ZRegisterRequestSchema,
    response: ZRegisterResponseSchema,
    handler: ({ deps, body }) => registerUser(deps, body),
  }),
  // POST user/auth/check-email: whether an e-mail is still free, before registration
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/check-email',
    roles: ['public'],
    summary: 'Check that an e-mail has no account yet (rate limited)',
    body: ZCheckEmailRequestSchema,
    response: ZCheckEmailResponseSchema,
    handler: ({ deps, body, ip }) => checkEmail(deps, body, ip),
  }),
  // POST user/auth/activate: follows the activation link and signs the account in
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/activate',
    roles: ['public'],
    summary: 'Activate an account with the token of its e-mailed link; answers a session',
    body: ZActivateRequestSchema,
    response: ZLoginResponseSchema,
    handler: ({ deps, body }) => activateAccount(deps, body),
  }),
  // POST user/auth/resend-activation: a new activation link, by e-mail or an expired link's token
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/resend-activation',
    roles: ['public'],
    summary: 'Send the activation link again (same answer whether or not the e-mail has an account)',
    body: ZResendActivationRequestSchema,
    response: ZLinkSentResponseSchema,
    handler: ({ deps, body, ip }) => resendActivation(deps, body, ip),
  }),
  // POST user/auth/complete-profile: the role's profile, asked once before the portal opens
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/complete-profile',
    roles: userRoles,
    summary: "Complete the account's profile (fields per role)",
    body: ZCompleteProfileRequestSchema,
    response: ZSessionUserSchema,
    handler: ({ deps, actor, body }) => completeProfile(deps, actor, body),
  }),
  // POST user/auth/login: sign-in; the token comes back as data.token
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/login',
    roles: ['public'],
    summary: 'Sign in with e-mail and password',
    body: ZLoginRequestSchema,
    response: ZLoginResponseSchema,
    handler: ({ deps, body, ip }) => loginUser(deps, body, ip),
  }),
  // POST user/auth/logout: revokes this session
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/logout',
    roles: userRoles,
    summary: 'Sign out',
    // A read-only delegate goes back to its own account by signing the switched session out.
    readOnlySafe: true,
    response: ZLogoutResponseSchema,
    handler: ({ deps, actor }) => logout(deps, actor),
  }),
  // GET user/auth/me: the signed-in account, for the portal shell
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'user/auth/me',
    roles: userRoles,
    summary: 'The signed-in account',
    response: ZSessionUserSchema,
    handler: ({ deps, actor }) => getSessionUser(deps, actor),
  }),
];
