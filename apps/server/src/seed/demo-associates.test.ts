import { associatedPublisherCalls, associateReportCalls, marketplaceOf } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { readEarningsReport } from '../modules/associates/earnings-parse';
import { openSheet } from '../modules/associates/earnings-sheet';
import { dayInZone } from '../platform/zoned-day';
import { demoPublisherEmail, demoSellerEmail } from './demo';
import { demoEarningsCsv, previousMonth, seedDemoAssociates } from './demo-associates';

// What the demo publisher and seller find in their associate screens on first start.
let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
  await seedDemoAssociates(t.app.deps);
});
afterAll(() => t.close());

const signIn = (email: string) => signInDemo(t, email);

describe('the demo associates', () => {
  it("gives the publisher last month's report, matched and unmatched lines", async () => {
    const token = await signIn(demoPublisherEmail);
    const batches = await callOf(t.app, associateReportCalls.listAssociateBatches, { token });
    // last month as the US counts it, as the seed does (in UTC the month may have turned already)
    const month = previousMonth(dayInZone(t.clock.now, marketplaceOf('US').timeZone));
    expect(batches.body.data.items).toEqual([
      expect.objectContaining({
        status: 'applied',
        periodStart: month.first,
        periodEnd: month.last,
        problemCount: 0,
      }),
    ]);
    const unmatched = await callOf(t.app, associateReportCalls.listAssociateRows, {
      token,
      query: { matched: 'false' },
    });
    expect(unmatched.body.data.items.map((r) => r.unmatchedReason)).toContain('unknown_asin');
    const matched = await callOf(t.app, associateReportCalls.listAssociateRows, {
      token,
      query: { matched: 'true' },
    });
    expect(matched.body.data.total).toBeGreaterThan(0);
    expect(matched.body.data.items.every((r) => r.commissionMinor !== 0 || r.revenueMinor === 0)).toBe(true);
  });

  it('shows the seller the demo publisher among its associated publishers', async () => {
    const token = await signIn(demoSellerEmail);
    const { body } = await callOf(t.app, associatedPublisherCalls.listAssociatedPublishers, { token });
    expect(body.data.items[0]).toMatchObject({ name: expect.any(String), ownRates: 1 });
    expect(body.data.items[0]?.reportRows).toBeGreaterThan(0);
  });

  it('writes a report whose totals line adds up', async () => {
    const csv = demoEarningsCsv(
      [{ asin: 'B0TEST0001', title: 'Pan, "big"', priceMinor: 1234 }],
      previousMonth('2026-01-15'),
    );
    const report = await readEarningsReport(openSheet(Buffer.from(csv)), 'US');
    expect(report).toMatchObject({ periodStart: '2025-12-01', periodEnd: '2025-12-31', problems: [] });
    expect(report.lines).toHaveLength(4);
  });
});
