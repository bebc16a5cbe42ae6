import { authCalls, ErrorCode, passwordCalls, type TAnyCall } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser, lastEmailTo, linkToken, testPassword } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { emails, users } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;
const newPassword = 'brand-new-pass-2';

const post = <C extends TAnyCall>(descriptor: C, body: unknown, remoteAddress = nextIp()) =>
  callOf(t.app, descriptor, { body, remoteAddress });
const forgot = (email: string, ip?: string) => post(passwordCalls.requestPasswordReset, { email }, ip);
const reset = (token: unknown, password: unknown = newPassword) =>
  post(passwordCalls.resetPassword, { token, password });
const login = (email: string, password: string) => post(authCalls.loginUser, { email, password });
const emailsTo = async (to: string) => t.database.db.select().from(emails).where(eq(emails.to, to));

/** Asks for a reset link and reads its token from the outbox once the job has sent it. */
async function resetTokenFor(email: string) {
  expect((await forgot(email)).status).toBe(200);
  await t.app.deps.jobs.idle();
  return linkToken((await lastEmailTo(t, email, 'password_reset'))?.text, 'reset-password');
}

describe('POST user/password/forgot', () => {
  it('e-mails a one-hour reset link, whatever the case of the e-mail', async () => {
    const { user } = await createUser(t, 'seller');
    const { body } = await forgot(user.email.toUpperCase());
    expect(body).toEqual({ success: true, code: '0', error: null, data: { sent: true } });
    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, user.email, 'password_reset');
    expect(mail?.subject).toBe('Reset your Affiliate Atlas password');
    expect(mail?.text).toContain(`${t.config.publicBaseUrl}/reset-password?token=`);
    expect(mail?.text).toContain('expires in 1 hour');
  });

  it('answers exactly the same for an unknown e-mail and a disabled account, and sends them nothing', async () => {
    const disabled = await createUser(t, 'seller');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
    const before = (await emailsTo(disabled.user.email)).length;
    const known = await forgot((await createUser(t, 'partner')).user.email);
    const unknown = await forgot('nobody-at-all@example.test');
    const off = await forgot(disabled.user.email);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(off.body).toEqual(known.body);
    await t.app.deps.jobs.idle();
    expect(await emailsTo('nobody-at-all@example.test')).toHaveLength(0);
    expect(await emailsTo(disabled.user.email)).toHaveLength(before);
  });

  it('refuses a malformed e-mail with the field named', async () => {
    const { status, body } = await forgot('nope');
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: [{ path: 'email', message: 'Enter a valid e-mail address' }] });
  });

  it('is rate limited per e-mail, the same for unknown e-mails, and per address', async () => {
    const { user } = await createUser(t, 'seller');
    for (const email of [user.email, 'unknown-limit@example.test']) {
      for (let i = 0; i < 5; i++) {
        expect((await forgot(email)).status).toBe(200);
      }
      const limited = await forgot(email);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(ErrorCode.rateLimited);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      expect((await forgot(`spread-${i}@example.test`, ip)).status).toBe(200);
    }
    expect((await forgot('spread-last@example.test', ip)).status).toBe(429);
  });
});

describe('POST user/password/reset', () => {
  it('sets the new password, signs the account out everywhere and says so by e-mail', async () => {
    const first = await createUser(t, 'publisher');
    const { email } = first.user;
    const second = await login(email, testPassword);
    const token = await resetTokenFor(email);

    const { status, body } = await reset(token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ reset: true, apiKeyRevoked: false });
    for (const session of [first.token, second.body.data.token]) {
      const me = await callOf(t.app, authCalls.getSessionUser, { token: session });
      expect(me.status).toBe(401);
      expect(me.body.code).toBe(ErrorCode.tokenMismatch);
    }
    expect((await login(email, testPassword)).status).toBe(400);
    expect((await login(email, newPassword)).status).toBe(200);
    const notice = await lastEmailTo(t, email, 'password_changed');
    expect(notice?.subject).toBe('Your Affiliate Atlas password was changed');
    // No key to revoke, so no word of one.
    expect(notice?.text).not.toContain('API key');
  });

  it('works once: a second use answers 409 saying the link was used', async () => {
    const { user } = await createUser(t, 'seller');
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'another-pass-3');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'This password reset link has already been used.',
      data: { reason: 'link_used', fields: [{ path: 'token' }] },
    });
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it('expires after one hour', async () => {
    const { user } = await createUser(t, 'seller');
    const token = await resetTokenFor(user.email);
    t.clock.advance(3_600_000);
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      error: 'This password reset link has expired.',
      data: { reason: 'link_expired' },
    });
    expect((await login(user.email, testPassword)).status).toBe(200);
  });

  it('honours only the newest link', async () => {
    const { user } = await createUser(t, 'partner');
    const older = await resetTokenFor(user.email);
    t.clock.advance(1000);
    const newer = await resetTokenFor(user.email);
    expect((await reset(older)).body.data).toMatchObject({ reason: 'link_expired' });
    expect((await reset(newer)).status).toBe(200);
  });

  it('refuses a weak password with the field named and leaves the link usable', async () => {
    const { user } = await createUser(t, 'seller');
    const token = await resetTokenFor(user.email);
    const weak = await reset(token, 'short1');
    expect(weak.status).toBe(400);
    expect(weak.body.data).toEqual({
      fields: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    });
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses an unknown token and an activation token', async () => {
    expect((await reset('made-up-token')).body.data).toMatchObject({ reason: 'link_invalid' });
    const email = `pending-reset-${Date.now()}@example.test`;
    await post(authCalls.registerUser, { email, password: testPassword, role: 'seller', name: 'P' });
    const activation = linkToken((await lastEmailTo(t, email, 'activation'))?.text, 'activate');
    expect((await reset(activation)).body.data).toMatchObject({ reason: 'link_invalid' });
  });

  it('activates a pending account: the link proved the e-mail', async () => {
    const email = `pending-forgot-${Date.now()}@example.test`;
    await post(authCalls.registerUser, { email, password: testPassword, role: 'seller', name: 'P' });
    expect((await reset(await resetTokenFor(email))).status).toBe(200);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it('lifts the sign-in wait of repeated failures', async () => {
    const { user } = await createUser(t, 'seller');
    // Each call comes from an address of its own: 3 × 3 spread-out failures make new addresses wait.
    for (let i = 0; i < 9; i++) {
      await login(user.email, 'wrong-pass-9');
    }
    expect((await login(user.email, testPassword)).status).toBe(429);
    expect((await reset(await resetTokenFor(user.email))).status).toBe(200);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });
});

describe('GET user/password/reset/check', () => {
  const check = (token: string) => callOf(t.app, passwordCalls.checkResetLink, { query: { token } });

  it('says a fresh link is valid, and spends nothing: the reset still works', async () => {
    const { user } = await createUser(t, 'seller');
    const token = await resetTokenFor(user.email);
    expect(await check(token)).toMatchObject({ status: 200, body: { data: { valid: true } } });
    expect((await check(token)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it('gives a used, an expired or an unknown link the refusal the reset would give', async () => {
    const { user } = await createUser(t, 'seller');
    const used = await resetTokenFor(user.email);
    expect((await reset(used)).status).toBe(200);
    expect(await check(used)).toMatchObject({ status: 409, body: { data: { reason: 'link_used' } } });

    // Another account: two mails to one address on the frozen clock could be read in any order.
    const { user: other } = await createUser(t, 'seller');
    const expired = await resetTokenFor(other.email);
    t.clock.advance(3_600_000);
    expect(await check(expired)).toMatchObject({
      status: 400,
      body: { error: 'This password reset link has expired.', data: { reason: 'link_expired' } },
    });
    expect(await check('x'.repeat(43))).toMatchObject({
      status: 400,
      body: { data: { reason: 'link_invalid' } },
    });
  });

  it('refuses a missing token with the field named', async () => {
    const response = await callOf(t.app, passwordCalls.checkResetLink);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: ErrorCode.validation,
      data: { fields: [{ path: 'token' }] },
    });
  });
});
