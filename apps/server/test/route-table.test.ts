import { ErrorCode, type TApiKeyCreated, type TUserRole, userRoles } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnyRoute } from '../src/platform/route';
import { routeTable } from '../src/routes';
import { call } from './support/call';
import { createSwitchedSession } from './support/delegation';
import { createOperator, createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// Every protected route, walked from the table itself: no token, a bad token and a wrong role
// are each refused before any handler runs; on the open API the token is the API key. And a
// delegate with read-only access is refused every write.
const protectedRoutes = routeTable.filter((r) => !r.roles.includes('public'));
const concretePath = (path: string) => path.replace(/\{\w+\}/g, 'x1');
const isWrite = (r: TAnyRoute) => r.method !== 'GET' && !r.download && !r.readOnlySafe;

let t: TTestApp;
const tokens = {} as Record<TUserRole | 'operator', string>;
const apiKeys = {} as Record<TUserRole, string>;
const readOnly = {} as Record<TUserRole, string>;

// Unknown keys are limited per address; each bad-key call comes from an address of its own.
let nextAddress = 0;
const freshAddress = () => `10.20.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ OPEN_API_LIMIT_PER_MINUTE: '100000' });
  for (const role of userRoles) {
    tokens[role] = (await createUser(t, role)).token;
    const key = await call<TApiKeyCreated>(t.app, {
      method: 'POST',
      path: 'user/auth/api-key',
      token: tokens[role],
    });
    apiKeys[role] = key.body.data.key;
    readOnly[role] = (
      await createSwitchedSession(t, { ownerRole: role, access: 'read_only' })
    ).switched.token;
  }
  tokens.operator = (await createOperator(t)).token;
});
afterAll(() => t.close());

const missingCode = {
  user: ErrorCode.sessionMissing,
  admin: ErrorCode.operatorHeaderMissing,
  open: ErrorCode.sessionMissing,
};

describe.each(protectedRoutes.map((r) => [`${r.api} ${r.method} ${r.path}`, r] as const))(
  '%s',
  (_name, route) => {
    const request = { api: route.api, method: route.method, path: concretePath(route.path) };
    const otherUserRole = userRoles.find((role) => !route.roles.includes(role));

    it('rejects a call without a token', async () => {
      const { status, body } = await call(t.app, request);
      expect(status).toBe(401);
      expect(body.success).toBe(false);
      expect(body.code).toBe(missingCode[route.api]);
    });

    it('rejects a token that matches no session', async () => {
      const token = route.api === 'open' ? 'aak_not-a-real-key' : 'aau_not-a-real-token';
      const { status, body } = await call(t.app, { ...request, token, remoteAddress: freshAddress() });
      expect(status).toBe(401);
      expect(body.code).toBe(ErrorCode.tokenMismatch);
      if (route.api !== 'open') {
        expect(body.error).toBe('Authentication token does not match');
      }
    });

    it('rejects a role the route does not declare', async () => {
      if (route.api === 'open') {
        // No operator has an API key: with every user role allowed, an operator's token is only
        // an unknown key.
        const token = otherUserRole ? apiKeys[otherUserRole] : tokens.operator;
        const { status, body } = await call(t.app, { ...request, token, remoteAddress: freshAddress() });
        expect(status).toBe(otherUserRole ? 403 : 401);
        expect(body.code).toBe(otherUserRole ? ErrorCode.roleNotAllowed : ErrorCode.tokenMismatch);
        return;
      }
      const token =
        route.api === 'admin' ? tokens.seller : otherUserRole ? tokens[otherUserRole] : tokens.operator;
      const { status, body } = await call(t.app, { ...request, token });
      expect(status).toBe(403);
      const expected =
        route.api === 'user' && otherUserRole ? ErrorCode.roleNotAllowed : ErrorCode.accountNotAllowed;
      expect(body.code).toBe(expected);
    });

    const ownerRole = userRoles.find((role) => route.roles.includes(role));
    it.runIf(route.api === 'user' && isWrite(route) && ownerRole)(
      'refuses a delegate with read-only access',
      async () => {
        const token = readOnly[ownerRole as TUserRole];
        const { status, body } = await call(t.app, { ...request, token });
        expect(status).toBe(403);
        expect(body.code).toBe(ErrorCode.roleNotAllowed);
        expect(body.error).toContain('read-only access');
      },
    );
  },
);

it('walks a non-empty table, open API and read-only writes included', () => {
  expect(protectedRoutes.length).toBeGreaterThan(0);
  expect(protectedRoutes.some((r) => r.api === 'open')).toBe(true);
  expect(protectedRoutes.some((r) => r.api === 'user' && isWrite(r))).toBe(true);
});

it('lets a read-only delegate sign out of the switched session (that is how it goes back)', async () => {
  const logout = routeTable.find((r) => r.path === 'user/auth/logout');
  expect(logout && isWrite(logout)).toBe(false);
});
