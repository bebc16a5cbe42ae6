import { ErrorCode, operatorCalls } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operators } from '../../db/schema';

// The last-admin rule under a race: on PostgreSQL two admins disabling each other at once used to
// lock different rows and deadlock (issue 13). This file starts with no operator at all.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TAdmin = Awaited<ReturnType<typeof createOperator>>;

const disable = (actor: TAdmin, target: TAdmin) =>
  callOf(t.app, operatorCalls.disableOperator, { params: { id: target.operator.id }, token: actor.token });

const enabledAdmins = () =>
  t.database.db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.enabled, true)));

describe('two admins disabling each other at once', () => {
  it('lets one through and refuses the other by the last-admin rule, round after round, never a deadlock', async () => {
    let survivor = await createOperator(t);
    for (let round = 0; round < 6; round++) {
      const other = await createOperator(t);
      expect(await enabledAdmins()).toHaveLength(2);
      const [one, two] = await Promise.all([disable(survivor, other), disable(other, survivor)]);
      const statuses = [one.status, two.status].sort();
      // The one not let through is refused by the last-admin rule (409) when both were signed in
      // before either wrote; when the winner's write commits before the loser's request reads its
      // session, that session is already disabled (401): refused all the same, and no deadlock.
      expect(statuses, JSON.stringify([one.body, two.body])).toContainEqual(200);
      const refused = one.status === 200 ? two : one;
      if (refused.status === 401) {
        expect(refused.body.code).toBe(ErrorCode.tokenMismatch);
      } else {
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe(ErrorCode.conflict);
        expect(refused.body.error).toMatch(/last enabled admin/);
      }
      const left = await enabledAdmins();
      expect(left).toHaveLength(1);
      survivor = left[0]?.id === other.operator.id ? other : survivor;
      expect(left[0]?.id).toBe(survivor.operator.id);
    }
  });
});
