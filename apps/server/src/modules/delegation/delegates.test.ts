import { delegationCalls, ErrorCode } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createDelegation, invitationToken, invite } from '../../../test/support/delegation';
import { createUser, lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (token: string, body: unknown) => callOf(t.app, delegationCalls.addDelegate, { token, body });
const list = (token: string) => callOf(t.app, delegationCalls.listDelegates, { token });
const update = (token: string, id: string, body: unknown) =>
  callOf(t.app, delegationCalls.updateDelegate, { params: { id }, token, body });
const setStatus = (token: string, id: string, status: string) =>
  callOf(t.app, delegationCalls.setDelegateStatus, { params: { id, status }, token });
const remove = (token: string, id: string) =>
  callOf(t.app, delegationCalls.deleteDelegate, { params: { id }, token });

describe('POST user/delegation-accounts', () => {
  it('invites by e-mail (any case), lists the invitation and e-mails a link that works for 7 days', async () => {
    const owner = await createUser(t, 'seller');
    const { status, body } = await add(owner.token, { email: '  Helper@Example.TEST ', access: 'read_only' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'helper@example.test',
      access: 'read_only',
      status: 'invited',
      name: null,
      acceptedAt: null,
      invitedAt: t.clock.now.toISOString(),
      invitationExpiresAt: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
    });
    const mail = await lastEmailTo(t, 'helper@example.test', 'delegation_invitation');
    expect(mail?.subject).toBe('Test seller invited you to their Affiliate Atlas account');
    expect(mail?.text).toContain('read-only access');
    expect(mail?.text).toContain(`${t.config.publicBaseUrl}/delegation/accept?token=`);
    expect((await list(owner.token)).body.data).toEqual([body.data]);
  });

  it('sends a fresh link when the same e-mail is invited again, and the old link stops working', async () => {
    const owner = await createUser(t, 'publisher');
    const first = await invite(t, owner, 'again@example.test', 'full');
    t.clock.advance(60_000);
    const { status, body } = await add(owner.token, { email: 'AGAIN@example.test', access: 'read_only' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: first.delegate.id, access: 'read_only', status: 'invited' });
    const second = await invitationToken(t, 'again@example.test');
    expect(second).not.toBe(first.token);
    const old = await callOf(t.app, delegationCalls.preAcceptInvitation, { query: { token: first.token } });
    expect(old.status).toBe(400);
    expect((await list(owner.token)).body.data).toHaveLength(1);
  });

  it('refuses an e-mail that is already a delegate (409), and the owner itself (1001 on email)', async () => {
    const { owner, delegate } = await createDelegation(t);
    const taken = await add(owner.token, { email: delegate.user.email.toUpperCase(), access: 'full' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ErrorCode.conflict);
    expect(taken.body.data).toEqual({ fields: [{ path: 'email', message: 'Already your delegate' }] });

    const self = await add(owner.token, { email: owner.user.email, access: 'full' });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe(ErrorCode.validation);
    expect(self.body.data).toEqual({ fields: [{ path: 'email', message: 'You cannot invite yourself' }] });
  });

  it('checks the e-mail and the access level (1001 with fields)', async () => {
    const owner = await createUser(t, 'seller');
    const { status, body } = await add(owner.token, { email: 'not-an-email', access: 'admin' });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    const fields = (body.data as unknown as { fields: { path: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid e-mail address' },
        { path: 'access', message: 'Choose full or read-only access' },
      ]),
    );
    expect((await add(owner.token, {})).status).toBe(400);
    expect((await list(owner.token)).body.data).toEqual([]);
  });

  it('caps invitations per owner (429/1029)', async () => {
    const owner = await createUser(t, 'partner');
    for (let i = 0; i < 30; i++) {
      expect((await add(owner.token, { email: `bulk-${i}@example.test`, access: 'full' })).status).toBe(200);
    }
    const limited = await add(owner.token, { email: 'bulk-31@example.test', access: 'full' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET user/delegation-accounts/delegates', () => {
  it("lists only the owner's own delegates, newest first, with the delegate's name once accepted", async () => {
    const { owner, delegate } = await createDelegation(t, { access: 'read_only' });
    t.clock.advance(1000);
    await invite(t, owner, 'later@example.test');
    const { body } = await list(owner.token);
    expect(body.data.map((d) => [d.email, d.status, d.name])).toEqual([
      ['later@example.test', 'invited', null],
      [delegate.user.email, 'active', delegate.user.name],
    ]);
    expect(body.data[1]?.invitationExpiresAt).toBeNull();
    const stranger = await createUser(t, 'seller');
    expect((await list(stranger.token)).body.data).toEqual([]);
  });
});

describe('POST user/delegation-accounts/{id}', () => {
  it('changes the access level', async () => {
    const { owner, delegationId } = await createDelegation(t, { access: 'full' });
    const { status, body } = await update(owner.token, delegationId, { access: 'read_only' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: delegationId, access: 'read_only', status: 'active' });
  });

  it("refuses a bad access level (1001) and another owner's delegate (404)", async () => {
    const { owner, delegationId } = await createDelegation(t);
    const bad = await update(owner.token, delegationId, { access: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: [{ path: 'access', message: 'Choose full or read-only access' }],
    });
    const stranger = await createUser(t, 'seller');
    const foreign = await update(stranger.token, delegationId, { access: 'read_only' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.notFound);
  });
});

describe('POST user/delegation-accounts/{id}/{status}', () => {
  it('disables and enables an accepted delegate', async () => {
    const { owner, delegationId } = await createDelegation(t);
    expect((await setStatus(owner.token, delegationId, 'disable')).body.data.status).toBe('disabled');
    expect((await setStatus(owner.token, delegationId, 'disable')).body.data.status).toBe('disabled');
    expect((await setStatus(owner.token, delegationId, 'enable')).body.data.status).toBe('active');
  });

  it('refuses an unknown status (1001), a pending invitation (409) and a stranger (404)', async () => {
    const { owner, delegationId } = await createDelegation(t);
    const bad = await setStatus(owner.token, delegationId, 'pause');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: [{ path: 'status', message: 'Status must be enable or disable' }],
    });

    const pending = await invite(t, owner, 'pending@example.test');
    const early = await setStatus(owner.token, pending.delegate.id, 'disable');
    expect(early.status).toBe(409);
    expect(early.body.error).toContain('delete it to withdraw it');

    const stranger = await createUser(t, 'seller');
    expect((await setStatus(stranger.token, delegationId, 'disable')).status).toBe(404);
    expect((await list(owner.token)).body.data.find((d) => d.id === delegationId)?.status).toBe('active');
  });
});

describe('DELETE user/delegation-accounts/{id}', () => {
  it('removes a delegate, and withdraws an invitation so its link no longer works', async () => {
    const { owner, delegationId } = await createDelegation(t);
    const pending = await invite(t, owner, 'withdrawn@example.test');
    expect((await remove(owner.token, delegationId)).body.data).toEqual({ deleted: true });
    expect((await remove(owner.token, pending.delegate.id)).status).toBe(200);
    expect((await list(owner.token)).body.data).toEqual([]);
    const link = await callOf(t.app, delegationCalls.preAcceptInvitation, {
      query: { token: pending.token },
    });
    expect(link.status).toBe(400);
    expect(link.body.data).toMatchObject({ reason: 'link_invalid' });
  });

  it("answers 404 for another owner's delegate and for one already deleted", async () => {
    const { owner, delegationId } = await createDelegation(t);
    const stranger = await createUser(t, 'publisher');
    expect((await remove(stranger.token, delegationId)).status).toBe(404);
    expect((await remove(owner.token, delegationId)).status).toBe(200);
    const again = await remove(owner.token, delegationId);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(ErrorCode.notFound);
  });
});
