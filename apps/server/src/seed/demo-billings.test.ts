import { payoutCalls, publisherBillingCalls, sellerBillingCalls } from '@atlas/shared';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo, signInDemoOperator } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { sellerBillingItems, sellerBillings, users } from '../db/schema';
import { demoPublisherEmail, demoSellerEmail } from './demo';
import { seedDemoBillings } from './demo-billings';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoConversions } from './demo-conversions';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoPlacements } from './demo-placements';
import { seedDemoTracking } from './demo-tracking';

// What the demo seller and publisher find in their Billings on first start: closed months made
// by the real close over the demo's conversions and campaigns, whatever the day of the start.
let t: TTestApp;
let ids: string[];
let runs: Awaited<ReturnType<typeof seedDemoPayouts>>;
beforeAll(async () => {
  t = await createDemoApp();
  await seedDemoTracking(t.app.deps);
  await seedDemoConversions(t.app.deps);
  await seedDemoPlacements(t.app.deps);
  await seedDemoCampaigns(t.app.deps);
  ids = await seedDemoBillings(t.app.deps);
  runs = await seedDemoPayouts(t.app.deps);
}, 120_000);
afterAll(() => t.close());

describe('the demo billings', () => {
  it('give the demo seller a paid, an overdue and an unpaid billing', async () => {
    expect(ids).toHaveLength(3);
    const token = await signInDemo(t, demoSellerEmail);
    const { body } = await callOf(t.app, sellerBillingCalls.listSellerBillings, {
      token,
      query: { countryCode: 'US' },
    });
    expect(body.data.items.map((b) => b.displayStatus)).toEqual(['unpaid', 'overdue', 'paid']);
    expect(body.data.items.every((b) => b.totalMinor > 0)).toBe(true);
    expect(body.data.items[2]?.paymentId).toMatch(/^pay_/);
  });

  it('give the demo publisher two statements, one paid and one unpaid', async () => {
    const token = await signInDemo(t, demoPublisherEmail);
    const { body } = await callOf(t.app, publisherBillingCalls.listPublisherBillings, { token });
    expect(body.data.items.map((b) => b.status)).toEqual(['unpaid', 'paid']);
    expect(body.data.items[1]?.paymentMethod).toBe('ach');
  });

  it('give the demo publisher a payable balance from the paid billing and more waiting for the seller', async () => {
    const [publisher] = await t.database.db.select().from(users).where(eq(users.email, demoPublisherEmail));
    const earnedIn = async (status: 'paid' | 'unpaid') => {
      const [row] = await t.database.db
        .select({ total: sum(sellerBillingItems.commissionMinor) })
        .from(sellerBillingItems)
        .innerJoin(sellerBillings, eq(sellerBillings.id, sellerBillingItems.billingId))
        .where(
          and(
            eq(sellerBillingItems.publisherId, publisher!.id),
            eq(sellerBillings.countryCode, 'US'),
            eq(sellerBillings.status, status),
          ),
        );
      return Number(row?.total ?? 0);
    };
    const token = await signInDemo(t, demoPublisherEmail);
    const { body } = await callOf(t.app, payoutCalls.getPayoutBalance, { token });
    const us = body.data.balances.find((b) => b.countryCode === 'US');
    expect(await earnedIn('paid')).toBeGreaterThan(0);
    // the oldest month closed three months ago: its hold is over
    expect(us).toMatchObject({
      payableMinor: await earnedIn('paid'),
      awaitingSellerMinor: await earnedIn('unpaid'),
      heldMinor: 0,
      paidMinor: 0,
      // an approved bank account and a signed W-9: the run under review pays it (demo-payouts.ts)
      next: { paid: true, reason: 'In the payout run under review: paid once the team approves it.' },
    });
  });

  it('give the console an approved run with its ACH file and a run to review, and the publisher its history', async () => {
    expect(runs).not.toBeNull();
    const operator = await signInDemoOperator(t);
    const list = await callOf(t.app, payoutCalls.listPayoutRuns, { token: operator });
    expect(list.body.data.items.map((r) => [r.kind, r.status])).toEqual([
      ['manual', 'review'],
      ['monthly', 'approved'],
    ]);
    const approved = await callOf(t.app, payoutCalls.getPayoutRun, {
      token: operator,
      params: { runId: runs!.approved },
    });
    expect(approved.body.data).toMatchObject({ counts: { failed: 1 }, files: [{ rail: 'ach', payouts: 1 }] });
    const review = await callOf(t.app, payoutCalls.getPayoutRun, {
      token: operator,
      params: { runId: runs!.review },
    });
    expect(review.body.data).toMatchObject({ counts: { included: 1 }, approvalProblems: [] });
    const token = await signInDemo(t, demoPublisherEmail);
    const history = await callOf(t.app, payoutCalls.listMyPayouts, { token });
    const [payout] = history.body.data.items;
    expect(payout).toMatchObject({ status: 'failed', rail: 'ach', reason: expect.stringContaining('R16') });
    // the returned amount is what today's run pays again
    expect(review.body.data.totalMinor).toBe(payout?.amountMinor);
  });
});
