import { authCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { activateAccount, resendActivation } from './activation.service';
import { checkEmail, getSessionUser, loginUser, logout, registerUser } from './auth.service';
import { refuseDemoPassword } from './demo-password';
import { completeProfile } from './profile.service';

export const authRoutes = [
  // POST user/auth/register: a pending account; its activation link goes out by e-mail
  defineRoute(authCalls.registerUser, {
    handler: ({ deps, body, ip }) => registerUser(deps, body, ip),
  }),
  // POST user/auth/check-email: whether an e-mail is still free, before registration
  defineRoute(authCalls.checkEmail, {
    handler: ({ deps, body, ip }) => checkEmail(deps, body, ip),
  }),
  // POST user/auth/activate: follows the activation link and signs the account in
  defineRoute(authCalls.activateAccount, {
    handler: ({ deps, body }) => activateAccount(deps, body),
  }),
  // POST user/auth/resend-activation: a new activation link, by e-mail or an expired link's token
  defineRoute(authCalls.resendActivation, {
    handler: ({ deps, body, ip }) => resendActivation(deps, body, ip),
  }),
  // POST user/auth/complete-profile: the role's profile, asked once before the portal opens
  defineRoute(authCalls.completeProfile, {
    handler: ({ deps, actor, body }) => completeProfile(deps, actor, body),
  }),
  // POST user/auth/login: sign-in; the token comes back as data.token
  defineRoute(authCalls.loginUser, {
    handler: ({ deps, body, ip, request }) => {
      refuseDemoPassword(deps, 'user', body, request);
      return loginUser(deps, body, ip);
    },
  }),
  // POST user/auth/logout: revokes this session
  defineRoute(authCalls.logout, {
    // A read-only delegate goes back to its own account by signing the switched session out.
    readOnlySafe: true,
    handler: ({ deps, actor }) => logout(deps, actor),
  }),
  // GET user/auth/me: the signed-in account, for the portal shell
  defineRoute(authCalls.getSessionUser, {
    handler: ({ deps, actor }) => getSessionUser(deps, actor),
  }),
];
