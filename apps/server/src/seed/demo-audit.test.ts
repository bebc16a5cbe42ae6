import { operatorAuthCalls, operatorCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { demoPassword, demoSupportEmail, seedDemo } from './demo';
import { seedDemoAudit } from './demo-audit';

// The console's audit log and users open on data: a support operator, and the demo admin's
// own writes on it in the log, one of them refused.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  expect(await seedDemoAudit(t.app.deps)).toBe(4);
}, 120_000);
afterAll(() => t.close());

const signIn = async (email: string) =>
  (await callOf(t.app, operatorAuthCalls.loginOperator, { body: { email, password: demoPassword } })).body
    .data.token;

describe('the demo audit log', () => {
  it('has a support operator who signs in and reads the log, one entry a refused write', async () => {
    const token = await signIn(demoSupportEmail);
    const me = await callOf(t.app, operatorAuthCalls.getOperator, { token });
    expect(me.body.data).toMatchObject({ role: 'support', name: 'Sam Support' });
    const log = await callOf(t.app, operatorCalls.listAudit, { token });
    // the seed's clock may stand still in tests: the four entries, in any order
    expect(log.body.data.items.map((e) => `${e.action} ${e.outcome}`).sort()).toEqual([
      'PATCH users/{id} done',
      'POST users/{id}/disable done',
      'POST users/{id}/disable failed',
      'POST users/{id}/enable done',
    ]);
  });
});
