import { authCalls, ErrorCode } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser, lastEmailTo, testPassword } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { publisherProfiles, users } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) => callOf(t.app, authCalls.registerUser, { body });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const login = (email: string, password: string, headers?: Record<string, string>) =>
  callOf(t.app, authCalls.loginUser, { body: { email, password }, headers });
const me = (token: string) => callOf(t.app, authCalls.getSessionUser, { token });

describe('POST user/auth/register', () => {
  it('creates a pending publisher without a session, e-mails its activation link and starts its review as pending', async () => {
    const { status, body } = await register({
      email: 'New.Pub@Example.test',
      password: 'abcdefg1',
      role: 'publisher',
      name: 'Pub',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ email: 'new.pub@example.test', activationRequired: true });
    const row = await userByEmail('new.pub@example.test');
    expect(row).toMatchObject({ role: 'publisher', name: 'Pub', status: 'pending', activatedAt: null });
    expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const mail = await lastEmailTo(t, 'new.pub@example.test', 'activation');
    expect(mail?.text).toContain(`${t.config.publicBaseUrl}/activate?token=`);
    const [profile] = await t.database.db
      .select()
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, row?.id ?? ''));
    expect(profile?.reviewStatus).toBe('pending');
  });

  it.each([
    [{ password: 'short1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'nodigitshere' }, 'password', 'Password must contain a digit'],
    [{ password: '123456789' }, 'password', 'Password must contain a letter'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    [{ role: 'operator' }, 'role', 'Choose seller, publisher or partner'],
    [{ name: '   ' }, 'name', 'Enter your name'],
  ])('refuses %o with the field named', async (change, path, message) => {
    const valid = { email: 'valid@example.test', password: 'abcdefg1', role: 'seller', name: 'V' };
    const { status, body } = await register({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({ fields: [{ path, message }] });
  });

  it('never lets unknown fields reach the database', async () => {
    const { status } = await register({
      email: 'sneaky@example.test',
      password: 'abcdefg1',
      role: 'seller',
      name: 'Sneaky',
      id: 'usr_chosen',
      status: 'active',
      referralCode: 'MINE',
    });
    expect(status).toBe(200);
    const row = await userByEmail('sneaky@example.test');
    expect(row?.id).not.toBe('usr_chosen');
    expect(row?.status).toBe('pending');
    expect(row?.referralCode).not.toBe('MINE');
  });

  it('links the inviter of a valid invitation code, in any case, and refuses an unknown one', async () => {
    const inviter = await createUser(t, 'publisher');
    const code = inviter.user.referralCode.toLowerCase();
    const ok = await register({
      email: 'invited@example.test',
      password: 'abcdefg1',
      role: 'seller',
      name: 'I',
      invitationCode: code,
    });
    expect(ok.status).toBe(200);
    expect((await userByEmail('invited@example.test'))?.inviterId).toBe(inviter.user.id);
    const bad = await register({
      email: 'invited2@example.test',
      password: 'abcdefg1',
      role: 'seller',
      name: 'I',
      invitationCode: 'NOPE2345',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: [{ path: 'invitationCode', message: 'No account has this invitation code' }],
    });
  });
});

describe('POST user/auth/login and logout', () => {
  it('signs in with any case of the e-mail and answers the token as data.token', async () => {
    const { user } = await createUser(t, 'partner', { email: 'partner-login@example.test' });
    const { status, body } = await login('Partner-Login@Example.test', testPassword);
    expect(status).toBe(200);
    expect(body.data.token).toMatch(/^aau_/);
    expect(body.data.user.id).toBe(user.id);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    await createUser(t, 'seller', { email: 'wrong-pass@example.test' });
    const wrong = await login('wrong-pass@example.test', 'not-the-password1');
    const unknown = await login('nobody@example.test', 'whatever1');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: ErrorCode.validation,
        error: 'E-mail or password is incorrect',
      });
    }
  });

  it('makes an address wait after repeated failures, even with the right password, and says when to retry', async () => {
    await createUser(t, 'seller', { email: 'locked@example.test' });
    for (let i = 0; i < 3; i++) {
      expect((await login('locked@example.test', 'bad-password1')).status).toBe(400);
    }
    const locked = await login('locked@example.test', testPassword);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ErrorCode.rateLimited);
    expect(locked.body.error).toBe('Too many sign-in attempts; try again in 60 seconds');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a disabled account with 3008', async () => {
    const { user } = await createUser(t, 'seller', { email: 'disabled@example.test' });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const { status, body } = await login('disabled@example.test', testPassword);
    expect(status).toBe(403);
    expect(body.code).toBe(ErrorCode.accountNotAllowed);
  });

  it('ends the session on logout: the token then matches nothing (3010)', async () => {
    const { token } = await createUser(t, 'publisher');
    const out = await callOf(t.app, authCalls.logout, { token });
    expect(out.body).toEqual({ success: true, code: '0', error: null, data: { signedOut: true } });
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.tokenMismatch);
  });

  it('expires a session idle for more than 30 days with 401, and keeps an active one alive', async () => {
    const idle = await createUser(t, 'seller');
    const active = await createUser(t, 'seller');
    t.clock.advance(20 * 86_400_000);
    expect((await me(active.token)).status).toBe(200);
    t.clock.advance(11 * 86_400_000);
    expect((await me(active.token)).status).toBe(200);
    const expired = await me(idle.token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(ErrorCode.sessionMissing);
  });
});

describe('per-IP limit', () => {
  it('limits sign-in attempts from one address across accounts', async () => {
    const strict = await createTestApp({ LOGIN_LIMIT_PER_IP: '2' });
    try {
      const attempt = (email: string) =>
        callOf(strict.app, authCalls.loginUser, {
          body: { email, password: 'x' },
          remoteAddress: '203.0.113.7',
        });
      expect((await attempt('a@example.test')).status).toBe(400);
      expect((await attempt('b@example.test')).status).toBe(400);
      expect((await attempt('c@example.test')).status).toBe(429);
      const elsewhere = await callOf(strict.app, authCalls.loginUser, {
        body: { email: 'c@example.test', password: 'x' },
        remoteAddress: '203.0.113.8',
      });
      expect(elsewhere.status).toBe(400);
    } finally {
      await strict.close();
    }
  });
});
