import { payoutCalls, payoutDefaults } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerLink } from '../../../test/support/billing-close';
import { callOf } from '../../../test/support/call';
import { createSeller, createUser } from '../../../test/support/factories';
import { capture, payWithPayPal, pressSandbox } from '../../../test/support/payments';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { payoutLedgerLines, sellerBillings } from '../../db/schema';
import { closeBillingMonth } from '../billing/billing-close.service';
import { releaseDue, writeEarned } from './payout-ledger.repository';

// The payout ledger from the month close to a payable balance: earned at the close, held when the
// seller's payment is captured, released when the holding period is over; each written once
// however often it is asked, every amount to the cent, and each publisher's own.

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let ivy: Awaited<ReturnType<typeof createUser>>;
let otto: Awaited<ReturnType<typeof createUser>>;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-10-01T08:00:00Z');
  seller = await createSeller(t);
  ivy = await createUser(t, 'publisher');
  otto = await createUser(t, 'publisher');
  const ivyLink = await sellerLink(t, ivy.user.id, seller.user.id, { asin: 'B0000000P1' });
  await ivyLink.days([
    { day: '2026-09-03', orders: 2, units: 2, sales: 5998, commission: 600, fee: 180 },
    // a return the same month nets against it
    { day: '2026-09-20', units: -1, sales: -2999, commission: -300, fee: -90 },
    { day: '2026-09-21', orders: 1, units: 1, sales: 12345, commission: 1235, fee: 370 },
  ]);
  const ottoLink = await sellerLink(t, otto.user.id, seller.user.id, { asin: 'B0000000P2' });
  await ottoLink.days([{ day: '2026-09-10', orders: 1, units: 1, sales: 1000, commission: 99, fee: 30 }]);
  await closeBillingMonth(t.app.deps, 'US', '2026-09-01', 'test');
});
afterAll(() => t.close());

const balance = async (token: string) => {
  const answer = await callOf(t.app, payoutCalls.getPayoutBalance, { token });
  expect(answer.body.error ?? answer.status).toBe(200);
  return answer.body.data;
};

const linesOf = (publisherId: string) =>
  t.database.db.select().from(payoutLedgerLines).where(eq(payoutLedgerLines.publisherId, publisherId));

describe('a publisher balance', () => {
  it('waits for the seller after the close: what the billing holds for each publisher', async () => {
    const ivys = await balance(ivy.token);
    // the close on 2026-10-01: the next monthly run is on the 15th
    expect(ivys).toMatchObject({ holdDays: payoutDefaults.holdDays, nextRunOn: '2026-10-15' });
    expect(ivys.balances).toEqual([
      {
        countryCode: 'US',
        currency: 'USD',
        awaitingSellerMinor: 600 - 300 + 1235,
        heldMinor: 0,
        heldUntil: null,
        payableMinor: 0,
        paidMinor: 0,
        minimumMinor: payoutDefaults.minimumMinor,
        next: { paid: false, reason: 'Below the minimum payout of 50.00; it carries over to the next run.' },
      },
    ]);
    expect((await balance(otto.token)).balances[0]?.awaitingSellerMinor).toBe(99);
    // the close again, or its ledger step again: nothing written twice
    await closeBillingMonth(t.app.deps, 'US', '2026-09-01', 'test');
    await writeEarned(t.database.db, 'US', '2026-09-01', t.clock.now);
    expect(await linesOf(ivy.user.id)).toHaveLength(1);
  });

  it('is held for returns once the seller pays, then payable when the holding period is over', async () => {
    const [billing] = await t.database.db
      .select()
      .from(sellerBillings)
      .where(eq(sellerBillings.sellerId, seller.user.id));
    const order = await payWithPayPal(t, seller.token, [billing!.id], billing!.totalMinor);
    expect(order.body.error ?? order.status).toBe(200);
    await pressSandbox(t, order.body.data.approveUrl!, 'approve');
    expect((await capture(t, seller.token, order.body.data.orderId!)).body.data.status).toBe('completed');

    const until = new Date(billing!.closedAt.getTime() + payoutDefaults.holdDays * dayMs).toISOString();
    expect((await balance(ivy.token)).balances[0]).toMatchObject({
      awaitingSellerMinor: 0,
      heldMinor: 1535,
      heldUntil: until,
      payableMinor: 0,
    });

    // a day before its day nothing is released; on it, once, however often asked
    t.clock.now = new Date(new Date(until).getTime() - dayMs);
    expect(await releaseDue(t.database.db, t.clock.now)).toBe(0);
    t.clock.now = new Date(until);
    expect(await releaseDue(t.database.db, t.clock.now)).toBe(2);
    expect(await releaseDue(t.database.db, t.clock.now)).toBe(0);
    expect((await balance(ivy.token)).balances[0]).toMatchObject({
      awaitingSellerMinor: 0,
      heldMinor: 0,
      heldUntil: null,
      payableMinor: 1535,
      paidMinor: 0,
    });
    expect((await balance(otto.token)).balances[0]?.payableMinor).toBe(99);
    expect((await linesOf(ivy.user.id)).map((l) => l.kind).sort()).toEqual(['earned', 'held', 'released']);
  });

  it('says what keeps a balance over the minimum out of the next run', async () => {
    const rich = await createUser(t, 'publisher');
    await t.database.db.insert(payoutLedgerLines).values({
      id: `released:fixture:${rich.user.id}`,
      publisherId: rich.user.id,
      countryCode: 'US',
      currency: 'USD',
      kind: 'released',
      amountMinor: payoutDefaults.minimumMinor,
      createdAt: t.clock.now,
    });
    expect((await balance(rich.token)).balances[0]).toMatchObject({
      payableMinor: payoutDefaults.minimumMinor,
      next: { paid: false, reason: 'Add your bank account on the Profile page to be paid.' },
    });
  });

  it('is each publisher’s own, and only a publisher’s', async () => {
    const fresh = await createUser(t, 'publisher');
    expect((await balance(fresh.token)).balances).toEqual([]);
    const asSeller = await callOf(t.app, payoutCalls.getPayoutBalance, { token: seller.token });
    expect(asSeller.status).toBe(403);
    const anonymous = await callOf(t.app, payoutCalls.getPayoutBalance, {});
    expect(anonymous.status).toBe(401);
  });
});
