import {
  apiKeyCalls,
  authCalls,
  ErrorCode,
  openApiCalls,
  referralCalls,
  userAuthHeader,
} from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth, tooDeepMessage } from '../src/platform/json-body';
import type { TAnyRoute } from '../src/platform/route';
import { unsafeTextMessage } from '../src/platform/unsafe-text';
import { routeTable } from '../src/routes';
import { call, callOf } from './support/call';
import { createUser } from './support/factories';
import { createRouteCredentials } from './support/route-credentials';
import { createTestApp, type TTestApp } from './support/test-app';

// The probes an attacker tries first, walked over the whole route table with a credential each
// route accepts: text no database stores, JSON nested too deep, broken uploads, broken URLs, and
// what the answers and the error log give away.
let t: TTestApp;
const logLines: string[] = [];
let credential: (route: TAnyRoute) => string | undefined;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'error', OPEN_API_LIMIT_PER_MINUTE: '100000' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  ({ credential } = await createRouteCredentials(t));
});
afterAll(() => t.close());

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
    const answer = await callOf(t.app, referralCalls.checkInvitationCode, {
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

describe('JSON nested too deep', () => {
  // Every route that reads a body, JSON or not (a body is parsed before the route's own checks);
  // the raw uploads check their query before reading a byte, so they answer that first.
  const routesReadingBodies = everyRoute.filter(({ route }) => route.method !== 'GET' && !route.beforeBody);
  const sendJson = (route: TAnyRoute, body: string) =>
    call(t.app, { ...request(route), headers: { 'content-type': 'application/json' }, body });
  const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each(routesReadingBodies)('refuses 4,000 levels of arrays and of objects: $name', async ({ route }) => {
    for (const body of [arrays(4_000), objects(4_000)]) {
      const answer = await sendJson(route, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: ErrorCode.validation, error: tooDeepMessage });
    }
  });

  it('reads a body nested exactly to the limit, and refuses one level more', async () => {
    const route = routeTable.find((r) => r.path === 'user/auth/check-email') as TAnyRoute;
    const atLimit = await sendJson(route, `{"email":${arrays(maxJsonDepth - 1)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error).toMatch(/^email: /);
    const over = await sendJson(route, `{"email":${arrays(maxJsonDepth)}}`);
    expect(over.body.error).toBe(tooDeepMessage);
  });

  it('walks every route that reads a body', () => {
    expect(routesReadingBodies.length).toBeGreaterThan(100);
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
    const signIn = await callOf(t.app, authCalls.loginUser, {
      body: { email: user.user.email, password: 'test-pass-1' },
    });
    const key = await callOf(t.app, apiKeyCalls.createApiKey, { token: user.token });
    const refused = await callOf(t.app, authCalls.getSessionUser);
    const unknown = await call(t.app, { path: 'no/such/route' });
    const open = await callOf(t.app, openApiCalls.getProfile, {
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
