import { authCalls, ErrorCode } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes';
import { callOf } from './support/call';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  // A route that fails the way a bug would, to prove nothing of it reaches the client.
  t.app.get('/api/atlas/v1/test/boom', async () => {
    throw new Error('secret detail at /srv/app/db.ts:42');
  });
});
afterAll(() => t.close());

describe('the envelope for bad requests', () => {
  it('answers an unknown route with 404 / 1004 "Route not found"', async () => {
    for (const url of ['/api/atlas/v1/no/such/call', '/admin/atlas/v1/nothing', '/openapi/atlas/v1/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: '1004', error: 'Route not found', data: null });
    }
  });

  it('answers malformed JSON with 400 / 1001', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/atlas/v1/user/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: ErrorCode.validation,
      error: 'Malformed JSON body',
    });
  });

  it('answers an oversize body with 413 / 1013', async () => {
    const { status, body } = await callOf(t.app, authCalls.loginUser, {
      body: { email: 'a@example.test', password: 'x'.repeat(4096) },
    });
    expect(status).toBe(413);
    expect(body.code).toBe(ErrorCode.tooLarge);
  });

  it('hides the cause of a server error and gives the request id instead', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/atlas/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^req_/);
    expect(body).toEqual({
      success: false,
      code: ErrorCode.internal,
      error: `Something went wrong on our side (request ${requestId})`,
      data: { requestId },
    });
    expect(response.body).not.toContain('secret detail');
  });
});

describe('headers', () => {
  it('sends security headers and a request id on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/atlas/v1/user/auth/me' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^req_[0-9a-z]{12}$/);
  });
});

describe('OpenAPI documents', () => {
  const documentOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  it('describes every route of each API with its roles', async () => {
    const user = await documentOf('/api/atlas/openapi.json');
    const admin = await documentOf('/admin/atlas/openapi.json');
    const open = await documentOf('/openapi/atlas/openapi.json');
    const image = await documentOf('/api/storage/openapi.json');
    expect(user.servers[0].url).toBe('/api/atlas/v1');
    expect(admin.servers[0].url).toBe('/admin/atlas/v1');
    expect(open.servers[0].url).toBe('/openapi/atlas/v1');
    const docs = { user, admin, open, image };
    for (const route of routeTable) {
      const doc = docs[route.api];
      const operation = doc.paths[`/${route.path}`]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation['x-roles']).toEqual(route.roles);
    }
  });

  it('derives request bodies from the shared zod schemas', async () => {
    const user = await documentOf('/api/atlas/openapi.json');
    const schema = user.paths['/user/auth/register'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'role', 'name']));
    expect(schema.properties.role.enum).toEqual(['seller', 'publisher', 'partner']);
  });

  it('serves a docs page with its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/atlas/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    const asset = await t.app.inject({ method: 'GET', url: '/api/atlas/docs/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/atlas/docs/package.json' });
    expect(missing.statusCode).toBe(404);
  });
});
