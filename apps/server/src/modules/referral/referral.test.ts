import { authCalls, ErrorCode, referralCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser, testPassword } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `192.0.2.${++lastIp}`;

const check = (invitationCode: unknown, remoteAddress = nextIp()) =>
  callOf(t.app, referralCalls.checkInvitationCode, { body: { invitationCode }, remoteAddress });
const referral = (token: string) => callOf(t.app, referralCalls.getReferral, { token });

describe('POST user/inviter/check-invitation-code', () => {
  it('accepts a code in any case and names the inviter', async () => {
    const inviter = await createUser(t, 'publisher');
    const { status, body } = await check(` ${inviter.user.referralCode.toLowerCase()} `);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      invitationCode: inviter.user.referralCode,
      valid: true,
      inviterName: 'Test publisher',
    });
  });

  it('says an unknown code is not valid', async () => {
    const { body } = await check('ZZZZ9999');
    expect(body.data).toEqual({ invitationCode: 'ZZZZ9999', valid: false, inviterName: null });
  });

  it('refuses an empty or missing code with the field named', async () => {
    for (const code of ['   ', undefined]) {
      const { status, body } = await check(code);
      expect(status).toBe(400);
      expect(body.code).toBe(ErrorCode.validation);
      expect(body.data).toEqual({
        fields: [{ path: 'invitationCode', message: 'Enter an invitation code' }],
      });
    }
  });

  it('is rate limited per address against guessing', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      expect((await check(`GUESS${i}`, ip)).status).toBe(200);
    }
    const limited = await check('GUESSED', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
  });
});

describe('GET user/inviter/referral', () => {
  it('answers my code, its share link and whom I invited, newest first, with their status', async () => {
    const me = await createUser(t, 'partner');
    const code = me.user.referralCode;
    const active = await createUser(t, 'publisher', { invitationCode: code.toLowerCase() });
    t.clock.advance(1000);
    const pendingEmail = `invited-pending-${Date.now()}@example.test`;
    await callOf(t.app, authCalls.registerUser, {
      body: {
        email: pendingEmail,
        password: testPassword,
        role: 'seller',
        name: 'Pending Pete',
        invitationCode: code,
      },
    });

    const { status, body } = await referral(me.token);
    expect(status).toBe(200);
    expect(body.data.referralCode).toBe(code);
    expect(body.data.shareLink).toBe(`${t.config.publicBaseUrl}/sign-up?code=${code}`);
    expect(body.data).toMatchObject({ total: 2, activated: 1 });
    expect(body.data.invitees).toMatchObject([
      { name: 'Pending Pete', role: 'seller', status: 'pending', activatedAt: null },
      { id: active.user.id, name: 'Test publisher', role: 'publisher', status: 'active' },
    ]);
    expect(Date.parse(body.data.invitees[1]?.activatedAt ?? '')).not.toBeNaN();
    expect(JSON.stringify(body.data)).not.toContain(pendingEmail);
  });

  it('lists only my own invitees: another inviter sees none of them', async () => {
    const inviter = await createUser(t, 'seller');
    await createUser(t, 'seller', { invitationCode: inviter.user.referralCode });
    const stranger = await createUser(t, 'seller');
    const { body } = await referral(stranger.token);
    expect(body.data).toMatchObject({
      referralCode: stranger.user.referralCode,
      total: 0,
      activated: 0,
      invitees: [],
    });
    expect((await referral(inviter.token)).body.data.total).toBe(1);
  });
});
