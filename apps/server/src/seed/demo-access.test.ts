import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { demoPassword, seedDemo } from './demo';
import { limitDemoAccounts } from './demo-access';

// On a binding beyond this machine, the README's demo password must open nothing, and the
// developer mailbox (every reset link) must not exist.
let exposed: TTestApp;
beforeAll(async () => {
  exposed = await createTestApp({ HOST: '0.0.0.0' });
  await seedDemo(exposed.database.db);
});
afterAll(() => exposed.close());

const isOperator = (email: string) => email.startsWith('admin') || email.startsWith('support');
const signIn = (t: TTestApp, email: string) =>
  call(t.app, {
    api: isOperator(email) ? 'admin' : 'user',
    method: 'POST',
    path: isOperator(email) ? 'auth/login' : 'user/auth/login',
    body: { email, password: demoPassword },
  });

describe('demo accounts and the mailbox on a non-loopback binding', () => {
  it('serves no developer mailbox', async () => {
    const response = await exposed.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Mailbox');
  });

  it('disables the demo accounts that still have the demo password, and enables them again on loopback', async () => {
    const emails = [
      'seller@demo.test',
      'publisher@demo.test',
      'partner@demo.test',
      'pending@demo.test',
      'admin@demo.test',
      'support@demo.test',
    ];
    expect((await signIn(exposed, 'seller@demo.test')).status).toBe(200);
    expect((await limitDemoAccounts(exposed.database.db, false)).sort()).toEqual([...emails].sort());
    for (const email of emails) {
      const answer = await signIn(exposed, email);
      expect(answer.status, email).toBe(403);
    }
    expect(await limitDemoAccounts(exposed.database.db, true)).toEqual([]);
    for (const email of emails) {
      expect((await signIn(exposed, email)).status, email).toBe(200);
    }
  });
});
