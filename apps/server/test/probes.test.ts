import {
  ErrorCode,
  type TApiKeyCreated,
  type TRouteRole,
  type TUserRole,
  userAuthHeader,
  userRoles,
} from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnyRoute } from '../src/platform/route';
import { unsafeTextMessage } from '../src/platform/unsafe-text';
import { routeTable } from '../src/routes';
import { call } from './support/call';
import { createOperator, createSeller, createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// The probes an attacker tries first, walked over the whole route table with a credential each
// route accepts: text no database stores, broken uploads, broken URLs, and what the answers
// and the error log give away.
let t: TTestApp;
const logLines: string[] = [];
const sessions = {} as Record<TUserRole | 'operator', string>;
const apiKeys = {} as Record<TUserRole, string>;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'error', OPEN_API_LIMIT_PER_MINUTE: '100000' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  for (const role of userRoles) {
    // The seller agreed to the notice, so seller routes get as far as reading the input.
    sessions[role] = (role === 'seller' ? await createSeller(t) : await createUser(t, role)).token;
    const key = await call<TApiKeyCreated>(t.app, {
      method: 'POST',
      path: 'user/auth/api-key',
      token: sessions[role],
    });
    apiKeys[role] = key.body.data.key;
  }
  sessions.operator = (await createOperator(t)).token;
});
afterAll(() => t.close());

function credential(route: TAnyRoute): string | undefined {
  const role = (route.roles as readonly TRouteRole[])[0];
  if (role === 'public' || role === undefined) {
    return undefined;
  }
  if (role === 'operator') {
    return sessions.operator;
  }
  return route.api === 'open' ? apiKeys[role] : sessions[role];
}

const name = (r: TAnyRoute) => `${r.api} ${r.method} ${r.path}`;
const paramNames = (r: TAnyRoute) => [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
const withParams = (r: TAnyRoute, value: string) => r.path.replace(/\{\w+\}/g, value);
const request = (route: TAnyRoute, pathValue = 'x1') => ({
  api: route.api,
  method: route.method,
  token: credential(route),
  path: withParams(route, pathValue),
});

function expectUnsafeRefused(
  answer: { status: number; body: { code?: string; data?: unknown } },
  path: string,
) {
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe(ErrorCode.validation);
  expect(answer.body.data).toEqual({ fields: [{ path, message: unsafeTextMessage }] });
}

const everyRoute = routeTable.map((route) => ({ name: name(route), route }));
const routesWithParams = everyRoute.filter(({ route }) => paramNames(route).length > 0);
const routesWithJson = everyRoute.filter(({ route }) => route.method !== 'GET' && route.body);

describe('text no database stores', () => {
  it.each(everyRoute)('refuses a NUL in the query: $name', async ({ route }) => {
    const answer = await call(t.app, { ...request(route), query: { probe: 'A\u0000B' } });
    expectUnsafeRefused(answer, 'probe');
  });

  it.each(routesWithParams)('refuses a NUL in a path parameter: $name', async ({ route }) => {
    const answer = await call(t.app, request(route, 'x%00y'));
    expectUnsafeRefused(answer, paramNames(route)[0] as string);
  });

  it.each(routesWithJson)('refuses a lone surrogate deep in the JSON body: $name', async ({ route }) => {
    const answer = await call(t.app, {
      ...request(route),
      headers: { 'content-type': 'application/json' },
      body: '{"probe":{"list":["ok","\\ud800"]}}',
    });
    expectUnsafeRefused(answer, 'probe.list.1');
  });

  it('refuses the invitation code check of a stranger with a NUL, naming the field', async () => {
    const answer = await call(t.app, {
      method: 'POST',
      path: 'user/inviter/check-invitation-code',
      body: { invitationCode: 'A\u0000B' },
    });
    expectUnsafeRefused(answer, 'invitationCode');
  });

  it('walks enough routes to mean something', () => {
    expect(everyRoute.length).toBeGreaterThan(60);
    expect(routesWithParams.length).toBeGreaterThan(5);
    expect(routesWithJson.length).toBeGreaterThan(20);
  });
});

describe('broken uploads', () => {
  const uploads = [
    'user POST common/upload',
    'user POST seller/product/preCommissionCsv',
    'user POST seller/product/deal/upload',
  ];
  const uploadRoutes = uploads.map((upload) => {
    const route = routeTable.find((r) => name(r) === upload);
    if (!route) {
      throw new Error(`no route ${upload}`);
    }
    return { name: upload, route };
  });
  const message = 'The upload could not be read: send one file as multipart/form-data';
  const send = (route: TAnyRoute, contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/atlas/v1/${route.path}`,
      headers: { 'content-type': contentType, [userAuthHeader]: `Bearer ${credential(route)}` },
      payload,
    });

  it.each(uploadRoutes)('answers 400 on the field file without a boundary: $name', async ({ route }) => {
    const response = await send(
      route,
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="file"',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.validation,
      data: { fields: [{ path: 'file', message }] },
    });
  });

  it.each(uploadRoutes)('answers 400 on the field file for a cut-off body: $name', async ({ route }) => {
    const cut =
      '--b0\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nASIN,Cou';
    const response = await send(route, 'multipart/form-data; boundary=b0', cut);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.validation,
      data: { fields: [{ path: 'file', message }] },
    });
  });
});

describe('answers in the envelope, never stored', () => {
  it('answers a URL that does not decode in the envelope', async () => {
    const response = await t.app.inject({ url: '/api/atlas/v1/seller/product/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: ErrorCode.validation,
      error: 'Malformed URL',
      data: null,
    });
  });

  it('marks every API answer no-store: a sign-in token, a new API key, an error, an unknown route', async () => {
    const user = await createUser(t, 'publisher');
    const signIn = await call(t.app, {
      method: 'POST',
      path: 'user/auth/login',
      body: { email: user.user.email, password: 'test-pass-1' },
    });
    const key = await call(t.app, { method: 'POST', path: 'user/auth/api-key', token: user.token });
    const refused = await call(t.app, { path: 'user/auth/me' });
    const unknown = await call(t.app, { path: 'no/such/route' });
    const open = await call(t.app, {
      api: 'open',
      path: 'profile',
      token: key.body.data ? (key.body.data as { key: string }).key : '',
    });
    expect([signIn.status, key.status, refused.status, unknown.status, open.status]).toEqual([
      200, 200, 401, 404, 200,
    ]);
    for (const answer of [signIn, key, refused, unknown, open]) {
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the error log', () => {
  it('names the error type, the request and the route, never the bound values', async () => {
    const probe = await createTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    const secret = 'scrypt$N=16384$very-secret-hash';
    probe.app.get('/api/atlas/v1/probe/failing-query', async () => {
      await probe.database.db.execute(sql`select ${secret}::int as n`);
      return 'unreachable';
    });
    try {
      const response = await probe.app.inject({ url: '/api/atlas/v1/probe/failing-query' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('very-secret');
      const requestId = response.json().data.requestId as string;
      const line = logLines.find((l) => l.includes(requestId));
      expect(line).toBeDefined();
      const entry = JSON.parse(line as string);
      expect(entry).toMatchObject({
        msg: 'unhandled error',
        requestId,
        route: 'GET /api/atlas/v1/probe/failing-query',
        sqlState: '22P02',
      });
      expect(entry.errorType).toMatch(/Error/);
      expect(line).not.toContain('very-secret');
    } finally {
      await probe.close();
    }
  });
});
