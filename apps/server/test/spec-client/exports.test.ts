import { adminPrefix, apiPrefix, ErrorCode } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calls from '../../src/spec/calls.json';
import { call } from '../support/call';
import { download } from '../support/download';
import { createOperator, createSeller, createUser } from '../support/factories';
import { createTestApp, type TTestApp } from '../support/test-app';

// Spec 7.1: "EXPORT means a binary file download: GET with the query object encoded as a query
// string, or POST with a JSON body; an operator mode uses the admin prefix."

type TSpecCall = { api: string; method: string; path: string; export: boolean; roles: string[] };

const getExports = (calls as TSpecCall[]).filter((c) => c.export && c.method === 'GET');
// a path placeholder the spec leaves open: an id nobody has, answered the same either way
const pathOf = (c: TSpecCall) => c.path.replace(/\{\w+\}/g, 'unknown-id');

describe('spec 7.1: every EXPORT answers by GET and by POST with a JSON body', () => {
  let t: TTestApp;
  const tokens = { seller: '', publisher: '', operator: '' };

  beforeAll(async () => {
    t = await createTestApp();
    tokens.seller = (await createSeller(t)).token;
    tokens.publisher = (await createUser(t, 'publisher')).token;
    tokens.operator = (await createOperator(t)).token;
  });
  afterAll(() => t.close());

  it('lists the GET exports of the spec', () => {
    expect(getExports.length).toBeGreaterThanOrEqual(33);
  });

  it.each(getExports.map((c) => [`${c.api} ${c.path}`, c] as const))(
    '%s: POST answers what GET does',
    async (_, c) => {
      const api = c.api as 'user' | 'admin';
      const token = tokens[c.roles[0] as keyof typeof tokens];
      const byGet = await t.app.inject(injectOf(api, 'GET', pathOf(c), token));
      const byPost = await t.app.inject(injectOf(api, 'POST', pathOf(c), token, {}));
      expect(byPost.statusCode).toBe(byGet.statusCode);
      expect(byPost.headers['content-type']).toBe(byGet.headers['content-type']);
      expect(byPost.body).toBe(byGet.body);
    },
  );

  it('reads numbers, booleans and lists in the JSON body as the query string would carry them', async () => {
    const path = 'seller/commission/reports/brand/export';
    const query = { startDate: '2026-01-01', endDate: '2026-01-31', pageSize: '10' };
    const byGet = await download(t.app, { path, token: tokens.seller, query });
    const byPost = await download(t.app, {
      method: 'POST',
      path,
      token: tokens.seller,
      body: { startDate: '2026-01-01', endDate: '2026-01-31', pageSize: 10 },
    });
    expect(byGet.status).toBe(200);
    expect(byPost.status).toBe(200);
    expect(byPost.lines).toEqual(byGet.lines);
  });

  it('refuses a POST body that is not a JSON object with a clear 400', async () => {
    const response = await t.app.inject({
      ...injectOf('user', 'POST', 'seller/product/export', tokens.seller),
      payload: JSON.stringify([1, 2]),
      headers: { 'content-type': 'application/json', 'x-aa-authorization': `Bearer ${tokens.seller}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.validation });
  });

  it('keeps the role check on the POST twin', async () => {
    const response = await call(t.app, {
      method: 'POST',
      path: 'seller/product/export',
      token: tokens.publisher,
      body: {},
    });
    expect(response.status).toBe(403);
  });
});

const prefixes = { user: apiPrefix, admin: adminPrefix };

function injectOf(
  api: 'user' | 'admin',
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: object,
) {
  const header = api === 'admin' ? 'x-aa-admin-authorization' : 'x-aa-authorization';
  return {
    method,
    url: prefixes[api] + path,
    headers: { [header]: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body }),
  };
}
