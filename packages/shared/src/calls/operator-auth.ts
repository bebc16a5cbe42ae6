import {
  ZLoginRequestSchema,
  ZLogoutResponseSchema,
  ZOperatorLoginResponseSchema,
  ZOperatorSchema,
} from '../auth';
import { defineCall } from '../call';

export const operatorAuthCalls = {
  // POST auth/login: operator sign-in on the console
  loginOperator: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'auth/login',
    roles: ['public'],
    summary: 'Operator sign-in; answers the session token as data.token',
    body: ZLoginRequestSchema,
    response: ZOperatorLoginResponseSchema,
  }),
  // POST auth/logout: ends the operator's session
  logoutOperator: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'auth/logout',
    roles: ['operator'],
    summary: 'Operator sign-out',
    response: ZLogoutResponseSchema,
  }),
  // GET auth/me: the signed-in operator, for the console shell
  getOperator: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'auth/me',
    roles: ['operator'],
    summary: 'The signed-in operator',
    response: ZOperatorSchema,
  }),
};
