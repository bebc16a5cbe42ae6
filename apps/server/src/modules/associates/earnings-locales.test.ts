import type { TCountryCode } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { parseEarningsReport } from './earnings-parse';
import { fixtureBytes } from './fixtures/earnings-zips';

// German (PartnerNet) and French (Partenaires) exports: their column names, number and date forms,
// title and totals lines, and the Windows code page a spreadsheet saves them in.

const lines = (rows: string[]) => Buffer.from(rows.join('\r\n'));
const german =
  'Kategorie;Name;ASIN;Tracking-ID;Datum;Preis(€);Versandte Artikel;Retouren;Einnahmen(€);Werbekostenerstattung(€)';

async function refusal(bytes: Uint8Array, countryCode: TCountryCode): Promise<string> {
  const error = await parseEarningsReport(bytes, countryCode).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

describe('German exports', () => {
  it('PartnerNet: German names, BOM, semicolons, "1.234,50 €", dotted dates, the title period, Gesamt', async () => {
    const report = await parseEarningsReport(fixtureBytes('earnings-de-partnernet.csv'), 'DE');
    expect(report).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31', problems: [] });
    // beside Werbekostenerstattung, Einnahmen is the revenue
    expect(
      report.lines.map((l) => [l.day, l.category, l.revenueMinor, l.adFeesMinor, l.itemsReturned]),
    ).toEqual([
      ['2026-10-03', 'Küche', 8397, 252, 0],
      ['2026-10-28', 'Küche', 123450, 3704, 0],
      ['2026-10-30', 'Garten', -1999, -60, 1],
    ]);
  });

  it("Windows-1252 with the help page's names: letters kept, Einnahmen beside Umsatz is the ad fees", async () => {
    const report = await parseEarningsReport(fixtureBytes('earnings-de-windows-1252.csv'), 'DE');
    expect(report).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31', problems: [] });
    expect(report.lines.map((l) => [l.title, l.priceMinor, l.revenueMinor, l.adFeesMinor])).toEqual([
      ['Crêpes-Pfanne aus Gusseisen, 25 cm', 2799, 8397, 252],
      ['Gießkanne für Balkonblumen, 10 l', 101999, 101999, 3060],
    ]);
  });

  it('decides "1,234" by the locale: 1,23 € in a German file, $1,234.00 in a US one', async () => {
    const de = await parseEarningsReport(
      lines([german, 'Küche;Pfanne;B0SKILLET1;t-21;03.10.2026;1,234;1;0;1,234;0,05']),
      'DE',
    );
    expect(de.lines[0]?.revenueMinor).toBe(123);
    const us = await parseEarningsReport(
      lines([
        'Category,Name,ASIN,Date Shipped,Items Shipped,Returns,Revenue($),Ad Fees($)',
        'Kitchen,Pan,B0SKILLET1,10/03/2026,1,0,"1,234",0.05',
      ]),
      'US',
    );
    expect(us.lines[0]?.revenueMinor).toBe(123400);
  });

  it('refuses a value not written the German way, naming its line and column', async () => {
    const report = await parseEarningsReport(
      lines([
        german,
        'Küche;Pfanne;B0SKILLET1;t-21;03.10.2026;27,99;1;0;27,99;0,84',
        'Küche;Pfanne;B0SKILLET1;t-21;04.10.2026;27,99;1;0;1,234.56;0,84',
        'Küche;Pfanne;B0SKILLET1;t-21;10/31/2026;27,99;1;0;27,99;0,84',
      ]),
      'DE',
    );
    expect(report.lines).toHaveLength(1);
    expect(report.problems).toEqual([
      {
        line: 3,
        field: 'Einnahmen(€)',
        message: 'Einnahmen(€): "1,234.56" is not an amount like 1.234,56',
      },
      { line: 4, field: 'Datum', message: 'Datum: "10/31/2026" is not a date like 2026-10-03 or 03/10/2026' },
    ]);
  });
});

describe('French exports', () => {
  it('Partenaires: French names, tabs, (narrow) no-break spaces, "€" after, the minus sign, du … au, Total', async () => {
    const report = await parseEarningsReport(fixtureBytes('earnings-fr-partenaires.tsv'), 'FR');
    expect(report).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31', problems: [] });
    expect(
      report.lines.map((l) => [
        l.title,
        l.trackingTag,
        l.priceMinor,
        l.itemsShipped,
        l.revenueMinor,
        l.adFeesMinor,
      ]),
    ).toEqual([
      ['Poêle en fonte, 25 cm', 'ivyreviews-21', 2799, 2, 5598, 168],
      ['Cocotte « Tradition », 5 L', 'ivyreviews-21', 105900, 1, 105900, 3177],
      ["Tuyau d'arrosage 20 m", 'ivyreviews-21', 1999, 0, -1999, -60],
    ]);
  });
});

describe('headers refused rather than guessed', () => {
  it('"Einnahmen" with neither Umsatz nor Werbekostenerstattung beside it', async () => {
    const header = 'Name;ASIN;Datum;Versandte Artikel;Retouren;Einnahmen(€)';
    expect(await refusal(lines([header, 'Pfanne;B0SKILLET1;03.10.2026;1;0;2,52']), 'DE')).toBe(
      'The column "Einnahmen(€)" may be the revenue or the ad fees, and the header names neither of the others: upload the report as the marketplace exports it',
    );
  });

  it.each([
    [
      'earnings-de-partnernet.csv',
      'US',
      'The column names are German, as amazon.de writes them, but this upload is for amazon.com',
    ],
    [
      'earnings-de-partnernet.csv',
      'FR',
      'The column names are German, as amazon.de writes them, but this upload is for amazon.fr',
    ],
    [
      'earnings-fr-partenaires.tsv',
      'DE',
      'The column names are French, as amazon.fr writes them, but this upload is for amazon.de',
    ],
    [
      'earnings-fr-partenaires.tsv',
      'CA',
      'The column names are French, as amazon.fr writes them, but this upload is for amazon.ca',
    ],
  ] as const)('%s uploaded for %s', async (name, countryCode, words) => {
    expect(await refusal(fixtureBytes(name), countryCode)).toContain(words);
  });

  it('a header mixing German and French names', async () => {
    const header = 'Nom;ASIN;Datum;Articles expédiés;Retours;Umsatz(€);Frais publicitaires(€)';
    expect(await refusal(lines([header, 'Pfanne;B0SKILLET1;03.10.2026;1;0;2,52;0,10']), 'DE')).toContain(
      'mixes German and French',
    );
  });

  it('bytes that are no text in any of the encodings', async () => {
    expect(await refusal(Buffer.from([0x41, 0x53, 0x49, 0x4e, 0x81, 0x9d, 0x0b]), 'DE')).toContain(
      'not UTF-8, UTF-16 or Windows-1252 text',
    );
  });
});
