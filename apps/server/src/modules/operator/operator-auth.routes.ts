import { operatorAuthCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { logout } from '../auth/auth.service';
import { refuseDemoPassword } from '../auth/demo-password';
import { getOperator, loginOperator } from './operator-auth.service';

export const operatorAuthRoutes = [
  // POST auth/login: operator sign-in on the console
  defineRoute(operatorAuthCalls.loginOperator, {
    handler: ({ deps, body, ip, request }) => {
      refuseDemoPassword(deps, 'operator', body, request);
      return loginOperator(deps, body, ip);
    },
  }),
  // POST auth/logout: ends the operator's session; not a write on any record, so a support
  // operator may sign out and the audit log does not fill with sign-outs
  defineRoute(operatorAuthCalls.logoutOperator, {
    readOnlySafe: true,
    handler: ({ deps, actor }) => logout(deps, actor),
  }),
  // GET auth/me: the signed-in operator, for the console shell
  defineRoute(operatorAuthCalls.getOperator, {
    handler: ({ deps, actor }) => getOperator(deps, actor),
  }),
];
