import {
  marketplaceOf,
  maxAssociateReportProblems,
  maxAssociateReportRows,
  type TAssociateProblem,
  type TAssociateReportFormat,
  type TCountryCode,
} from '@atlas/shared';
import type { TKey } from './earnings-column-names';
import { isHeader, readHeader, type THeader } from './earnings-columns';
import { openSheet, reportFileError, type TCell, type TSheet, type TSheetLine } from './earnings-sheet';
import { parseCount, parseMoney, parseReportDate, parseTitlePeriod } from './earnings-values';

// An associates earnings report ("Fee-Earnings") as the marketplace exports it: title lines, the
// header (Category, Name, ASIN, Seller, Tracking ID, Date Shipped, Price($), Items Shipped,
// Returns, Revenue($), Ad Fees($), Device Type Group, or their German or French names, see
// earnings-columns.ts), the lines, and a totals line at the end.

/** One line read: the marketplace's figures, before any matching. */
export type TReportLine = {
  lineNo: number;
  day: string;
  asin: string;
  title: string;
  category: string | null;
  trackingTag: string | null;
  priceMinor: number | null;
  itemsShipped: number;
  itemsReturned: number;
  revenueMinor: number;
  adFeesMinor: number;
};

export type TParsedReport = {
  format: TAssociateReportFormat;
  currency: string;
  periodStart: string;
  periodEnd: string;
  lines: TReportLine[];
  /** The first problems (at most `maxAssociateReportProblems`); `problemCount` counts them all. */
  problems: TAssociateProblem[];
  problemCount: number;
};

// German reports end on Gesamt, Summe or Insgesamt; French ones on Total, as English ones do.
const totalsLabel = /^(grand\s*)?totals?\b|^gesamt|^summe|^insgesamt|^total/i;

type TTotals = { line: number; itemsShipped: number; returns: number; revenue: number; adFees: number };

class Collector {
  readonly lines: TReportLine[] = [];
  readonly problems: TAssociateProblem[] = [];
  problemCount = 0;

  problem(line: number, field: string | null, message: string) {
    this.problemCount += 1;
    if (this.problems.length < maxAssociateReportProblems) {
      this.problems.push({ line, field, message });
    }
  }
}

function readLine({ line, cells }: TSheetLine, header: THeader, out: Collector): TReportLine | null {
  const { locale } = header;
  const cell = (key: TKey): TCell => {
    const at = header.positions.get(key);
    return at === undefined ? '' : (cells[at] ?? '');
  };
  const text = (key: TKey) => String(cell(key)).trim();
  const label = (key: TKey) => header.labels.get(key) ?? key;
  let bad = false;
  const take = <T>(
    key: TKey,
    result: { ok: true; value: T } | { ok: false; message: string },
    fallback: T,
  ): T => {
    if (result.ok) {
      return result.value;
    }
    bad = true;
    out.problem(line, label(key), `${label(key)}: ${result.message}`);
    return fallback;
  };
  const asin = text('asin').toUpperCase();
  if (!/^[A-Z0-9]{10}$/.test(asin)) {
    bad = true;
    out.problem(
      line,
      label('asin'),
      asin ? `ASIN "${asin.slice(0, 20)}" is not 10 letters and digits` : 'ASIN is empty',
    );
  }
  const day = take('dateShipped', parseReportDate(cell('dateShipped'), locale), '');
  const priceText = text('price');
  const priceMinor = priceText === '' ? null : take('price', parseMoney(cell('price'), locale), null);
  const itemsShipped = take('itemsShipped', parseCount(cell('itemsShipped'), locale), 0);
  const itemsReturned = Math.abs(take('returns', parseCount(cell('returns'), locale), 0));
  const revenueMinor = take('revenue', parseMoney(cell('revenue'), locale), 0);
  const adFeesMinor = take('adFees', parseMoney(cell('adFees'), locale), 0);
  if (bad) {
    return null;
  }
  const optional = (key: TKey) => text(key).slice(0, 200) || null;
  return {
    lineNo: line,
    day,
    asin,
    title: text('name').slice(0, 500),
    category: optional('category'),
    trackingTag: optional('trackingId'),
    priceMinor,
    itemsShipped,
    itemsReturned,
    revenueMinor,
    adFeesMinor,
  };
}

function readTotals({ line, cells }: TSheetLine, header: THeader): TTotals {
  const { locale } = header;
  const at = (key: TKey): TCell => cells[header.positions.get(key) ?? -1] ?? '';
  const value = (result: { ok: true; value: number } | { ok: false }) =>
    result.ok ? result.value : Number.NaN;
  return {
    line,
    itemsShipped: value(parseCount(at('itemsShipped'), locale)),
    returns: Math.abs(value(parseCount(at('returns'), locale))),
    revenue: value(parseMoney(at('revenue'), locale)),
    adFees: value(parseMoney(at('adFees'), locale)),
  };
}

/** The totals line is checked against the lines read; a difference is told, not fatal. */
function checkTotals(
  totals: TTotals,
  lines: TReportLine[],
  header: THeader,
  out: Collector,
  currency: string,
) {
  const sums = { itemsShipped: 0, returns: 0, revenue: 0, adFees: 0 };
  for (const l of lines) {
    sums.itemsShipped += l.itemsShipped;
    sums.returns += l.itemsReturned;
    sums.revenue += l.revenueMinor;
    sums.adFees += l.adFeesMinor;
  }
  const money = (minor: number) => `${currency} ${(minor / 100).toFixed(2)}`;
  const checks: [TKey, keyof typeof sums, (n: number) => string][] = [
    ['itemsShipped', 'itemsShipped', String],
    ['returns', 'returns', String],
    ['revenue', 'revenue', money],
    ['adFees', 'adFees', money],
  ];
  for (const [key, sum, show] of checks) {
    const stated = totals[sum];
    if (header.positions.has(key) && Number.isFinite(stated) && stated !== sums[sum]) {
      const label = header.labels.get(key) ?? key;
      out.problem(
        totals.line,
        label,
        `The totals line says ${show(stated)} for ${label} but the lines read add up to ${show(sums[sum])}`,
      );
    }
  }
}

/**
 * Reads an earnings report of one marketplace. Whole-file problems (no report, formulas, no
 * header, another marketplace's currency or language, too many lines, no line readable) throw
 * 400/1001 on `file`; a line's own problems are collected and the line is left out.
 */
export async function readEarningsReport(sheet: TSheet, countryCode: TCountryCode): Promise<TParsedReport> {
  const out = new Collector();
  const titles: string[] = [];
  let header: THeader | null = null;
  let totals: TTotals | null = null;
  let dataLines = 0;
  for await (const sheetLine of sheet.lines) {
    if (!header) {
      if (isHeader(sheetLine.cells)) {
        header = readHeader(sheetLine.cells, countryCode);
      } else if (titles.length >= 10) {
        throw reportFileError(
          'No header line naming ASIN, Date Shipped and Revenue in the first lines: upload the Fee-Earnings report as the marketplace exports it',
        );
      } else {
        titles.push(sheetLine.cells.map(String).join(' ').trim());
      }
      continue;
    }
    const first = String(sheetLine.cells.find((c) => String(c).trim() !== '') ?? '').trim();
    const asinAt = header.positions.get('asin') ?? -1;
    if (totalsLabel.test(first) && String(sheetLine.cells[asinAt] ?? '').trim() === '') {
      totals = readTotals(sheetLine, header);
      continue;
    }
    dataLines += 1;
    if (dataLines > maxAssociateReportRows) {
      throw reportFileError(
        `The file has more than ${maxAssociateReportRows.toLocaleString('en-US')} lines: upload the period in several files`,
      );
    }
    const line = readLine(sheetLine, header, out);
    if (line) {
      out.lines.push(line);
    }
  }
  if (!header) {
    throw reportFileError(
      'The file has no header line naming ASIN, Date Shipped and Revenue: upload the Fee-Earnings report',
    );
  }
  const currency = marketplaceOf(countryCode).currency;
  const titlePeriod = titles.map((t) => parseTitlePeriod(t, header.locale)).find((p) => p !== null) ?? null;
  const lines = titlePeriod ? keepWithin(out, titlePeriod) : out.lines;
  if (lines.length === 0) {
    const first = out.problems.slice(0, 3).map((p) => `line ${p.line}: ${p.message}`);
    throw reportFileError(
      dataLines === 0
        ? 'The file has a header but no lines'
        : `No line of the file could be read (${out.problemCount} problems; ${first.join('; ')})`,
    );
  }
  if (totals) {
    checkTotals(totals, lines, header, out, currency);
  }
  // ISO days sort as text
  const days = lines.map((l) => l.day).sort();
  const periodStart = titlePeriod?.start ?? (days[0] as string);
  const periodEnd = titlePeriod?.end ?? (days[days.length - 1] as string);
  return {
    format: sheet.format,
    currency,
    periodStart,
    periodEnd,
    lines,
    problems: out.problems.sort((a, b) => a.line - b.line),
    problemCount: out.problemCount,
  };
}

/** The file's bytes read as a report (`openSheet`, then `readEarningsReport`). */
export async function parseEarningsReport(
  bytes: Uint8Array,
  countryCode: TCountryCode,
): Promise<TParsedReport> {
  return readEarningsReport(openSheet(bytes), countryCode);
}

/** A line dated outside the period its title names is a problem, not a line of another period. */
function keepWithin(out: Collector, period: { start: string; end: string }): TReportLine[] {
  return out.lines.filter((line) => {
    if (line.day >= period.start && line.day <= period.end) {
      return true;
    }
    out.problem(
      line.lineNo,
      null,
      `Dated ${line.day}, outside the report's period ${period.start} to ${period.end}`,
    );
    return false;
  });
}
