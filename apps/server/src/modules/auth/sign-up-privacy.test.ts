import { authCalls, ErrorCode } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import {
  createUser,
  lastEmailTo,
  linkToken,
  nextSignUpAddress,
  testPassword,
} from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { emails, users } from '../../db/schema';

// Registering an e-mail that already has an account answers as for a new one; only the owner
// hears of it. The limits count taken and new e-mails alike.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, remoteAddress = nextSignUpAddress()) =>
  callOf(t.app, authCalls.registerUser, { body, remoteAddress });
const signUp = (email: string, extra: Record<string, unknown> = {}, remoteAddress?: string) =>
  register(
    { email, password: 'mallory-pass-1', role: 'publisher', name: 'Mallory', ...extra },
    remoteAddress,
  );
const login = (email: string, password: string) =>
  callOf(t.app, authCalls.loginUser, {
    body: { email, password },
    remoteAddress: nextSignUpAddress(),
  });
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, kind)));
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST user/auth/register with a taken e-mail', () => {
  it('answers exactly as for a new e-mail, changes nothing and tells only the owner', async () => {
    const owner = await createUser(t, 'seller', { email: 'owner-taken@example.test' });
    const fresh = await signUp('brand-new-signup@example.test');
    const taken = await signUp(' Owner-Taken@Example.TEST ');
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({
      ...fresh.body,
      data: { email: 'owner-taken@example.test', activationRequired: true },
    });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    await t.app.deps.jobs.idle();
    const notice = await lastEmailTo(t, 'owner-taken@example.test', 'sign_up_attempt');
    expect(notice?.subject).toBe('Someone tried to sign up to Affiliate Atlas with your e-mail');
    expect(notice?.text).toContain(`${t.config.publicBaseUrl}/sign-in`);
    expect(notice?.text).toContain(`${t.config.publicBaseUrl}/forgot-password`);
    expect(notice?.text).not.toContain('Mallory');
    expect(await mailsTo('owner-taken@example.test', 'activation')).toHaveLength(1);

    expect(await userByEmail('owner-taken@example.test')).toMatchObject({
      id: owner.user.id,
      role: 'seller',
      name: 'Test seller',
      status: 'active',
    });
    expect((await login('owner-taken@example.test', 'mallory-pass-1')).status).toBe(400);
    expect((await login('owner-taken@example.test', testPassword)).status).toBe(200);
  });

  it('checks the invitation code the same way for a taken e-mail as for a new one', async () => {
    await createUser(t, 'seller', { email: 'owner-code@example.test' });
    for (const email of ['owner-code@example.test', 'new-code@example.test']) {
      const { status, body } = await signUp(email, { invitationCode: 'NOPE2345' });
      expect(status).toBe(400);
      expect(body.data).toEqual({
        fields: [{ path: 'invitationCode', message: 'No account has this invitation code' }],
      });
    }
  });

  it('sends a pending account a new activation link instead, within the link limit', async () => {
    const email = 'pending-again@example.test';
    expect((await signUp(email, { name: 'Pat' })).status).toBe(200);
    const first = linkToken((await lastEmailTo(t, email, 'activation'))?.text, 'activate');

    t.clock.advance(1000);
    const again = await signUp(email, { name: 'Someone Else', password: 'other-pass-2' });
    expect(again.body.data).toEqual({ email, activationRequired: true });
    await t.app.deps.jobs.idle();
    const second = linkToken((await lastEmailTo(t, email, 'activation'))?.text, 'activate');
    expect(second).not.toBe(first);
    expect(await userByEmail(email)).toMatchObject({ name: 'Pat', status: 'pending' });

    // 1 link counted so far for this e-mail; 4 asked for by name spend the hour's 5.
    for (let i = 0; i < 4; i++) {
      const resend = callOf(t.app, authCalls.resendActivation, {
        body: { email },
        remoteAddress: nextSignUpAddress(),
      });
      expect((await resend).status).toBe(200);
    }
    await t.app.deps.jobs.idle();
    const sent = (await mailsTo(email, 'activation')).length;
    expect(sent).toBe(6);
    const spent = await signUp(email);
    expect(spent.status).toBe(200);
    expect(spent.body.data).toEqual({ email, activationRequired: true });
    await t.app.deps.jobs.idle();
    expect(await mailsTo(email, 'activation')).toHaveLength(sent);
  });
});

describe('POST user/auth/register limits', () => {
  it('allows 5 sign-ups of one e-mail an hour, taken or not, then 1029 with Retry-After', async () => {
    // The owner's own sign-up was the first of the five.
    await createUser(t, 'partner', { email: 'owner-limit@example.test' });
    const allowed = { 'owner-limit@example.test': 4, 'nobody-limit@example.test': 5 };
    for (const [email, times] of Object.entries(allowed)) {
      for (let i = 0; i < times; i++) {
        expect((await signUp(email)).status).toBe(200);
      }
      const limited = await signUp(email);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(ErrorCode.rateLimited);
      expect(limited.body.error).toMatch(/^Too many sign-up attempts; try again in \d+ minutes$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    await t.app.deps.jobs.idle();
    expect(await mailsTo('owner-limit@example.test', 'sign_up_attempt')).toHaveLength(4);
  });

  it('allows 20 sign-ups an hour from one address, then 1029; other addresses go on', async () => {
    const ip = nextSignUpAddress();
    for (let i = 0; i < 20; i++) {
      expect((await signUp(`spread-${i}@example.test`, {}, ip)).status).toBe(200);
    }
    const limited = await signUp('spread-last@example.test', {}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userByEmail('spread-last@example.test')).toBeUndefined();
    expect((await signUp('spread-last@example.test')).status).toBe(200);
  });
});
