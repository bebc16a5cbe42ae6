import ExcelJS from 'exceljs';
import type { TDeps } from '../../platform/deps';
import { neutralizeFormula } from '../../platform/export';
import { unseal } from '../../platform/secret';
import { payoutMoney } from './payout-money';
import { paidInYearRows, type TPaidRow } from './payout-tax-year.repository';

// The tax year's export for filing (docs/domain.md "Publisher payouts: tax year"): what each
// publisher was paid in the calendar year (payouts of runs approved that year, failed ones not
// counted), with the form on file. US persons (W-9) go on the 1099-NEC sheet with their full TIN
// and address; foreign ones (W-8BEN, W-8BEN-E) on the W-8 sheet, for Form 1042-S if it applies.
// A publisher whose form was removed since it was paid is on the W-8 sheet as "None on file".

/** The 1099-NEC filing threshold for the year: $600 until 2025, $2,000 from payments in 2026. */
export const necThresholdMinor = (year: number) => (year >= 2026 ? 200_000 : 60_000);

type TPublisherTotals = { row: TPaidRow; totals: Map<string, number>; details: Record<string, unknown> };

const text = (value: unknown) => (typeof value === 'string' ? neutralizeFormula(value) : '');
const major = (minor: number) => Math.round(minor) / 100;
const otherTotals = (totals: Map<string, number>, except: string) =>
  [...totals]
    .filter(([currency]) => currency !== except)
    .map(([currency, minor]) => payoutMoney(minor, currency))
    .join('; ');

function addressOf(details: Record<string, unknown>, key: string): string {
  const a = details[key] as Record<string, string | undefined> | undefined;
  if (!a) {
    return '';
  }
  return [a.street, a.city, a.state ?? a.region, a.zip ?? a.postalCode, a.country].filter(Boolean).join(', ');
}

async function paidInYear(deps: TDeps, year: number): Promise<TPublisherTotals[]> {
  const rows = await paidInYearRows(deps.db, year);
  const byPublisher = new Map<string, TPublisherTotals>();
  for (const row of rows) {
    const entry = byPublisher.get(row.publisher_id) ?? {
      row,
      totals: new Map<string, number>(),
      details: row.details_sealed
        ? (JSON.parse(unseal(deps.config, 'publisher-tax-form', row.details_sealed) ?? '{}') as Record<
            string,
            unknown
          >)
        : {},
    };
    entry.totals.set(row.currency, Number(row.amount));
    byPublisher.set(row.publisher_id, entry);
  }
  return [...byPublisher.values()];
}

function necSheet(book: ExcelJS.Workbook, year: number, people: TPublisherTotals[]) {
  const sheet = book.addWorksheet(`1099-NEC ${year}`);
  sheet.columns = [
    { header: 'Recipient name', key: 'name', width: 28 },
    { header: 'Business name', key: 'business', width: 24 },
    { header: 'TIN type', key: 'tinType', width: 9 },
    { header: 'TIN', key: 'tin', width: 14 },
    { header: 'Address', key: 'address', width: 44 },
    { header: 'Box 1 nonemployee compensation (USD)', key: 'usd', width: 20, style: { numFmt: '#,##0.00' } },
    { header: `Over the ${year} filing threshold`, key: 'over', width: 14 },
    { header: 'Also paid in other currencies', key: 'other', width: 26 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'W-9 signed on', key: 'signed', width: 12 },
  ];
  for (const p of people) {
    const tin = p.details.tin as { type?: string; number?: string } | undefined;
    const usd = p.totals.get('USD') ?? 0;
    sheet.addRow({
      name: text(p.row.name),
      business: text(p.row.business_name),
      tinType: text(tin?.type),
      tin: text(tin?.number),
      address: text(addressOf(p.details, 'address')),
      usd: major(usd),
      over: usd >= necThresholdMinor(year) ? 'Yes' : 'No',
      other: otherTotals(p.totals, 'USD'),
      email: text(p.row.email),
      signed: p.row.signed_on ?? '',
    });
  }
}

function w8Sheet(book: ExcelJS.Workbook, year: number, people: TPublisherTotals[]) {
  const sheet = book.addWorksheet(`W-8 ${year}`);
  sheet.columns = [
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Form', key: 'form', width: 9 },
    { header: 'Country of residence', key: 'residence', width: 10 },
    { header: 'Citizenship or incorporation', key: 'country', width: 10 },
    { header: 'Foreign TIN', key: 'foreignTin', width: 16 },
    { header: 'US TIN', key: 'usTin', width: 14 },
    { header: 'Permanent address', key: 'address', width: 44 },
    { header: 'Treaty claim', key: 'treaty', width: 28 },
    { header: 'Paid in the year', key: 'paid', width: 30 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'Signed on', key: 'signed', width: 12 },
  ];
  for (const p of people) {
    const treaty = p.details.treaty as
      | { country?: string; article?: string; rateBasisPoints?: number }
      | undefined;
    sheet.addRow({
      name: text(p.row.name),
      form: p.row.form === null ? 'None on file' : p.row.form === 'W8BENE' ? 'W-8BEN-E' : 'W-8BEN',
      residence: text(p.row.residence_country),
      country: text(p.row.citizenship_country ?? p.row.incorporation_country),
      foreignTin: text(p.details.foreignTin),
      usTin: text(p.details.usTin),
      address: text(addressOf(p.details, 'residenceAddress') || addressOf(p.details, 'address')),
      treaty: treaty
        ? text(
            `${treaty.country} art. ${treaty.article}, ${((treaty.rateBasisPoints ?? 0) / 100).toFixed(2)}%`,
          )
        : '',
      paid: otherTotals(p.totals, ''),
      email: text(p.row.email),
      signed: p.row.signed_on ?? '',
    });
  }
}

/** The year's workbook: a 1099-NEC sheet and a W-8 sheet, each row one publisher. */
export async function payoutTaxYear(
  deps: TDeps,
  year: number,
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const people = await paidInYear(deps, year);
  const book = new ExcelJS.Workbook();
  book.created = deps.now();
  necSheet(
    book,
    year,
    people.filter((p) => p.row.form === 'W9'),
  );
  w8Sheet(
    book,
    year,
    people.filter((p) => p.row.form !== 'W9'),
  );
  for (const sheet of book.worksheets) {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return {
    fileName: `payouts-tax-year-${year}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
