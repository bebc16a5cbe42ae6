import { ErrorCode, type TUserRole, userRoles } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes';
import { call } from './support/call';
import { createOperator, createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// Every protected route, walked from the table itself: no token, a bad token and a wrong role
// are each refused before any handler runs.
const protectedRoutes = routeTable.filter((r) => !r.roles.includes('public'));
const concretePath = (path: string) => path.replace(/\{\w+\}/g, 'x1');

let t: TTestApp;
const tokens = {} as Record<TUserRole | 'operator', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of userRoles) {
    tokens[role] = (await createUser(t, role)).token;
  }
  tokens.operator = (await createOperator(t)).token;
});
afterAll(() => t.close());

describe.each(protectedRoutes.map((r) => [`${r.api} ${r.method} ${r.path}`, r] as const))(
  '%s',
  (_name, route) => {
    const request = { api: route.api, method: route.method, path: concretePath(route.path) };

    it('rejects a call without a token', async () => {
      const { status, body } = await call(t.app, request);
      expect(status).toBe(401);
      expect(body.success).toBe(false);
      expect(body.code).toBe(
        route.api === 'admin' ? ErrorCode.operatorHeaderMissing : ErrorCode.sessionMissing,
      );
    });

    it('rejects a token that matches no session', async () => {
      const { status, body } = await call(t.app, { ...request, token: 'aau_not-a-real-token' });
      expect(status).toBe(401);
      expect(body.code).toBe(ErrorCode.tokenMismatch);
      expect(body.error).toBe('Authentication token does not match');
    });

    it('rejects a role the route does not declare', async () => {
      const otherUserRole = userRoles.find((role) => !route.roles.includes(role));
      const token =
        route.api === 'admin' ? tokens.seller : otherUserRole ? tokens[otherUserRole] : tokens.operator;
      const { status, body } = await call(t.app, { ...request, token });
      expect(status).toBe(403);
      const expected =
        route.api === 'user' && otherUserRole ? ErrorCode.roleNotAllowed : ErrorCode.accountNotAllowed;
      expect(body.code).toBe(expected);
    });
  },
);

it('walks a non-empty table', () => {
  expect(protectedRoutes.length).toBeGreaterThan(0);
});
