import {
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutResponseSchema,
  ZRegisterRequestSchema,
  ZSessionUserSchema,
} from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getSessionUser, loginUser, logout, registerUser } from './auth.service';

const userRoles = ['seller', 'publisher', 'partner'] as const;

export const authRoutes = [
  // POST user/auth/register: a new seller, publisher or partner account, signed in at once
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/register',
    roles: ['public'],
    summary: 'Register a seller, publisher or partner account',
    body: ZRegisterRequestSchema,
    response: ZLoginResponseSchema,
    handler: ({ deps, body }) => registerUser(deps, body),
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
