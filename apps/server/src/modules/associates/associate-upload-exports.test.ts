import { associateReportCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssociates, setTags, uploadReport } from '../../../test/support/associates';
import { callOf } from '../../../test/support/call';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { finderZip, fixtureBytes, forgeSize, plainZip } from './fixtures/earnings-zips';

// POST publisher/associate/report/upload with the files Associates Central really delivers: the
// ZIP it downloads, German and French exports, a report saved again by Excel in Windows-1252.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedAssociates>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedAssociates(t);
  await setTags(t, c.approved.token, { US: 'ivyreviews-20', DE: 'ivyreviews-21', FR: 'ivyreviews-21' });
});
afterAll(() => t.close());

const partnerNetZip = finderZip({ 'Fee-Earnings.csv': fixtureBytes('earnings-de-partnernet.csv') });
const lineCount = async (countryCode: string) =>
  (
    await callOf(t.app, associateReportCalls.listAssociateRows, {
      token: c.approved.token,
      query: { countryCode },
    })
  ).body.data.total;
const fieldsOf = (body: { data?: unknown }) =>
  (body.data as { fields?: { path: string }[] })?.fields?.map((f) => f.path);

describe('the ZIP Associates Central downloads', () => {
  it('previews the German report inside it as if uploaded itself', async () => {
    const { status, body } = await uploadReport(
      t,
      c.approved.token,
      partnerNetZip,
      { countryCode: 'DE', dryRun: true },
      'Fee-Earnings.zip',
    );
    expect(status).toBe(200);
    expect(body.data.summary).toMatchObject({
      fileName: 'Fee-Earnings.zip',
      format: 'csv',
      currency: 'EUR',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      rowCount: 3,
      matchedRows: 2,
      problemCount: 0,
      // seller A's Copper Kettle at 5 % in Germany: 83,97 → 4,20; 1.234,50 → 61,73
      commissionMinor: 420 + 6173,
    });
    expect(body.data.rows.map((r) => [r.day, r.title, r.revenueMinor])).toEqual([
      ['2026-10-03', 'Gusseisenpfanne; 25 cm', 8397],
      ['2026-10-28', 'Gusseisenpfanne, 25 cm', 123450],
      ['2026-10-30', 'Gartenschlauch 20 m', -1999],
    ]);
  });

  it('applies it once: the same ZIP again answers the first batch', async () => {
    const first = await uploadReport(
      t,
      c.approved.token,
      partnerNetZip,
      { countryCode: 'DE' },
      'Fee-Earnings.zip',
    );
    expect(first.body.data.batch).toMatchObject({
      fileName: 'Fee-Earnings.zip',
      status: 'applied',
      rowCount: 3,
    });
    const again = await uploadReport(
      t,
      c.approved.token,
      partnerNetZip,
      { countryCode: 'DE' },
      'Fee-Earnings.zip',
    );
    expect(again.body.data).toMatchObject({ alreadyApplied: true, batch: { id: first.body.data.batch?.id } });
    expect(await lineCount('DE')).toBe(3);
  });

  it('reads the French TSV inside a ZIP for amazon.fr', async () => {
    const zip = plainZip({ 'rapport-des-revenus.tsv': fixtureBytes('earnings-fr-partenaires.tsv') });
    const { status, body } = await uploadReport(
      t,
      c.approved.token,
      zip,
      { countryCode: 'FR' },
      'rapport.zip',
    );
    expect(status).toBe(200);
    // nobody sells these ASINs in France here: kept, unmatched
    expect(body.data.summary).toMatchObject({
      rowCount: 3,
      unmatchedRows: 3,
      revenueMinor: 5598 + 105900 - 1999,
    });
    expect(await lineCount('FR')).toBe(3);
  });
});

describe('a report saved again by Excel', () => {
  it('reads Windows-1252 with its umlauts, and the help page names', async () => {
    const { status, body } = await uploadReport(
      t,
      c.approved.token,
      fixtureBytes('earnings-de-windows-1252.csv'),
      { countryCode: 'DE', dryRun: true },
    );
    expect(status).toBe(200);
    expect(body.data.rows.map((r) => [r.title, r.adFeesMinor])).toEqual([
      ['Crêpes-Pfanne aus Gusseisen, 25 cm', 252],
      ['Gießkanne für Balkonblumen, 10 l', 3060],
    ]);
  });
});

describe('refused as a whole, nothing applied', () => {
  it.each([
    [
      'a ZIP with two reports',
      finderZip({
        'October.csv': fixtureBytes('earnings-us.csv'),
        'November.csv': fixtureBytes('earnings-us.csv'),
      }),
      'The ZIP holds 2 report files',
    ],
    [
      'a ZIP declaring a report larger than an upload',
      forgeSize(plainZip({ 'Fee-Earnings.csv': fixtureBytes('earnings-us.csv') }), 200 * 1024 * 1024),
      'unpacks to more than 80 MB',
    ],
    ['a cut-off ZIP', partnerNetZip.subarray(0, 300), 'The ZIP file is damaged'],
    [
      'a French report for amazon.de',
      fixtureBytes('earnings-fr-partenaires.tsv'),
      'The column names are French',
    ],
  ])('%s: 400 on file', async (_name, bytes, words) => {
    const before = await lineCount('DE');
    const { status, body } = await uploadReport(
      t,
      c.approved.token,
      bytes,
      { countryCode: 'DE' },
      'upload.zip',
    );
    expect(status).toBe(400);
    expect(body.error).toContain(words);
    expect(fieldsOf(body)).toEqual(['file']);
    expect(await lineCount('DE')).toBe(before);
  });
});
