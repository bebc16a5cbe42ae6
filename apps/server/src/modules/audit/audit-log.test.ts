import {
  adminAuthHeader,
  adminPrefix,
  authCalls,
  ErrorCode,
  operatorAuthCalls,
  publisherReviewCalls,
} from '@atlas/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operatorAudit } from '../../db/schema';

// The frame every operator write runs in: the audit log, the support role's read-only
// access, and the console session's shorter life.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = (token: string, body: unknown) =>
  callOf(t.app, publisherReviewCalls.reviewPublisher, { token, body });
const entriesFor = (targetId: string) =>
  t.database.db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.targetId, targetId))
    .orderBy(desc(operatorAudit.at));

describe('the audit log', () => {
  it('keeps who changed which publisher, when, and the publisher before and after', async () => {
    const operator = await createOperator(t);
    const publisher = await createUser(t, 'publisher');
    const answer = await review(operator.token, { publisherId: publisher.user.id, status: 'approved' });
    expect(answer.status).toBe(200);

    const [entry] = await entriesFor(publisher.user.id);
    expect(entry).toMatchObject({
      operatorId: operator.operator.id,
      operatorEmail: operator.email,
      action: 'PUT publisher/review',
      targetType: 'publisher',
      outcome: 'done',
      error: null,
      input: { publisherId: publisher.user.id, status: 'approved' },
      before: { reviewStatus: 'pending', associateStatus: 'unverified' },
      after: { reviewStatus: 'approved', associateStatus: 'unverified' },
    });
    expect(entry?.finishedAt).not.toBeNull();
  });

  it('keeps a write that failed, with its error, and the record unchanged', async () => {
    const operator = await createOperator(t);
    const publisher = await createUser(t, 'publisher');
    const refused = await review(operator.token, { publisherId: publisher.user.id, status: 'rejected' });
    expect(refused.status).toBe(400);
    // invalid input is refused before the write starts: nothing to log
    expect(await entriesFor(publisher.user.id)).toEqual([]);

    const bank = await callOf(t.app, publisherReviewCalls.reviewPublisherBank, {
      token: operator.token,
      body: { publisherId: publisher.user.id, status: 'approved' },
    });
    expect(bank.status).toBeGreaterThanOrEqual(400);
    const [entry] = await entriesFor(publisher.user.id);
    expect(entry).toMatchObject({ action: 'PUT publisher/bank/review', outcome: 'failed' });
    expect(entry?.error).toMatch(new RegExp(`^${bank.body.code} `));
    expect(entry?.before).toEqual(entry?.after);
  });
});

describe('a support operator', () => {
  it('reads the console but every write answers 4003, and nothing is logged or changed', async () => {
    const support = await createOperator(t, { role: 'support' });
    const publisher = await createUser(t, 'publisher');
    const list = await callOf(t.app, publisherReviewCalls.countPublishers, { token: support.token });
    expect(list.status).toBe(200);
    const write = await review(support.token, { publisherId: publisher.user.id, status: 'approved' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe(ErrorCode.roleNotAllowed);
    expect(await entriesFor(publisher.user.id)).toEqual([]);
    const me = await callOf(t.app, operatorAuthCalls.getOperator, { token: support.token });
    expect(me.body.data).toMatchObject({ role: 'support' });
  });
});

describe("an operator's session", () => {
  it('ends after an hour unused, where a user session lasts', async () => {
    const operator = await createOperator(t);
    const user = await createUser(t, 'seller');
    t.clock.advance(61 * 60_000);
    const console = await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token });
    expect(console.status).toBe(401);
    const portal = await callOf(t.app, authCalls.getSessionUser, { token: user.token });
    expect(portal.status).toBe(200);
  });

  it('ends twelve hours after sign-in however busy it was', async () => {
    const operator = await createOperator(t);
    for (let hour = 0; hour < 11; hour += 1) {
      t.clock.advance(59 * 60_000);
      const used = await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token });
      expect(used.status).toBe(200);
    }
    t.clock.advance(2 * 59 * 60_000);
    const late = await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token });
    expect(late.status).toBe(401);
  });
});

describe('an export', () => {
  it('is in the log with its filters, whoever made it, support included', async () => {
    const support = await createOperator(t, { role: 'support' });
    const file = await t.app.inject({
      url: `${adminPrefix}publisher/export?reviewStatus=approved`,
      headers: { [adminAuthHeader]: `Bearer ${support.token}` },
    });
    expect(file.statusCode).toBe(200);
    // the entry is finished once the file has gone out (the handler's answer is the sent reply)
    const finished = async () => {
      const [row] = await t.database.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.operatorId, support.operator.id));
      expect(row?.outcome).toBe('done');
      return row;
    };
    const entry = await vi.waitFor(finished, { timeout: 5000, interval: 20 });
    expect(entry).toMatchObject({
      action: 'GET publisher/export',
      targetType: 'publisher',
      outcome: 'done',
      input: { reviewStatus: 'approved' },
    });
  });
});
