import { adminAuthHeader, adminPrefix, attributionCalls, authCalls, payoutCalls } from '@atlas/shared';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { minutesFrom, productWithLink, shipClicksAt } from '../../../test/support/conversion-fixtures';
import { createOperator, testPassword } from '../../../test/support/factories';
import { capture, payWithPayPal, pressSandbox } from '../../../test/support/payments';
import { payoutReady } from '../../../test/support/payouts';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { reportDays, sellerBillings } from '../../db/schema';
import { closeBillingMonth } from '../billing/billing-close.service';
import { releaseDue } from './payout-ledger.repository';
import { achProblems } from './rails/nacha-check';

// From a publisher's clicks to the money on its bank's ACH file, every amount equal to the cent:
// clicks, the attribution import's orders, the month close, the seller's PayPal payment, the
// holding period (the clock moved), the operator's run and approval, the ACH file, and the
// publisher's balance and payout history.

let t: TTestApp;
let operator: { token: string };
let fixture: Awaited<ReturnType<typeof productWithLink>>;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-09-01T12:00:00Z');
  operator = await createOperator(t);
  // a pricey product at 12.5 %: a few orders reach the 50.00 minimum
  fixture = await productWithLink(t, { countryCode: 'US', priceMinor: 49_999, commissionBp: 1250 });
  await payoutReady(t, fixture.publisher.user.id, 'us');
}, 60_000);
afterAll(() => t.close());

/** A fresh session after the clock moved weeks ahead (sessions expire). */
const signIn = async (email: string) =>
  (await callOf(t.app, authCalls.loginUser, { body: { email, password: testPassword } })).body.data.token;

const file = (path: string) =>
  t.app.inject({
    method: 'GET',
    url: `${adminPrefix}${path}`,
    headers: { [adminAuthHeader]: `Bearer ${operator.token}` },
  });

describe('a publisher’s commission, from clicks to its payout', () => {
  it('is paid to the cent', { timeout: 60_000 }, async () => {
    // clicks over ten days of September (Los Angeles days begin at 07:00Z)
    for (let day = 2; day <= 11; day += 1) {
      await shipClicksAt(
        t,
        fixture.link,
        minutesFrom(new Date(`2026-09-${String(day).padStart(2, '0')}T15:00:00Z`), 40),
      );
    }
    t.clock.now = new Date('2026-09-20T12:00:00Z');
    operator = await createOperator(t);
    const run = await callOf(t.app, attributionCalls.runAttribution, {
      token: operator.token,
      body: { countryCode: 'US', startDate: '2026-09-01', endDate: '2026-09-19' },
    });
    expect(run.body.error ?? run.status).toBe(200);
    await t.app.deps.jobs.idle();
    const [earned] = await t.database.db
      .select({ commission: sum(reportDays.commissionMinor) })
      .from(reportDays)
      .where(eq(reportDays.linkId, fixture.link.id));
    const commission = Number(earned?.commission ?? 0);
    expect(commission).toBeGreaterThanOrEqual(5_000);

    // the month closes; the seller pays its billing with PayPal
    t.clock.now = new Date('2026-10-01T08:00:00Z');
    await closeBillingMonth(t.app.deps, 'US', '2026-09-01', 'test');
    const sellerToken = await signIn(fixture.seller.user.email);
    const [billing] = await t.database.db
      .select()
      .from(sellerBillings)
      .where(eq(sellerBillings.sellerId, fixture.seller.user.id));
    const order = await payWithPayPal(t, sellerToken, [billing!.id], billing!.totalMinor);
    await pressSandbox(t, order.body.data.approveUrl!, 'approve');
    expect((await capture(t, sellerToken, order.body.data.orderId!)).body.data.status).toBe('completed');
    let publisherToken = await signIn(fixture.publisher.user.email);
    const balance = async () =>
      (await callOf(t.app, payoutCalls.getPayoutBalance, { token: publisherToken })).body.data.balances[0];
    expect(await balance()).toMatchObject({ heldMinor: commission, payableMinor: 0 });

    // thirty days after the close the hold is over: payable, and the next run pays it
    t.clock.now = new Date(billing!.closedAt.getTime() + 30 * dayMs);
    await releaseDue(t.database.db, t.clock.now);
    publisherToken = await signIn(fixture.publisher.user.email);
    operator = await createOperator(t);
    expect(await balance()).toMatchObject({ heldMinor: 0, payableMinor: commission, next: { paid: true } });

    await callOf(t.app, payoutCalls.savePayoutSettings, {
      token: operator.token,
      body: {
        holdDays: 30,
        minimums: {},
        ach: {
          companyName: 'Affiliate Atlas',
          companyId: '1987654320',
          bankRouting: '021000021',
          bankName: 'JPMorgan Chase',
        },
        sepa: null,
      },
    });
    const made = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'US' },
    });
    expect(made.body.data.totalMinor).toBe(commission);
    const approved = await callOf(t.app, payoutCalls.approvePayoutRun, {
      token: operator.token,
      params: { runId: made.body.data.id },
    });
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      files: [{ rail: 'ach', payouts: 1, totalMinor: commission }],
    });

    // the bank's file: sound, one credit of the commission to the publisher's account
    const ach = await file(
      `finance/payouts/runs/${made.body.data.id}/files/${approved.body.data.files[0]!.id}`,
    );
    expect(achProblems(ach.body)).toEqual([]);
    const entry = ach.body.split('\n').find((line) => line.startsWith('6'))!;
    expect(Number(entry.slice(29, 39))).toBe(commission);
    const fileControl = ach.body.split('\n').find((line) => line.startsWith('9'))!;
    expect(Number(fileControl.slice(43, 55))).toBe(commission);

    // the publisher's Payouts: nothing payable, paid to the cent, the payout with its month
    expect(await balance()).toMatchObject({ payableMinor: 0, paidMinor: commission });
    const history = await callOf(t.app, payoutCalls.listMyPayouts, { token: publisherToken });
    expect(history.body.data.items).toMatchObject([
      {
        amountMinor: commission,
        status: 'paid',
        rail: 'ach',
        lines: [{ kind: 'released', amountMinor: commission, month: '2026-09' }],
      },
    ]);
  });
});
