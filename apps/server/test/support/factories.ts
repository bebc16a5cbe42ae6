import type { TLoginResponse, TOperatorLoginResponse, TUserRole } from '@atlas/shared';
import { operators } from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import { hashPassword } from '../../src/platform/passwords';
import { call } from './call';
import type { TTestApp } from './test-app';

export const testPassword = 'test-pass-1';

/** Registers an account through the API, as a person would; answers its token and user. */
export async function createUser(t: TTestApp, role: TUserRole, overrides: { email?: string } = {}) {
  const email = overrides.email ?? `${role}-${randomString(6)}@example.test`;
  const { status, body } = await call<TLoginResponse>(t.app, {
    method: 'POST',
    path: 'user/auth/register',
    body: { email, password: testPassword, role, name: `Test ${role}` },
  });
  if (status !== 200) {
    throw new Error(`createUser failed: ${status} ${body.error}`);
  }
  return body.data;
}

/** Operators are not self-registered; they are inserted and then sign in through the API. */
export async function createOperator(t: TTestApp, options: { enabled?: boolean } = {}) {
  const email = `operator-${randomString(6)}@example.test`;
  await t.database.db.insert(operators).values({
    id: newId('opr'),
    email,
    passwordHash: await hashPassword(testPassword),
    name: 'Test Operator',
    enabled: options.enabled ?? true,
  });
  const { body } = await call<TOperatorLoginResponse>(t.app, {
    api: 'admin',
    method: 'POST',
    path: 'auth/login',
    body: { email, password: testPassword },
  });
  return { ...body.data, email };
}
