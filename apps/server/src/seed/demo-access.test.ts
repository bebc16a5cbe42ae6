import { authCalls, operatorAuthCalls, siteModeCalls } from '@atlas/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { publicDemoSite, realDeployment } from '../../test/support/production-env';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { operators, users } from '../db/schema';
import { demoPassword, seedDemo } from './demo';
import { limitDemoAccounts, servedDemoAccounts } from './demo-access';

// The README's demo password and the developer mailbox (every reset link) are served to a
// developer on the machine that runs the server, and to no one else: not on a production start,
// not to the visitors of a reverse proxy in front of a developer's server. A public demo site
// serves its demo user accounts, never its demo operators nor the mailbox.

const userEmails = ['seller@demo.test', 'publisher@demo.test', 'partner@demo.test', 'pending@demo.test'];
const operatorEmails = ['admin@demo.test', 'support@demo.test'];
const isOperator = (email: string) => operatorEmails.includes(email);

const signIn = (
  t: TTestApp,
  email: string,
  request: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  callOf(t.app, isOperator(email) ? operatorAuthCalls.loginOperator : authCalls.loginUser, {
    body: { email, password: demoPassword },
    ...request,
  });

const mailbox = (t: TTestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: '/dev/mailbox', headers, remoteAddress });

const refusedAsDemo = (answer: { status: number; body: { error?: string | null } }) => {
  expect(answer.status).toBe(403);
  expect(answer.body.error).toBe('The demo accounts sign in only on the machine that runs this server');
};

async function seeded(env: Record<string, string>) {
  const t = await createTestApp(env);
  await seedDemo(t.database.db);
  await limitDemoAccounts(t.database.db, servedDemoAccounts(t.config));
  return t;
}

describe("a developer's server behind a reverse proxy on the same machine", () => {
  let dev: TTestApp;
  let trusting: TTestApp;
  beforeAll(async () => {
    dev = await seeded({});
    trusting = await seeded({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await dev.close();
    await trusting.close();
  });

  it('signs the developer in with the demo password, and serves the mailbox', async () => {
    expect((await signIn(dev, 'seller@demo.test')).status).toBe(200);
    expect((await signIn(dev, 'admin@demo.test')).status).toBe(200);
    const page = await mailbox(dev);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Developer mailbox');
  });

  it("refuses a proxy's visitor the demo password and the mailbox when proxies are not trusted", async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of proxied) {
      refusedAsDemo(await signIn(dev, 'seller@demo.test', { headers }));
      refusedAsDemo(await signIn(dev, 'admin@demo.test', { headers }));
      expect((await mailbox(dev, headers)).statusCode).toBe(404);
    }
  });

  it('judges by the client the proxy names when TRUST_PROXY is set', async () => {
    const remote = { 'x-forwarded-for': '203.0.113.9' };
    refusedAsDemo(await signIn(trusting, 'publisher@demo.test', { headers: remote }));
    expect((await mailbox(trusting, remote)).statusCode).toBe(404);
    const local = { 'x-forwarded-for': '127.0.0.1' };
    expect((await signIn(trusting, 'publisher@demo.test', { headers: local })).status).toBe(200);
    expect((await mailbox(trusting, local)).statusCode).toBe(200);
  });

  it('refuses a client on another machine, and leaves other passwords alone', async () => {
    refusedAsDemo(await signIn(dev, 'partner@demo.test', { remoteAddress: '192.0.2.4' }));
    expect((await mailbox(dev, {}, '192.0.2.4')).statusCode).toBe(404);
    const wrong = await callOf(dev.app, authCalls.loginUser, {
      body: { email: 'partner@demo.test', password: 'not-the-demo-one' },
      remoteAddress: '192.0.2.4',
    });
    expect(wrong.status).toBe(400);
  });
});

describe('a production start', () => {
  let exposed: TTestApp;
  beforeAll(async () => {
    exposed = await createTestApp(realDeployment);
    await seedDemo(exposed.database.db);
  });
  afterAll(() => exposed.close());

  it('serves no developer mailbox, even to this machine', async () => {
    const response = await mailbox(exposed);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Mailbox');
  });

  it('refuses the demo password, even from this machine', async () => {
    for (const email of [...userEmails, ...operatorEmails]) {
      refusedAsDemo(await signIn(exposed, email));
    }
  });

  it('disables the demo accounts still holding the demo password, and a developer start enables them again', async () => {
    const disabled = await limitDemoAccounts(exposed.database.db, servedDemoAccounts(exposed.config));
    expect(disabled.sort()).toEqual([...userEmails, ...operatorEmails].sort());
    const people = await exposed.database.db.select().from(users).where(inArray(users.email, userEmails));
    expect(people.map((row) => row.status)).toEqual(userEmails.map(() => 'disabled'));
    const all = { users: true, operators: true };
    expect(await limitDemoAccounts(exposed.database.db, all)).toEqual([]);
    const again = await exposed.database.db.select().from(users).where(inArray(users.email, userEmails));
    expect(again.map((row) => row.status)).toEqual(userEmails.map(() => 'active'));
  });
});

describe('a public demo site (PUBLIC_DEMO_SITE)', () => {
  let demo: TTestApp;
  beforeAll(async () => {
    demo = await seeded(publicDemoSite);
  });
  afterAll(() => demo.close());

  it('signs visitors in to the demo user accounts, never to the demo operators', async () => {
    const visitor = { remoteAddress: '198.51.100.20' };
    expect((await signIn(demo, 'seller@demo.test', visitor)).status).toBe(200);
    expect((await signIn(demo, 'publisher@demo.test', visitor)).status).toBe(200);
    refusedAsDemo(await signIn(demo, 'admin@demo.test', visitor));
    const [admin] = await demo.database.db
      .select()
      .from(operators)
      .where(eq(operators.email, 'admin@demo.test'));
    expect(admin?.enabled).toBe(false);
  });

  it('serves no mailbox', async () => {
    expect((await mailbox(demo)).statusCode).toBe(404);
  });

  it('tells the web client that sign-in and payments are the built-in demo ones', async () => {
    const { status, body } = await callOf(demo.app, siteModeCalls.getSiteMode);
    expect(status).toBe(200);
    expect(body.data).toEqual({ marketplace: 'demo', payments: 'sandbox', publicDemo: true });
  });
});
