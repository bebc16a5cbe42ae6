import {
  apiKeyCalls,
  ErrorCode,
  type TErrorCode,
  type TRouteRole,
  type TUserRole,
  userRoles,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnyRoute } from '../src/platform/route';
import { routeTable } from '../src/routes';
import { call, callOf } from './support/call';
import { createSwitchedSession } from './support/delegation';
import { createOperator, createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// Every protected route, walked from the table itself: no token, a bad token and every
// credential the route does not accept (each undeclared role's session and API key, the
// operator's session) are refused before any handler runs; on the open API the token is the
// API key. And a delegate with read-only access is refused every write.
const protectedRoutes = routeTable.filter((r) => !r.roles.includes('public'));
const concretePath = (path: string) => path.replace(/\{\w+\}/g, 'x1');
const isWrite = (r: TAnyRoute) => r.method !== 'GET' && !r.download && !r.readOnlySafe;
const routeName = (r: TAnyRoute) => `${r.api} ${r.method} ${r.path}`;

/**
 * The only non-GET routes a read-only delegate may call: they change nothing of the account.
 * A route joins this list by review, never by its own flag alone.
 */
const readOnlySafeRoutes = [
  'user PATCH seller/product/detail/{id}', // fetches the detail; PATCH only because the spec says so
  'user POST seller/product/variation/count',
  'user POST seller/product/preCommissionCsv',
  'user POST user/auth/logout',
  'admin POST auth/logout', // a support operator signs out; no record changes
  // the link builder's previews (by-param): where a link would land, nothing saved
  'user POST {productId}/tracking/link/by-param',
  'user POST brand/{brandId}/tracking/link/by-param',
  'user POST publisher/product/associate-link/{productId}/tracking/link/by-param',
];

type TCredential = `${TUserRole} session` | `${TUserRole} API key` | 'operator session';
const credentials: TCredential[] = [
  ...userRoles.map((role) => `${role} session` as const),
  ...userRoles.map((role) => `${role} API key` as const),
  'operator session',
];

let t: TTestApp;
const secrets = {} as Record<TCredential, string>;
const readOnly = {} as Record<TUserRole, string>;

// Unknown keys are limited per address; each bad-key call comes from an address of its own.
let nextAddress = 0;
const freshAddress = () => `10.20.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ OPEN_API_LIMIT_PER_MINUTE: '100000' });
  for (const role of userRoles) {
    const token = (await createUser(t, role)).token;
    secrets[`${role} session`] = token;
    const key = await callOf(t.app, apiKeyCalls.createApiKey, { token });
    secrets[`${role} API key`] = key.body.data.key;
    readOnly[role] = (
      await createSwitchedSession(t, { ownerRole: role, access: 'read_only' })
    ).switched.token;
  }
  secrets['operator session'] = (await createOperator(t)).token;
});
afterAll(() => t.close());

const missingCode = {
  user: ErrorCode.sessionMissing,
  admin: ErrorCode.operatorHeaderMissing,
  open: ErrorCode.sessionMissing,
  image: ErrorCode.sessionMissing,
};

/** What a route answers a credential it does not accept: 401 when it is not even the right kind. */
function refusal(
  route: TAnyRoute,
  credential: TCredential,
): { status: number; code: TErrorCode } | undefined {
  const [owner, kind] = credential.split(/ (?=session|API key)/) as [TUserRole | 'operator', string];
  const roles: readonly TRouteRole[] = route.roles;
  const rightKind = route.api === 'open' ? kind === 'API key' : kind === 'session';
  if (!rightKind) {
    return { status: 401, code: ErrorCode.tokenMismatch };
  }
  if (roles.includes(owner)) {
    return undefined;
  }
  const sameApi = route.api === 'admin' ? owner === 'operator' : owner !== 'operator';
  return { status: 403, code: sameApi ? ErrorCode.roleNotAllowed : ErrorCode.accountNotAllowed };
}

const request = (route: TAnyRoute) => ({
  api: route.api,
  method: route.method,
  path: concretePath(route.path),
});

describe.each(protectedRoutes.map((r) => [routeName(r), r] as const))('%s', (_name, route) => {
  it('rejects a call without a token', async () => {
    const { status, body } = await call(t.app, request(route));
    expect(status).toBe(401);
    expect(body.success).toBe(false);
    expect(body.code).toBe(missingCode[route.api]);
  });

  it('rejects a token that matches no session', async () => {
    const token = route.api === 'open' ? 'aak_not-a-real-key' : 'aau_not-a-real-token';
    const { status, body } = await call(t.app, { ...request(route), token, remoteAddress: freshAddress() });
    expect(status).toBe(401);
    expect(body.code).toBe(ErrorCode.tokenMismatch);
    if (route.api !== 'open') {
      expect(body.error).toBe('Authentication token does not match');
    }
  });

  const refused = credentials.flatMap((credential) => {
    const expected = refusal(route, credential);
    return expected ? [{ credential, ...expected }] : [];
  });
  it.each(refused)('refuses the $credential ($status, $code)', async ({ credential, status, code }) => {
    const answer = await call(t.app, {
      ...request(route),
      token: secrets[credential],
      remoteAddress: freshAddress(),
    });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});

// A read-only delegate acts for a user account; walk every user-API write it can reach.
const readOnlyWrites = protectedRoutes.flatMap((route) => {
  const ownerRole = userRoles.find((role) => (route.roles as readonly TRouteRole[]).includes(role));
  return route.api === 'user' && isWrite(route) && ownerRole
    ? [{ name: routeName(route), route, ownerRole }]
    : [];
});

it.each(readOnlyWrites)('refuses a read-only delegate: $name', async ({ route, ownerRole }) => {
  const { status, body } = await call(t.app, { ...request(route), token: readOnly[ownerRole] });
  expect(status).toBe(403);
  expect(body.code).toBe(ErrorCode.roleNotAllowed);
  expect(body.error).toContain('read-only access');
});

it('lets read-only delegates make only the reviewed non-GET calls', () => {
  const flagged = routeTable.filter((r) => r.readOnlySafe).map(routeName);
  expect(flagged.sort()).toEqual([...readOnlySafeRoutes].sort());
});

it('walks a non-empty table, open API and read-only writes included', () => {
  expect(protectedRoutes.length).toBeGreaterThan(0);
  expect(protectedRoutes.some((r) => r.api === 'open')).toBe(true);
  expect(protectedRoutes.some((r) => r.api === 'admin')).toBe(true);
  expect(readOnlyWrites.length).toBeGreaterThan(20);
});

/**
 * Seller routes that work before the seller notice is agreed: reading the settings (which say
 * whether it is), agreeing, and the marketplace connection. Every other seller route declares
 * the notice; a new one that forgets fails here, and joins this list only by review.
 */
const beforeNotice = [
  'user GET seller/settings',
  'user POST seller/agree-to-notice',
  'user GET seller/marketplace-connection',
  'user POST seller/reauthorize',
];
const sellerRoutes = routeTable.filter((r) => r.roles.length === 1 && r.roles[0] === 'seller');
const noticeRoutes = sellerRoutes
  .filter((r) => r.preconditions?.includes('sellerNotice'))
  .map((route) => ({ name: routeName(route), route }));

it('declares the seller notice on every seller route but the reviewed few', () => {
  const without = sellerRoutes.filter((r) => !r.preconditions?.includes('sellerNotice')).map(routeName);
  expect(without.sort()).toEqual([...beforeNotice].sort());
  expect(noticeRoutes.length).toBeGreaterThan(25);
});

describe('a seller who has not agreed to the notice', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = (await createUser(t, 'seller')).token;
  });

  it.each(noticeRoutes)('is refused before anything is read or written: $name', async ({ route }) => {
    const { status, body } = await call(t.app, { ...request(route), token: fresh });
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
    expect(body.error).toBe('Agree to the seller notice first: POST seller/agree-to-notice');
  });
});
