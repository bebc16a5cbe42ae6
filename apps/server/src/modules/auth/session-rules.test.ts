import { authCalls, delegationCalls, ErrorCode, operatorAuthCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession, invite, switchInto } from '../../../test/support/delegation';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operators, sessions, users } from '../../db/schema';

// How a bearer token becomes an account (sessions.service.ts, resolveSession), rule by rule, on
// an app that remembers nothing (ACCESS_CACHE_MS=0) and runs on the test clock: the rows are
// changed behind the service's back, as an operator's console or a crash would leave them.

let t: TTestApp;
let remembering: TTestApp;

beforeAll(async () => {
  [t, remembering] = await Promise.all([createTestApp({ ACCESS_CACHE_MS: '0' }), createTestApp()]);
});

afterAll(async () => {
  await Promise.all([t.close(), remembering.close()]);
});

const day = 86_400_000;
const me = (app: TTestApp, token: string) => callOf(app.app, authCalls.getSessionUser, { token });
/** `owner` invites `delegate`, who accepts; answers the delegation's id. */
async function delegateTo(owner: TAccount, delegate: TAccount): Promise<string> {
  // The newest invitation e-mail is read back by its time: a second one to the same delegate
  // must come later.
  t.clock.advance(1000);
  const invited = await invite(t, owner, delegate.user.email);
  const accepted = await callOf(t.app, delegationCalls.acceptInvitation, {
    token: delegate.token,
    body: { token: invited.token },
  });
  expect(accepted.status).toBe(200);
  return invited.delegate.id;
}
type TAccount = Awaited<ReturnType<typeof createUser>>;

const sessionOf = async (userId: string) => {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row as typeof sessions.$inferSelect;
};

describe('a session', () => {
  it('is named for its portal: aau_ for accounts, aao_ for operators, and its row ses_', async () => {
    const user = await createUser(t, 'publisher');
    const operator = await createOperator(t);
    expect(user.token).toMatch(/^aau_[\w-]{43}$/);
    expect(operator.token).toMatch(/^aao_[\w-]{43}$/);
    expect((await sessionOf(user.user.id)).id).toMatch(/^ses_/);
  });

  it(`lives SESSION_IDLE_DAYS (30) after its last use, to the millisecond, then says it expired`, async () => {
    const { token } = await createUser(t, 'publisher');
    t.clock.advance(30 * day);
    expect((await me(t, token)).status).toBe(200);
    t.clock.advance(30 * day + 1);
    const expired = await me(t, token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      code: ErrorCode.sessionMissing,
      error: 'Your session has expired; please sign in again',
    });
  });

  it('moves its "last seen" only after more than a minute, so most reads write nothing', async () => {
    const { user, token } = await createUser(t, 'publisher');
    const opened = (await sessionOf(user.id)).lastSeenAt;
    t.clock.advance(60_000);
    expect((await me(t, token)).status).toBe(200);
    expect((await sessionOf(user.id)).lastSeenAt).toEqual(opened);
    t.clock.advance(1);
    expect((await me(t, token)).status).toBe(200);
    expect((await sessionOf(user.id)).lastSeenAt).toEqual(t.clock.now);
  });

  it('opens one portal only, and says which one to use', async () => {
    const user = await createUser(t, 'seller');
    const operator = await createOperator(t);
    const onConsole = await callOf(t.app, operatorAuthCalls.getOperator, { token: user.token });
    expect(onConsole.body).toMatchObject({
      code: ErrorCode.accountNotAllowed,
      error: 'This is not an operator account',
    });
    const onPortal = await me(t, operator.token);
    expect(onPortal.body).toMatchObject({
      code: ErrorCode.accountNotAllowed,
      error: 'Operator accounts sign in on the operator console',
    });
  });

  it('stops at once when its account or its operator is disabled', async () => {
    const user = await createUser(t, 'partner');
    const operator = await createOperator(t);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.user.id));
    await t.database.db.update(operators).set({ enabled: false }).where(eq(operators.email, operator.email));
    const disabled = {
      code: ErrorCode.accountNotAllowed,
      error: 'This account is disabled; contact support',
    };
    expect((await me(t, user.token)).body).toMatchObject(disabled);
    expect(
      (await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token })).body,
    ).toMatchObject(disabled);
  });
});

describe('a switched session', () => {
  it('acts as the delegator while the delegation names both accounts, and only then', async () => {
    const mine = await createSwitchedSession(t);
    const theirs = await createSwitchedSession(t);
    expect((await me(t, mine.switched.token)).body.data.id).toBe(mine.owner.user.id);
    // A session row pointed at another pair's delegation (no service writes this) is refused.
    await t.database.db
      .update(sessions)
      .set({ delegationId: theirs.delegationId })
      .where(eq(sessions.actingUserId, mine.owner.user.id));
    const refused = await me(t, mine.switched.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(`Your access to ${mine.owner.user.name}'s account has ended`);
    expect((await me(t, theirs.switched.token)).body.data.id).toBe(theirs.owner.user.id);
  });

  it("is refused when pointed at the same owner's delegation to another delegate", async () => {
    const owner = await createUser(t, 'seller');
    const [first, second] = await Promise.all([createUser(t, 'publisher'), createUser(t, 'publisher')]);
    const firstDelegation = await delegateTo(owner, first);
    const secondDelegation = await delegateTo(owner, second);
    const switched = await switchInto(t, first.token, firstDelegation);
    await t.database.db
      .update(sessions)
      .set({ delegationId: secondDelegation })
      .where(eq(sessions.userId, first.user.id));
    expect((await me(t, switched.token)).status).toBe(403);
  });

  it("is refused when pointed at the same delegate's delegation from another owner", async () => {
    const delegate = await createUser(t, 'publisher');
    const [owner, other] = await Promise.all([createUser(t, 'seller'), createUser(t, 'seller')]);
    const ownDelegation = await delegateTo(owner, delegate);
    const otherDelegation = await delegateTo(other, delegate);
    const switched = await switchInto(t, delegate.token, ownDelegation);
    await t.database.db
      .update(sessions)
      .set({ delegationId: otherDelegation })
      .where(eq(sessions.actingUserId, owner.user.id));
    expect((await me(t, switched.token)).status).toBe(403);
  });

  it('says whose account is no longer active when the delegator is disabled', async () => {
    const { owner, switched } = await createSwitchedSession(t);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, owner.user.id));
    expect((await me(t, switched.token)).body).toMatchObject({
      code: ErrorCode.accountNotAllowed,
      error: `${owner.user.name}'s account is not active`,
    });
  });
});

describe('the guard’s memory', () => {
  it('never keeps a token it did not find: the same token works once its session is back', async () => {
    const { user, token } = await createUser(remembering, 'publisher');
    const [row] = await remembering.database.db
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning();
    await remembering.app.deps.accessCache.forget();
    expect((await me(remembering, token)).status).toBe(401);
    await remembering.database.db.insert(sessions).values(row as typeof sessions.$inferSelect);
    expect((await me(remembering, token)).status).toBe(200);
  });
});
