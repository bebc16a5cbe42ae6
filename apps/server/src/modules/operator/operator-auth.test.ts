import { authCalls, ErrorCode, operatorAuthCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator, createUser, testPassword } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operatorAudit } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator sign-in', () => {
  it('signs in, reads itself, signs out', async () => {
    const operator = await createOperator(t);
    expect(operator.token).toMatch(/^aao_/);
    const self = await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token });
    expect(self.body.data).toMatchObject({ email: operator.email, name: 'Test Operator' });
    const out = await callOf(t.app, operatorAuthCalls.logoutOperator, { token: operator.token });
    expect(out.body.data).toEqual({ signedOut: true });
    const after = await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token });
    expect(after.body.code).toBe(ErrorCode.tokenMismatch);
  });

  it('lets a support operator sign out, and keeps sign-outs out of the audit log', async () => {
    const support = await createOperator(t, { role: 'support' });
    const out = await callOf(t.app, operatorAuthCalls.logoutOperator, { token: support.token });
    expect(out.body.data).toEqual({ signedOut: true });
    const after = await callOf(t.app, operatorAuthCalls.getOperator, { token: support.token });
    expect(after.body.code).toBe(ErrorCode.tokenMismatch);
    const admin = await createOperator(t);
    await callOf(t.app, operatorAuthCalls.logoutOperator, { token: admin.token });
    const logged = await t.database.db.select().from(operatorAudit);
    expect(logged.filter((entry) => entry.action.includes('auth/'))).toEqual([]);
  });

  it('answers 3006 when the operator header is missing, even with a user header', async () => {
    const { token } = await createUser(t, 'seller');
    const { status, body } = await callOf(t.app, operatorAuthCalls.getOperator, {
      headers: { 'x-aa-authorization': `Bearer ${token}` },
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: ErrorCode.operatorHeaderMissing,
      error: 'Authorization header is missing',
    });
  });

  it('refuses a user account on the operator login and a user token on the console (3008)', async () => {
    const seller = await createUser(t, 'seller');
    const login = await callOf(t.app, operatorAuthCalls.loginOperator, {
      body: { email: seller.user.email, password: testPassword },
    });
    expect(login.status).toBe(400);
    expect(login.body.error).toBe('E-mail or password is incorrect');
    const asOperator = await callOf(t.app, operatorAuthCalls.getOperator, { token: seller.token });
    expect(asOperator.status).toBe(403);
    expect(asOperator.body.code).toBe(ErrorCode.accountNotAllowed);
  });

  it('refuses an operator token on the user API (3008)', async () => {
    const operator = await createOperator(t);
    const { status, body } = await callOf(t.app, authCalls.getSessionUser, { token: operator.token });
    expect(status).toBe(403);
    expect(body.code).toBe(ErrorCode.accountNotAllowed);
  });

  it('refuses a disabled operator', async () => {
    const disabled = await createOperator(t, { enabled: false });
    const { status, body } = await callOf(t.app, operatorAuthCalls.loginOperator, {
      body: { email: disabled.email, password: testPassword },
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      code: ErrorCode.accountNotAllowed,
      error: 'This account is disabled; contact support',
    });
  });
});
