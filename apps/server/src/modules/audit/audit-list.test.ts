import { ErrorCode, operatorCalls, publisherReviewCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths } from '../../../test/support/call';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operatorAudit } from '../../db/schema';
import { newId } from '../../platform/ids';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string> = {}) =>
  callOf(t.app, operatorCalls.listAudit, { token, query });

describe('GET audit/list', () => {
  it('lists the writes newest first, filtered by operator, target, action and outcome', async () => {
    const operator = await createOperator(t);
    const first = await createUser(t, 'publisher');
    const second = await createUser(t, 'publisher');
    for (const publisher of [first, second]) {
      t.clock.advance(1000);
      await callOf(t.app, publisherReviewCalls.reviewPublisher, {
        token: operator.token,
        body: { publisherId: publisher.user.id, status: 'approved' },
      });
    }
    const mine = await list(operator.token, { operatorId: operator.operator.id });
    expect(mine.body.data.items.map((e) => e.targetId)).toEqual([second.user.id, first.user.id]);
    expect(mine.body.data.items[0]).toMatchObject({ action: 'PUT publisher/review', outcome: 'done' });
    const one = await list(operator.token, { targetType: 'publisher', targetId: first.user.id });
    expect(one.body.data.items.map((e) => e.targetId)).toEqual([first.user.id]);
    const byAction = await list(operator.token, { operatorId: operator.operator.id, action: 'bank/review' });
    expect(byAction.body.data.total).toBe(0);
    const failed = await list(operator.token, { operatorId: operator.operator.id, outcome: 'failed' });
    expect(failed.body.data.total).toBe(0);
    const paged = await list(operator.token, { operatorId: operator.operator.id, pageSize: '1', page: '2' });
    expect(paged.body.data.items.map((e) => e.targetId)).toEqual([first.user.id]);
  });

  it('shows a started entry older than five minutes as interrupted, and filters by it', async () => {
    const operator = await createOperator(t);
    const targetId = newId('x');
    await t.database.db.insert(operatorAudit).values([
      {
        id: newId('aud'),
        operatorId: operator.operator.id,
        operatorEmail: operator.email,
        action: 'POST crash/test',
        targetType: 'crash-test',
        targetId,
        at: new Date(t.clock.now.getTime() - 10 * 60_000),
      },
      {
        id: newId('aud'),
        operatorId: operator.operator.id,
        operatorEmail: operator.email,
        action: 'POST crash/test',
        targetType: 'crash-test',
        targetId,
        at: new Date(t.clock.now.getTime() - 60_000),
      },
    ]);
    const both = await list(operator.token, { targetType: 'crash-test' });
    expect(both.body.data.items.map((e) => e.outcome)).toEqual(['started', 'interrupted']);
    const interrupted = await list(operator.token, { targetType: 'crash-test', outcome: 'interrupted' });
    expect(interrupted.body.data.items.map((e) => e.outcome)).toEqual(['interrupted']);
    const started = await list(operator.token, { targetType: 'crash-test', outcome: 'started' });
    expect(started.body.data.items.map((e) => e.outcome)).toEqual(['started']);
    const targets = await callOf(t.app, operatorCalls.auditTargets, { token: operator.token });
    expect(targets.body.data.targetTypes).toEqual(expect.arrayContaining(['crash-test', 'publisher']));
  });

  it('filters by UTC days, both ends included', async () => {
    const operator = await createOperator(t);
    const today = t.clock.now.toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const inRange = await list(operator.token, { from: yesterday, to: today, targetType: 'crash-test' });
    expect(inRange.body.data.total).toBe(2);
    const tomorrow = new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const later = await list(operator.token, { from: tomorrow, targetType: 'crash-test' });
    expect(later.body.data.total).toBe(0);
    const before = await list(operator.token, { from: '2000-01-01', to: '2000-01-02' });
    expect(before.body.data.total).toBe(0);
  });

  it('refuses a range over 366 days, an end before the start and an unknown outcome (400)', async () => {
    const support = await createOperator(t, { role: 'support' });
    const long = await list(support.token, { from: '2025-01-01', to: '2026-01-02' });
    expect(long.status).toBe(400);
    expect(fieldPaths(long.body)).toEqual(['to']);
    const backwards = await list(support.token, { from: '2026-02-01', to: '2026-01-01' });
    expect(fieldPaths(backwards.body)).toEqual(['to']);
    const bad = await list(support.token, { outcome: 'exploded', from: 'yesterday' });
    expect(new Set(fieldPaths(bad.body))).toEqual(new Set(['outcome', 'from']));
    // a year is fine, to the support role too
    expect((await list(support.token, { from: '2025-01-01', to: '2025-12-31' })).status).toBe(200);
  });

  it('refuses a day no calendar has, or past 2099, on its field (400, not a crash)', async () => {
    const support = await createOperator(t, { role: 'support' });
    for (const [query, field] of [
      [{ from: '2025-13-01' }, 'from'],
      [{ to: '9999-99-99' }, 'to'],
      [{ from: '0000-00-00' }, 'from'],
      [{ from: '9999-12-31', to: '9999-12-31' }, 'from'],
    ] as const) {
      const answer = await list(support.token, query);
      expect(answer.status).toBe(400);
      expect(fieldPaths(answer.body)[0]).toBe(field);
    }
  });

  it('is closed to user sessions', async () => {
    const seller = await createUser(t, 'seller');
    const refused = await list(seller.token);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.code).not.toBe(ErrorCode.ok);
  });
});
