import {
  apiKeyCalls,
  authCalls,
  ErrorCode,
  openApiCalls,
  passwordCalls,
  sellerConsoleCalls,
  type TAnyCall,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import {
  createOperator,
  createUser,
  lastEmailTo,
  linkToken,
  nextSignUpAddress,
} from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// When an API key stops working (docs/domain.md, "Account e-mail flows" and "API keys"): a reset
// through the e-mailed link revokes it; an operator's disable holds it while the account is
// disabled; asking for a reset link or signing out leaves it alone.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'brand-new-pass-2';

const post = <C extends TAnyCall>(descriptor: C, body: unknown, token?: string) =>
  callOf(t.app, descriptor, { body, token, remoteAddress: nextSignUpAddress() });
const createKey = async (token: string) =>
  (await callOf(t.app, apiKeyCalls.createApiKey, { token })).body.data.key;
const profile = (key: string) => callOf(t.app, openApiCalls.getProfile, { token: key });

/** Asks for a reset link and reads it from the outbox once the job has sent it. */
async function resetLinkFor(email: string) {
  expect((await post(passwordCalls.requestPasswordReset, { email })).status).toBe(200);
  await t.app.deps.jobs.idle();
  return linkToken((await lastEmailTo(t, email, 'password_reset'))?.text, 'reset-password');
}

describe('a password reset through the e-mailed link', () => {
  it("revokes the account's API key with its sessions, says so, and a new key can be made", async () => {
    const { token, user } = await createUser(t, 'publisher');
    const key = await createKey(token);
    const bystander = await createKey((await createUser(t, 'publisher')).token);
    expect((await profile(key)).status).toBe(200);

    // Anyone may ask for the link, so asking changes nothing.
    const link = await resetLinkFor(user.email);
    expect((await profile(key)).status).toBe(200);

    const reset = await post(passwordCalls.resetPassword, { token: link, password: newPassword });
    expect(reset.body.data).toEqual({ reset: true, apiKeyRevoked: true });
    const refused = await profile(key);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(ErrorCode.tokenMismatch);
    expect((await profile(bystander)).status).toBe(200);
    const mail = await lastEmailTo(t, user.email, 'password_changed');
    expect(mail?.text).toContain('Its API key was revoked too');
    expect(mail?.text).toContain(`${t.config.publicBaseUrl}/publisher/api-key`);

    const signedIn = await post(authCalls.loginUser, {
      email: user.email,
      password: newPassword,
    });
    const session = signedIn.body.data.token;
    expect((await callOf(t.app, apiKeyCalls.readApiKey, { token: session })).body.data).toBeNull();
    expect((await profile(await createKey(session))).status).toBe(200);
  });
});

describe('an API key outside a reset', () => {
  it('keeps working after the session that made it signs out', async () => {
    const { token } = await createUser(t, 'seller');
    const key = await createKey(token);
    expect((await post(authCalls.logout, undefined, token)).status).toBe(200);
    expect((await profile(key)).status).toBe(200);
  });

  it('is refused (403/3008) while an operator has the account disabled, and works once enabled', async () => {
    const operator = await createOperator(t);
    const { token, user } = await createUser(t, 'publisher');
    const key = await createKey(token);
    const setStatus = (status: 'active' | 'disabled') =>
      callOf(t.app, sellerConsoleCalls.updateUserDetails, {
        params: { userType: 'publisher', id: user.id },
        token: operator.token,
        body: { name: user.name, email: user.email, status },
      });

    expect((await setStatus('disabled')).status).toBe(200);
    const refused = await profile(key);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.accountNotAllowed);
    expect(refused.body.error).toBe('This account is not active; contact support');

    expect((await setStatus('active')).status).toBe(200);
    expect((await profile(key)).status).toBe(200);
  });
});
