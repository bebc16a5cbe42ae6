import {
  adminAuthHeader,
  apiKeyCalls,
  apiKeyHeader,
  authCalls,
  commissionCalls,
  ErrorCode,
  openApiCalls,
  operatorAuthCalls,
  userAuthHeader,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from './support/call';
import { createOperator, createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// How the guard reads a credential from its header (platform/guard.ts): what a client may vary
// (case, spaces) and what it may not (another scheme, extra words), and the words of each
// refusal. The route-table test walks the routes; this one walks the header.

let t: TTestApp;
let token: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t, 'publisher'));
  const created = await callOf(t.app, apiKeyCalls.createApiKey, { token });
  key = created.body.data?.key as string;
});

afterAll(async () => {
  await t.close();
});

const me = (authorization: string) =>
  callOf(t.app, authCalls.getSessionUser, { headers: { [userAuthHeader]: authorization } });
const profile = (apiKey: string) =>
  callOf(t.app, openApiCalls.getProfile, { headers: { [apiKeyHeader]: apiKey } });

describe('the session header', () => {
  it.each([
    ['the usual form', () => `Bearer ${token}`],
    ['the scheme in any case', () => `bEARER ${token}`],
    ['several spaces after the scheme', () => `Bearer    ${token}`],
    ['spaces around the whole value', () => `  Bearer ${token}  `],
  ])('accepts %s', async (_name, header) => {
    expect((await me(header())).status).toBe(200);
  });

  it.each([
    ['another scheme', () => `Token ${token}`],
    ['a word before the scheme', () => `XBearer ${token}`],
    ['a word after the token', () => `Bearer ${token} more`],
    ['the token alone', () => token],
    ['the scheme alone', () => 'Bearer '],
  ])('answers 401/1401 to %s, as to no token', async (_name, header) => {
    const { status, body } = await me(header());
    expect(status).toBe(401);
    expect(body.code).toBe(ErrorCode.sessionMissing);
  });

  it('reads the user header on the user API and the operator header on the console', async () => {
    const { token: operatorToken } = await createOperator(t);
    const onUserApi = await callOf(t.app, authCalls.getSessionUser, {
      headers: { [adminAuthHeader]: `Bearer ${token}` },
    });
    expect(onUserApi.body.code).toBe(ErrorCode.sessionMissing);
    const onConsole = await callOf(t.app, operatorAuthCalls.getOperator, {
      headers: { [userAuthHeader]: `Bearer ${operatorToken}` },
    });
    expect(onConsole.status).toBe(401);
    expect(onConsole.body.code).toBe(ErrorCode.operatorHeaderMissing);
    const signedIn = await callOf(t.app, operatorAuthCalls.getOperator, { token: operatorToken });
    expect(signedIn.status).toBe(200);
  });
});

describe('the API key header', () => {
  it('accepts the key with spaces around it', async () => {
    expect((await profile(`  ${key}  `)).status).toBe(200);
  });

  it('says where to send the key when the header is blank', async () => {
    const { status, body } = await profile('   ');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: ErrorCode.sessionMissing,
      error: `Send your API key in the ${apiKeyHeader} header`,
    });
  });
});

describe('the words of a refusal', () => {
  it('names the role a call is not for', async () => {
    const { status, body } = await callOf(t.app, commissionCalls.getCommissionConfig, { token });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      code: ErrorCode.roleNotAllowed,
      error: 'This call is not available to a publisher account',
    });
  });
});
