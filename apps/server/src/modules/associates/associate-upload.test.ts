import { associateReportCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsFixture, seedAssociates, setTags, uploadReport } from '../../../test/support/associates';
import { callOf } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { associateReportRows } from '../../db/schema';

// POST publisher/associate/report/upload: preview, apply once, replace overlapping days, refuse
// whole files clearly with nothing applied.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedAssociates>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedAssociates(t);
});
afterAll(() => t.close());

const header =
  'Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group';
const report = (title: string, lines: string[]) => [title, header, ...lines].join('\r\n');
const batches = (token = c.approved.token) =>
  callOf(t.app, associateReportCalls.listAssociateBatches, { token });
const rows = (query: Record<string, string> = {}, token = c.approved.token) =>
  callOf(t.app, associateReportCalls.listAssociateRows, { token, query });
const fieldsOf = (body: { data?: unknown }) =>
  (body.data as { fields?: { path: string }[] })?.fields?.map((f) => f.path);

describe('a dry run', () => {
  it('answers the lines read and priced, the problems and the totals, and saves nothing', async () => {
    const { status, body } = await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'), {
      countryCode: 'US',
      dryRun: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ dryRun: true, alreadyApplied: false, batch: null, problems: [] });
    expect(body.data.summary).toMatchObject({
      format: 'csv',
      currency: 'USD',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      rowCount: 5,
      matchedRows: 4,
      unmatchedRows: 1,
      revenueMinor: 119596,
      adFeesMinor: 4784,
      // 5998 × 5 % = 299.9 → 300; 3999 × 5 % = 199.95 → 200; 105999 × 7 % (own) = 7419.93 → 7420
      commissionMinor: 7920,
      replacedRows: 0,
    });
    expect(
      body.data.rows.map((r) => [r.asin, r.brandName, r.commissionBp, r.commissionMinor, r.unmatchedReason]),
    ).toEqual([
      ['B0SKILLET1', 'Copper Kettle', 500, 300, null],
      ['B0PRESS001', 'Copper Kettle', 500, 200, null],
      ['B0OVEN0001', 'Copper Kettle', 700, 7420, null],
      ['B0TENT0001', 'Trail Co', 300, 0, null],
      ['B0UNKNOWN1', null, null, 0, 'unknown_asin'],
    ]);
    expect((await batches()).body.data.total).toBe(0);
  });
});

describe('applying', () => {
  let batchId: string;

  it('keeps the batch and every line, unmatched ones with their reason, fee and cost for the seller', async () => {
    const { status, body } = await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'));
    expect(status).toBe(200);
    expect(body.data.batch).toMatchObject({
      status: 'applied',
      rowCount: 5,
      matchedRows: 4,
      periodEnd: '2026-10-31',
    });
    batchId = body.data.batch?.id as string;
    const stored = await t.database.db
      .select()
      .from(associateReportRows)
      .where(eq(associateReportRows.batchId, batchId));
    const skillet = stored.find((r) => r.asin === 'B0SKILLET1');
    // the fee is 30 % of the commission (the default configuration): 90; cost 390
    expect(skillet).toMatchObject({
      sellerId: c.sellerA.user.id,
      commissionMinor: 300,
      platformFeeMinor: 90,
      costMinor: 390,
      day: '2026-10-03',
    });
    expect(stored.find((r) => r.asin === 'B0UNKNOWN1')).toMatchObject({
      sellerId: null,
      unmatchedReason: 'unknown_asin',
    });
  });

  it('counts the same file once: the second upload answers the first batch', async () => {
    const { status, body } = await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ alreadyApplied: true, batch: { id: batchId } });
    expect((await rows()).body.data.total).toBe(5);
    expect((await batches()).body.data.total).toBe(1);
  });

  it('filters lines by matched, ASIN, days and batch', async () => {
    expect((await rows({ matched: 'false' })).body.data.items.map((r) => r.asin)).toEqual(['B0UNKNOWN1']);
    expect((await rows({ asin: 'b0skillet1' })).body.data.total).toBe(1);
    expect((await rows({ startDate: '2026-10-04', endDate: '2026-10-15' })).body.data.total).toBe(2);
    expect((await rows({ batchId })).body.data.items[0]?.day).toBe('2026-10-31');
    const reversed = await rows({ startDate: '2026-10-15', endDate: '2026-10-01' });
    expect(reversed.status).toBe(400);
    expect(fieldsOf(reversed.body)).toEqual(['endDate']);
  });

  it('replaces the days a later file covers; a batch left with none is replaced', async () => {
    const later = report('Fee-Earnings reports from 2026-10-15 to 2026-10-31', [
      'Kitchen,"Dutch Oven, 5 qt",B0OVEN0001,Third Party,ivyreviews-20,10/16/2026,59.99,1,0,59.99,2.40,DESKTOP',
    ]);
    const { body } = await uploadReport(t, c.approved.token, later);
    expect(body.data.summary.replacedRows).toBe(3);
    const list = (await batches()).body.data.items;
    expect(list.map((b) => [b.status, b.rowCount, b.matchedRows])).toEqual([
      ['applied', 1, 1],
      ['applied', 2, 2],
    ]);
    const whole = report('Fee-Earnings reports from 2026-10-01 to 2026-10-31', [
      'Kitchen,"Cast Iron Skillet, 10 inch",B0SKILLET1,Amazon.com,ivyreviews-20,10/05/2026,29.99,1,0,29.99,1.20,DESKTOP',
    ]);
    expect((await uploadReport(t, c.approved.token, whole)).body.data.summary.replacedRows).toBe(3);
    expect((await batches()).body.data.items.map((b) => b.status)).toEqual([
      'applied',
      'replaced',
      'replaced',
    ]);
    expect((await rows()).body.data.total).toBe(1);
  });

  it('keeps another marketplace apart: a German XLSX replaces nothing of the US', async () => {
    const { status, body } = await uploadReport(
      t,
      c.approved.token,
      earningsFixture('earnings-de.xlsx'),
      { countryCode: 'DE' },
      'Fee-Earnings.xlsx',
    );
    expect(status).toBe(200);
    // the Pfanne is seller A's Copper Kettle in Germany (5 %); the hose is sold by no one here
    expect(body.data.summary).toMatchObject({
      format: 'xlsx',
      currency: 'EUR',
      matchedRows: 2,
      unmatchedRows: 1,
    });
    expect(body.data.summary.commissionMinor).toBe(420 + 6173);
    expect((await rows()).body.data.total).toBe(1);
    expect((await rows({ countryCode: 'DE' })).body.data.total).toBe(3);
  });
});

describe('whole files refused, nothing applied', () => {
  it.each([
    ['a PDF', '%PDF-1.7 ...', 'PDF'],
    ['another CSV', 'ASIN,Country,Commission (%)\nB0SKILLET1,US,12', 'header'],
    ['a formula', report('t', ['=HYPERLINK("x"),Pan,B0SKILLET1,A,t,10/03/2026,1,1,0,1,1,D']), 'formula'],
    [
      'pounds for the US',
      report('t', ['K,Pan,B0SKILLET1,A,t,10/03/2026,1,1,0,1,1,D']).replaceAll('($)', '(£)'),
      'in £',
    ],
    ['no readable line', report('t', ['K,Pan,NOPE,A,t,10/03/2026,1,1,0,1,1,D']), 'No line'],
  ])('%s: 400 on file', async (_name, bytes, words) => {
    const before = (await rows()).body.data.total;
    const { status, body } = await uploadReport(t, c.approved.token, bytes);
    expect(status).toBe(400);
    expect(body.error).toContain(words);
    expect(fieldsOf(body)).toEqual(['file']);
    expect((await rows()).body.data.total).toBe(before);
  });

  it('keeps a refused CSV as a rejected batch with the reason', async () => {
    const [latest] = (await batches()).body.data.items;
    expect(latest).toMatchObject({ status: 'rejected', rowCount: 0, problems: [{ line: 0, field: null }] });
    expect(latest?.problems[0]?.message).toContain('No line');
  });

  it('needs the marketplace, and an associates tag for it', async () => {
    const none = await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'), {});
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual(['countryCode']);
    const uk = await uploadReport(t, c.approved.token, earningsFixture('earnings-uk.csv'), {
      countryCode: 'UK',
    });
    expect(uk.status).toBe(400);
    expect(uk.body.error).toContain('amazon.co.uk associates tag');
  });
});

describe('tenancy', () => {
  it("shows a publisher none of another's batches or lines", async () => {
    const other = await publisherIn(t, { reviewStatus: 'approved' });
    await setTags(t, other.token, { US: 'otherstore-20' });
    expect((await batches(other.token)).body.data.total).toBe(0);
    const theirs = (await batches()).body.data.items[0]?.id as string;
    expect((await rows({ batchId: theirs }, other.token)).body.data.total).toBe(0);
    // the same file is another publisher's own upload, not a duplicate of the first's
    const own = await uploadReport(t, other.token, earningsFixture('earnings-us.csv'));
    expect(own.body.data).toMatchObject({ alreadyApplied: false, summary: { rowCount: 5 } });
    // the publisher's own 7 % on Copper Kettle (seller B) is not this one's: 4 %
    expect(own.body.data.rows.find((r) => r.asin === 'B0OVEN0001')?.commissionBp).toBe(400);
  });

  it('refuses publishers waiting for review', async () => {
    const { status } = await uploadReport(t, c.pending.token, earningsFixture('earnings-us.csv'));
    expect(status).toBe(409);
  });
});
