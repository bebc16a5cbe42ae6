import { authCalls, operatorAuthCalls } from '@atlas/shared';
import { demoAccounts, demoPassword, demoSellerEmail, seedDemo } from '../../src/seed/demo';
import { seedDemoCatalogue } from '../../src/seed/demo-catalogue';
import { seedDemoPublishers } from '../../src/seed/demo-publishers';
import { callOf } from './call';
import { createTestApp, type TTestApp } from './test-app';

/** A test app with the demo accounts, the demo seller's catalogue and the demo publishers seeded. */
export async function createDemoApp(): Promise<TTestApp> {
  const t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoCatalogue(t.app.deps, demoSellerEmail);
  await seedDemoPublishers(t.app.deps);
  return t;
}

/** Signs a demo account in with the demo password; answers its token. */
export async function signInDemo(t: TTestApp, email: string): Promise<string> {
  const login = await callOf(t.app, authCalls.loginUser, { body: { email, password: demoPassword } });
  return login.body.data.token;
}

/** Signs the demo admin operator in to the console; answers its token. */
export async function signInDemoOperator(t: TTestApp): Promise<string> {
  const email = demoAccounts.find((a) => a.role === 'operator')?.email ?? '';
  const login = await callOf(t.app, operatorAuthCalls.loginOperator, {
    body: { email, password: demoPassword },
  });
  return login.body.data.token;
}
