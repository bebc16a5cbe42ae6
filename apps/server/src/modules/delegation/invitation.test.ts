import { delegationCalls, ErrorCode } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { invite } from '../../../test/support/delegation';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preAccept = (token: string, remoteAddress?: string) =>
  callOf(t.app, delegationCalls.preAcceptInvitation, { query: { token }, remoteAddress });
const accept = (sessionToken: string, token: unknown) =>
  callOf(t.app, delegationCalls.acceptInvitation, { token: sessionToken, body: { token } });

describe('GET user/delegation-accounts/invitations/pre-accept', () => {
  it('tells a new invitee to sign up, and names who invites with which access', async () => {
    const owner = await createUser(t, 'seller');
    const { token } = await invite(t, owner, 'Newcomer@Example.test', 'read_only');
    const { status, body } = await preAccept(token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      email: 'newcomer@example.test',
      isNewUser: true,
      access: 'read_only',
      owner: { name: owner.user.name, role: 'seller' },
      expiresAt: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
    });
  });

  it('tells an invitee who has an account to sign in', async () => {
    const owner = await createUser(t, 'publisher');
    const invitee = await createUser(t, 'partner');
    const { token } = await invite(t, owner, invitee.user.email.toUpperCase());
    expect((await preAccept(token)).body.data.isNewUser).toBe(false);
  });

  it('says plainly when the link is not valid, expired or already used', async () => {
    const owner = await createUser(t, 'seller');
    const invitee = await createUser(t, 'publisher');

    const unknown = await preAccept('no-such-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.validation);
    expect(unknown.body.data).toMatchObject({ reason: 'link_invalid' });
    expect(unknown.body.error).toContain('not valid');

    const expiring = await invite(t, owner, 'late@example.test');
    t.clock.advance(7 * 86_400_000 + 1000);
    const expired = await preAccept(expiring.token);
    expect(expired.status).toBe(400);
    expect(expired.body.data).toMatchObject({ reason: 'link_expired' });
    expect(expired.body.error).toBe(
      `This invitation has expired. Ask ${owner.user.name} (${owner.user.email}) to invite you again.`,
    );

    const used = await invite(t, owner, invitee.user.email);
    expect((await accept(invitee.token, used.token)).status).toBe(200);
    const reused = await preAccept(used.token);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe(ErrorCode.conflict);
    expect(reused.body.data).toMatchObject({ reason: 'link_used' });
    expect(reused.body.error).toContain('Delegated accounts');
  });

  it('needs a token (1001 on token)', async () => {
    const { status, body } = await callOf(t.app, delegationCalls.preAcceptInvitation);
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: [{ path: 'token', message: 'The invitation link has no token' }] });
  });

  it('stops an address that keeps trying unknown tokens (429/1029)', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await preAccept(`guess-${i}`, '10.9.9.9')).status).toBe(400);
    }
    const limited = await preAccept('guess-31', '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
    expect((await preAccept('guess-32', '10.9.9.10')).status).toBe(400);
  });
});

describe('POST user/delegation-accounts/invitations/accept', () => {
  it('makes the signed-in invitee the delegate, whatever the case of the invited e-mail', async () => {
    const owner = await createUser(t, 'seller');
    const invitee = await createUser(t, 'publisher');
    const { token, delegate } = await invite(t, owner, `  ${invitee.user.email.toUpperCase()}`, 'read_only');
    const { status, body } = await accept(invitee.token, token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: delegate.id,
      access: 'read_only',
      status: 'active',
      acceptedAt: t.clock.now.toISOString(),
      owner: { name: owner.user.name, email: owner.user.email, role: 'seller' },
    });
    const delegates = await callOf(t.app, delegationCalls.listDelegates, { token: owner.token });
    expect(delegates.body.data[0]).toMatchObject({ status: 'active', name: invitee.user.name });
  });

  it('refuses an account the invitation was not sent to, and a second accept', async () => {
    const owner = await createUser(t, 'seller');
    const invitee = await createUser(t, 'publisher');
    const someoneElse = await createUser(t, 'publisher');
    const { token } = await invite(t, owner, invitee.user.email);

    const wrong = await accept(someoneElse.token, token);
    expect(wrong.status).toBe(409);
    expect(wrong.body.data).toMatchObject({ reason: 'invitation_other_account' });
    expect(wrong.body.error).toContain(invitee.user.email);
    const owners = await accept(owner.token, token);
    expect(owners.status).toBe(409);

    expect((await accept(invitee.token, token)).status).toBe(200);
    const twice = await accept(invitee.token, token);
    expect(twice.status).toBe(409);
    expect(twice.body.data).toMatchObject({ reason: 'link_used' });
  });

  it('refuses an expired link and a missing token', async () => {
    const owner = await createUser(t, 'partner');
    const invitee = await createUser(t, 'seller');
    const { token } = await invite(t, owner, invitee.user.email);
    t.clock.advance(8 * 86_400_000);
    const expired = await accept(invitee.token, token);
    expect(expired.status).toBe(400);
    expect(expired.body.data).toMatchObject({ reason: 'link_expired' });

    const missing = await accept(invitee.token, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({
      fields: [{ path: 'token', message: 'The invitation link has no token' }],
    });
  });
});
