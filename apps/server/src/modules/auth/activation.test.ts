import { authCalls, ErrorCode, passwordCalls, type TAnyCall } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser, lastEmailTo, linkToken, testPassword } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { emails, users } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test its own client address, so per-address limits of one test never touch another.
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

let seq = 0;
const newEmail = () => `pending-${++seq}-${Date.now()}@example.test`;

const post = <C extends TAnyCall>(descriptor: C, body: unknown, remoteAddress?: string) =>
  callOf(t.app, descriptor, { body, remoteAddress });

async function registerPending(email = newEmail(), role = 'seller') {
  const { status } = await post(authCalls.registerUser, { email, password: testPassword, role, name: 'Pat' });
  expect(status).toBe(200);
  const mail = await lastEmailTo(t, email, 'activation');
  return { email, token: linkToken(mail?.text, 'activate') };
}

const activate = (token: unknown) => post(authCalls.activateAccount, { token });
const emailsTo = async (to: string) => t.database.db.select().from(emails).where(eq(emails.to, to));

describe('POST user/auth/check-email', () => {
  it('says whether an e-mail is free, ignoring case and spaces', async () => {
    const ip = nextIp();
    await createUser(t, 'seller', { email: 'taken-check@example.test' });
    const taken = await post(authCalls.checkEmail, { email: ' Taken-Check@Example.TEST ' }, ip);
    expect(taken.body).toMatchObject({
      success: true,
      data: { email: 'taken-check@example.test', available: false },
    });
    const free = await post(authCalls.checkEmail, { email: 'free-check@example.test' }, ip);
    expect(free.body.data).toEqual({ email: 'free-check@example.test', available: true });
  });

  it('refuses a malformed e-mail with the field named', async () => {
    const { status, body } = await post(authCalls.checkEmail, { email: 'not-an-email' }, nextIp());
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({ fields: [{ path: 'email', message: 'Enter a valid e-mail address' }] });
  });

  it('is rate limited per address (1029 with Retry-After), other addresses unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      expect((await post(authCalls.checkEmail, { email: `probe${i}@example.test` }, ip)).status).toBe(200);
    }
    const limited = await post(authCalls.checkEmail, { email: 'probe@example.test' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
    expect(limited.body.error).toMatch(/^Too many e-mail checks; try again in \d+ minutes$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(authCalls.checkEmail, { email: 'probe@example.test' }, nextIp())).status).toBe(200);
  });
});

describe('signing in before activation', () => {
  it('answers 3008 asking to activate, only after the right password', async () => {
    const { email } = await registerPending();
    const pending = await post(authCalls.loginUser, { email, password: testPassword }, nextIp());
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      code: ErrorCode.accountNotAllowed,
      error: 'Activate your account first: open the link we e-mailed you, or ask for a new one.',
      data: { reason: 'activation_required' },
    });
    const wrong = await post(authCalls.loginUser, { email, password: 'wrong-pass-1' }, nextIp());
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('E-mail or password is incorrect');
  });
});

describe('POST user/auth/activate', () => {
  it('activates the account, signs it in and asks for the profile', async () => {
    const { email, token } = await registerPending();
    const { status, body } = await activate(token);
    expect(status).toBe(200);
    expect(body.data.token).toMatch(/^aau_/);
    expect(body.data.user).toMatchObject({ email, role: 'seller', profileCompleted: false });
    const me = await callOf(t.app, authCalls.getSessionUser, { token: body.data.token });
    expect(me.body.data.id).toBe(body.data.user.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('active');
    expect(row?.activatedAt).toBeInstanceOf(Date);
    expect((await post(authCalls.loginUser, { email, password: testPassword }, nextIp())).status).toBe(200);
  });

  it('says plainly that a used link was used (409) and an expired one expired', async () => {
    const first = await registerPending();
    expect((await activate(first.token)).status).toBe(200);
    const reused = await activate(first.token);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'This activation link has already been used. Your account is active: sign in.',
      data: { reason: 'link_used', fields: [{ path: 'token' }] },
    });

    const late = await registerPending();
    t.clock.advance(48 * 3_600_000 + 1);
    const expired = await activate(late.token);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      code: ErrorCode.validation,
      error: 'This activation link has expired.',
      data: {
        reason: 'link_expired',
        fields: [{ path: 'token', message: 'This activation link has expired.' }],
      },
    });
  });

  it('refuses an unknown or missing token with the field named', async () => {
    const unknown = await activate('not-a-real-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ reason: 'link_invalid', fields: [{ path: 'token' }] });
    const missing = await post(authCalls.activateAccount, {});
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({ fields: [{ path: 'token', message: 'The link has no token' }] });
  });

  it('refuses a password-reset token: links work only for their purpose', async () => {
    const { email } = await createUser(t, 'partner').then((r) => r.user);
    await post(passwordCalls.requestPasswordReset, { email }, nextIp());
    await t.app.deps.jobs.idle();
    const resetToken = linkToken((await lastEmailTo(t, email, 'password_reset'))?.text, 'reset-password');
    expect((await activate(resetToken)).body.data).toMatchObject({ reason: 'link_invalid' });
  });

  it('refuses a disabled account with 3008 and leaves the link unused', async () => {
    const { email, token } = await registerPending();
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, email));
    const refused = await activate(token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.accountNotAllowed);
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.email, email));
    expect((await activate(token)).status).toBe(200);
  });
});

describe('POST user/auth/resend-activation', () => {
  it('sends a new link that retires the older one', async () => {
    const ip = nextIp();
    const { email, token: old } = await registerPending();
    t.clock.advance(1000);
    const sent = await post(authCalls.resendActivation, { email: email.toUpperCase() }, ip);
    expect(sent.body).toMatchObject({ success: true, data: { sent: true } });
    await t.app.deps.jobs.idle();
    const fresh = linkToken((await lastEmailTo(t, email, 'activation'))?.text, 'activate');
    expect(fresh).not.toBe(old);
    expect((await activate(old)).body.data).toMatchObject({ reason: 'link_expired' });
    expect((await activate(fresh)).status).toBe(200);
  });

  it('answers the same for an unknown e-mail or an active account, and sends nothing', async () => {
    const ip = nextIp();
    const active = await createUser(t, 'seller');
    const before = (await emailsTo(active.user.email)).length;
    const unknown = await post(authCalls.resendActivation, { email: 'nobody-here@example.test' }, ip);
    const known = await post(authCalls.resendActivation, { email: active.user.email }, ip);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, code: '0', error: null, data: { sent: true } });
    await t.app.deps.jobs.idle();
    expect(await emailsTo('nobody-here@example.test')).toHaveLength(0);
    expect(await emailsTo(active.user.email)).toHaveLength(before);
  });

  it("sends a new link for an expired link's token, to the account's own e-mail", async () => {
    const { email, token } = await registerPending();
    t.clock.advance(49 * 3_600_000);
    const sent = await post(authCalls.resendActivation, { token }, nextIp());
    expect(sent.body.data).toEqual({ sent: true });
    await t.app.deps.jobs.idle();
    const fresh = linkToken((await lastEmailTo(t, email, 'activation'))?.text, 'activate');
    expect((await activate(fresh)).status).toBe(200);
  });

  it('refuses a body with neither e-mail nor token, and an unknown token', async () => {
    const none = await post(authCalls.resendActivation, {}, nextIp());
    expect(none.status).toBe(400);
    expect(none.body.data).toEqual({ fields: [{ path: 'email', message: 'Enter your e-mail' }] });
    const bad = await post(authCalls.resendActivation, { token: 'nope' }, nextIp());
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ reason: 'link_invalid' });
  });

  it('is rate limited per e-mail, known or not', async () => {
    for (const email of [newEmail(), (await registerPending()).email]) {
      for (let i = 0; i < 5; i++) {
        expect((await post(authCalls.resendActivation, { email }, nextIp())).status).toBe(200);
      }
      const limited = await post(authCalls.resendActivation, { email }, nextIp());
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/^Too many requests for a new link; try again in \d+ minutes$/);
    }
  });
});
