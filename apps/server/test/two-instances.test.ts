import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCalls, commissionCalls, passwordCalls } from '@atlas/shared';
import { Queue } from 'bullmq';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCloses, clicks, emails } from '../src/db/schema';
import type { TOutgoingMail } from '../src/integrations/mail/transport';
import { billingCloseJob, queueBillingClose } from '../src/modules/billing/billing-close-jobs';
import { attributionJob, queueAttributionDay } from '../src/modules/conversions/attribution-jobs';
import { addMonths, monthInZone } from '../src/platform/zoned-day';
import { callOf } from './support/call';
import { createProduct, createSeller, createUser, testPassword } from './support/factories';
import { createTestAppPair, type TTestApp } from './support/test-app';
import { insertTrackingLink } from './support/tracking-links';

// docs/architecture.md, "Two instances": two servers behind one load balancer, on one
// PostgreSQL database and one Redis, each with its own click log. What one instance does, the
// other sees: sessions, limits and caches are shared, a background job runs once on one of them,
// and every click of either is counted once. PostgreSQL only: PGlite is one instance's alone.
const runs = process.env.TEST_DB_ENGINE === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(runs)('two instances on one database and one Redis (CI always)', () => {
  // This file's own queue, limits and channels: other files' apps on the same Redis stay apart.
  const prefix = `pair-${process.pid}-${Date.now()}`;
  const sent: TOutgoingMail[] = [];
  const transport = {
    kind: 'smtp' as const,
    send: async (mail: TOutgoingMail) => {
      sent.push(mail);
    },
    close: () => undefined,
  };
  let a: TTestApp;
  let b: TTestApp;
  let queue: Queue;
  let lastAddress = 0;
  const nextAddress = () => `198.51.100.${++lastAddress}`;

  beforeAll(async () => {
    const env = (instance: string) => ({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: prefix,
      DATA_DIR: mkdtempSync(join(tmpdir(), `atlas-instance-${instance}-`)),
      CLICK_LOG_INSTANCE: instance,
      LOGIN_LIMIT_PER_ACCOUNT: '3',
    });
    const pair = await createTestAppPair([env('a'), env('b')], { mailTransport: transport });
    [a, b] = pair!;
    await Promise.all([a.app.ready(), b.app.ready()]);
    queue = new Queue(prefix, { connection: { url: process.env.TEST_REDIS_URL! } });
  });
  afterAll(async () => {
    await queue?.close();
    await a?.close();
    await b?.close();
  });

  const bothIdle = () => Promise.all([a.app.deps.jobs.idle(), b.app.deps.jobs.idle()]);
  const finishedJobs = async (name: string) =>
    (await queue.getJobs(['completed', 'failed'])).filter((job) => job.name === name);

  it('takes a session opened on one instance on the other, and ends it on both at sign-out', async () => {
    const { token } = await createUser(a, 'publisher');
    expect((await callOf(b.app, authCalls.getSessionUser, { token })).status).toBe(200);
    // B has the session in its access cache now; A's sign-out must reach it.
    expect((await callOf(a.app, authCalls.logout, { token })).status).toBe(200);
    // Told through Redis: a message's way, not the access cache's 10 s.
    await expect
      .poll(async () => (await callOf(b.app, authCalls.getSessionUser, { token })).status, { timeout: 1000 })
      .toBe(401);
  });

  it('counts failed sign-ins from one address on both instances together', async () => {
    const { user } = await createUser(a, 'seller');
    const address = nextAddress();
    const signIn = (app: TTestApp, password: string) =>
      callOf(app.app, authCalls.loginUser, { body: { email: user.email, password }, remoteAddress: address });
    expect((await signIn(a, 'wrong-pass-1')).status).toBe(400);
    expect((await signIn(b, 'wrong-pass-1')).status).toBe(400);
    expect((await signIn(a, 'wrong-pass-1')).status).toBe(400);
    const held = await signIn(b, testPassword);
    expect(held.status).toBe(429);
  });

  it('reads a link changed on one instance at the next click on the other', async () => {
    const seller = await createSeller(a);
    const { user: owner } = await createUser(a, 'publisher');
    const product = await createProduct(a, seller.user.id, { status: 'active', commissionBp: 1000 });
    const link = await insertTrackingLink(a, owner.id, { productId: product.id });
    const clickOn = (app: TTestApp) =>
      app.app.inject({ url: `/t/${link.code}`, remoteAddress: nextAddress() });
    expect((await clickOn(b)).statusCode).toBe(302);
    // B remembers the link as earning for CLICK_LINK_CACHE_MS (a minute); A's write tells it.
    const off = await callOf(a.app, commissionCalls.deactivateProducts, {
      token: seller.token,
      body: { ids: [product.id] },
    });
    expect(off.status).toBe(200);
    await expect
      .poll(async () => {
        await clickOn(b);
        await b.app.clicks.shipper.drain(10_000);
        const rows = await b.database.db.select().from(clicks).where(eq(clicks.linkId, link.id));
        return rows.some((row) => !row.earning);
      })
      .toBe(true);
  });

  it('counts every click of both instances once, each shipped from its own log', async () => {
    const { user: owner } = await createUser(a, 'publisher');
    const link = await insertTrackingLink(a, owner.id);
    const perInstance = 40;
    for (let i = 0; i < perInstance; i++) {
      for (const app of [a, b]) {
        const res = await app.app.inject({ url: `/t/${link.code}`, remoteAddress: nextAddress() });
        expect(res.statusCode).toBe(302);
      }
    }
    await Promise.all([a.app.clicks.shipper.drain(10_000), b.app.clicks.shipper.drain(10_000)]);
    // Shipping again, by either, adds nothing.
    await Promise.all([a.app.clicks.shipper.shipOnce(), b.app.clicks.shipper.shipOnce()]);
    const rows = await a.database.db.select().from(clicks).where(eq(clicks.linkId, link.id));
    expect(rows).toHaveLength(2 * perInstance);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2 * perInstance);
  });

  it('delivers an e-mail asked on either instance once', async () => {
    const users = [await createUser(a, 'partner'), await createUser(b, 'partner')];
    const addresses = users.map(({ user }) => user.email);
    sent.length = 0;
    for (const [i, app] of [a, b].entries()) {
      const asked = await callOf(app.app, passwordCalls.requestPasswordReset, {
        body: { email: addresses[i] },
        remoteAddress: nextAddress(),
      });
      expect(asked.status).toBe(200);
    }
    await bothIdle();
    const resets = await a.database.db.select().from(emails).where(inArray(emails.to, addresses));
    const resetIds = resets.filter((row) => row.kind === 'password_reset').map((row) => row.id);
    expect(resetIds).toHaveLength(2);
    expect(sent.filter((mail) => addresses.includes(mail.to) && /reset/i.test(mail.text))).toHaveLength(2);
    const deliveries = (await finishedJobs('email.deliver')).filter((job) => resetIds.includes(job.id ?? ''));
    expect(deliveries.map((job) => job.attemptsMade)).toEqual([1, 1]);
  });

  it('closes a month asked by both instances at once one time, on one of them', async () => {
    const month = addMonths(monthInZone(a.clock.now, 'America/New_York'), -1);
    const [one, two] = await Promise.all([
      queueBillingClose(a.app.deps, 'US', month, 'schedule'),
      queueBillingClose(b.app.deps, 'US', month, 'schedule'),
    ]);
    expect(two.id).toBe(one.id);
    await bothIdle();
    const closes = await a.database.db.select().from(billingCloses).where(eq(billingCloses.month, month));
    expect(closes.filter((close) => close.countryCode === 'US')).toHaveLength(1);
    const ran = await finishedJobs(billingCloseJob);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.finishedOn).toBeDefined();
    expect(ran[0]?.attemptsMade).toBe(1);
  });

  it('imports an attribution day asked by both instances at once one time', async () => {
    const day = a.clock.now.toISOString().slice(0, 10);
    const [one, two] = await Promise.all([
      queueAttributionDay(a.app.deps, 'UK', day, 'schedule'),
      queueAttributionDay(b.app.deps, 'UK', day, 'schedule'),
    ]);
    expect(two.id).toBe(one.id);
    await bothIdle();
    const ran = (await finishedJobs(attributionJob)).filter((job) => job.data.runId === one.id);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.attemptsMade).toBe(1);
  });
});
