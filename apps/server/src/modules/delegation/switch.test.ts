import { authCalls, delegationCalls, ErrorCode } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createDelegation, createSwitchedSession, switchInto } from '../../../test/support/delegation';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { sessions, users } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => callOf(t.app, authCalls.getSessionUser, { token });
const current = (token: string) => callOf(t.app, delegationCalls.getCurrentDelegation, { token });
const delegators = (token: string) => callOf(t.app, delegationCalls.listDelegators, { token });
const setStatus = (token: string, id: string, status: 'enable' | 'disable') =>
  callOf(t.app, delegationCalls.setDelegateStatus, { params: { id, status }, token });
/** A write every account may make: inviting someone (refused before any rule when read-only). */
const someWrite = (token: string) =>
  callOf(t.app, delegationCalls.addDelegate, { token, body: { email: 'x@example.test', access: 'full' } });

describe('GET user/delegation-accounts/delegators', () => {
  it('lists the accounts delegated to the user, disabled ones included, and nobody else sees them', async () => {
    const { owner, delegate, delegationId } = await createDelegation(t, { access: 'read_only' });
    const { body } = await delegators(delegate.token);
    expect(body.data).toEqual([
      {
        id: delegationId,
        access: 'read_only',
        status: 'active',
        acceptedAt: t.clock.now.toISOString(),
        owner: { name: owner.user.name, email: owner.user.email, role: 'seller' },
      },
    ]);
    await setStatus(owner.token, delegationId, 'disable');
    expect((await delegators(delegate.token)).body.data[0]?.status).toBe('disabled');
    expect((await delegators(owner.token)).body.data).toEqual([]);
  });
});

describe('POST user/delegation-accounts/{id}/switch', () => {
  it("opens a session acting as the delegator that carries both ids, beside the delegate's own", async () => {
    const { owner, delegate, delegationId } = await createDelegation(t, { access: 'full' });
    const switched = await switchInto(t, delegate.token, delegationId);
    expect(switched.user).toMatchObject({ id: owner.user.id, email: owner.user.email, role: 'seller' });
    expect(switched.delegation).toEqual({
      delegationId,
      access: 'full',
      owner: { name: owner.user.name, email: owner.user.email, role: 'seller' },
      delegate: { name: delegate.user.name, email: delegate.user.email },
    });
    expect((await me(switched.token)).body.data.id).toBe(owner.user.id);
    expect((await current(switched.token)).body.data).toEqual(switched.delegation);
    expect((await current(delegate.token)).body.data).toBeNull();
    expect((await me(delegate.token)).body.data.id).toBe(delegate.user.id);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.delegationId, delegationId));
    expect(rows).toEqual([
      expect.objectContaining({ userId: delegate.user.id, actingUserId: owner.user.id, access: 'full' }),
    ]);
  });

  it("answers 404 for someone else's delegation and 409 for a disabled one", async () => {
    const { owner, delegate, delegationId } = await createDelegation(t);
    const stranger = await createUser(t, 'publisher');
    const foreign = await callOf(t.app, delegationCalls.switchIntoDelegator, {
      params: { id: delegationId },
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.notFound);
    const own = await callOf(t.app, delegationCalls.switchIntoDelegator, {
      params: { id: delegationId },
      token: owner.token,
    });
    expect(own.status).toBe(404);

    await setStatus(owner.token, delegationId, 'disable');
    const disabled = await callOf(t.app, delegationCalls.switchIntoDelegator, {
      params: { id: delegationId },
      token: delegate.token,
    });
    expect(disabled.status).toBe(409);
    expect(disabled.body.error).toBe(`${owner.user.name} has disabled your access to their account`);
  });

  it('does not switch from a switched session: go back first', async () => {
    const { switched, delegationId } = await createSwitchedSession(t);
    const { status, body } = await callOf(t.app, delegationCalls.switchIntoDelegator, {
      params: { id: delegationId },
      token: switched.token,
    });
    expect(status).toBe(403);
    expect(body.code).toBe(ErrorCode.roleNotAllowed);
  });

  it('keeps delegation management with the owner, even for a full-access delegate', async () => {
    const { switched } = await createSwitchedSession(t, { access: 'full' });
    for (const descriptor of [delegationCalls.listDelegates, delegationCalls.listDelegators]) {
      const { status, body } = await callOf(t.app, descriptor, { token: switched.token });
      expect(status).toBe(403);
      expect(body.code).toBe(ErrorCode.roleNotAllowed);
    }
    expect((await someWrite(switched.token)).body.error).toContain('Only the account owner');
  });
});

describe('read-only access', () => {
  it('refuses every write with 4003 but lets the delegate read and go back', async () => {
    const { switched, delegate } = await createSwitchedSession(t, { access: 'read_only' });
    const write = await someWrite(switched.token);
    expect(write.status).toBe(403);
    expect(write.body.code).toBe(ErrorCode.roleNotAllowed);
    expect(write.body.error).toContain('read-only access');
    expect((await me(switched.token)).status).toBe(200);

    const back = await callOf(t.app, authCalls.logout, { token: switched.token });
    expect(back.status).toBe(200);
    expect((await me(switched.token)).body.code).toBe(ErrorCode.tokenMismatch);
    expect((await me(delegate.token)).body.data.id).toBe(delegate.user.id);
  });

  it('applies a change of access to a switched session on its next call', async () => {
    const { owner, switched, delegationId } = await createSwitchedSession(t, { access: 'full' });
    await callOf(t.app, delegationCalls.updateDelegate, {
      params: { id: delegationId },
      token: owner.token,
      body: { access: 'read_only' },
    });
    expect((await someWrite(switched.token)).body.error).toContain('read-only access');
    expect((await current(switched.token)).body.data?.access).toBe('read_only');
  });
});

describe('ending a delegation', () => {
  it('cuts a switched session off at once when disabled, saying whose account, and a new switch works once enabled', async () => {
    const { owner, delegate, switched, delegationId } = await createSwitchedSession(t);
    await setStatus(owner.token, delegationId, 'disable');
    const cut = await me(switched.token);
    expect(cut.status).toBe(403);
    expect(cut.body.code).toBe(ErrorCode.accountNotAllowed);
    expect(cut.body.error).toBe(`Your access to ${owner.user.name}'s account has ended`);
    expect((await me(delegate.token)).status).toBe(200);

    await setStatus(owner.token, delegationId, 'enable');
    expect((await me(switched.token)).body.code).toBe(ErrorCode.tokenMismatch);
    const again = await switchInto(t, delegate.token, delegationId);
    expect((await me(again.token)).body.data.id).toBe(owner.user.id);
  });

  it('cuts a switched session off when the delegation is deleted', async () => {
    const { owner, switched, delegationId } = await createSwitchedSession(t);
    await callOf(t.app, delegationCalls.deleteDelegate, { params: { id: delegationId }, token: owner.token });
    const cut = await me(switched.token);
    expect(cut.status).toBe(403);
    expect(cut.body.error).toBe(`Your access to ${owner.user.name}'s account has ended`);
  });

  it("refuses a switched session once the delegator's account is disabled", async () => {
    const { owner, switched } = await createSwitchedSession(t);
    expect((await me(switched.token)).status).toBe(200);
    // As the operator's disable will: the write, then the guard's memory forgotten everywhere.
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, owner.user.id));
    await t.app.deps.accessCache.forget();
    const { status, body } = await me(switched.token);
    expect(status).toBe(403);
    expect(body.code).toBe(ErrorCode.accountNotAllowed);
  });
});
