import {
  ZLoginRequestSchema,
  ZLogoutResponseSchema,
  ZOperatorLoginResponseSchema,
  ZOperatorSchema,
} from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { logout } from '../auth/auth.service';
import { getOperator, loginOperator } from './operator-auth.service';

export const operatorAuthRoutes = [
  // POST auth/login: operator sign-in on the console
  defineRoute({
    api: 'admin',
    method: 'POST',
    path: 'auth/login',
    roles: ['public'],
    summary: 'Operator sign-in; answers the session token as data.token',
    body: ZLoginRequestSchema,
    response: ZOperatorLoginResponseSchema,
    handler: ({ deps, body, ip }) => loginOperator(deps, body, ip),
  }),
  // POST auth/logout: ends the operator's session
  defineRoute({
    api: 'admin',
    method: 'POST',
    path: 'auth/logout',
    roles: ['operator'],
    summary: 'Operator sign-out',
    response: ZLogoutResponseSchema,
    handler: ({ deps, actor }) => logout(deps, actor),
  }),
  // GET auth/me: the signed-in operator, for the console shell
  defineRoute({
    api: 'admin',
    method: 'GET',
    path: 'auth/me',
    roles: ['operator'],
    summary: 'The signed-in operator',
    response: ZOperatorSchema,
    handler: ({ deps, actor }) => getOperator(deps, actor),
  }),
];
