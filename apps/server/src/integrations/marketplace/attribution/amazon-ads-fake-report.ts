// The report endpoint of the Amazon Ads stand-in (amazon-ads-fake.ts), as the Amazon Attribution
// reference and guide describe it: POST /attribution/report with a PRODUCTS body, YYYYMMDD
// dates, pages of at most `count` rows chained by an opaque cursorId, figures as strings, and
// the rows of an ad group with fewer than 10 clicks masked as zeros.

type TJson = Record<string, unknown>;

export type TFakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** What the report of one profile is made of. */
export type TFakeReportSource = {
  /** Rows of our ad groups as the test gave them (reported once their tag was clicked). */
  rows: TJson[];
  /** Clicks per ad group (`campaignId|adGroupId`), from tags clicked. */
  clicks: Map<string, number>;
  /** Rows of other tools' campaigns, reported as given, malformed ones included. */
  foreign: unknown[];
};

export const maxReportCount = 5000;
/** Below this many clicks over its lifetime, an ad group's figures are reported as zeros. */
const maskBelowClicks = 10;

export const adGroupKey = (campaignId: unknown, adGroupId: unknown) =>
  `${String(campaignId)}|${String(adGroupId)}`;

const maasError = (status: number, details: string): TFakeAnswer => ({
  status,
  body: { code: String(status), details },
});

const dayOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) {
    return false;
  }
  const date = new Date(`${dayOf(value)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === dayOf(value);
}

const isMetric = (name: string) => /(14d|_amount)$/.test(name);

/** A row as Amazon sends it: every figure as text, all of them zero while the ad group is masked. */
function reported(row: TJson, masked: boolean): TJson {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      isMetric(name) ? (masked ? '0' : String(value)) : value,
    ]),
  );
}

function inRange(row: unknown, start: string, end: string): boolean {
  const date = typeof row === 'object' && row !== null ? (row as TJson).date : undefined;
  // a malformed foreign row without a date is sent whatever the dates asked
  return typeof date !== 'string' || (date >= start && date <= end);
}

/** The whole report of the request's dates, before paging. */
function reportOf(source: TFakeReportSource, start: string, end: string): unknown[] {
  const ours = source.rows
    .filter((row) => source.clicks.has(adGroupKey(row.campaignId, row.adGroupId)) && inRange(row, start, end))
    .map((row) =>
      reported(row, (source.clicks.get(adGroupKey(row.campaignId, row.adGroupId)) ?? 0) < maskBelowClicks),
    );
  // other tools' rows first: a reader must get past them to reach ours
  return [...source.foreign.filter((row) => inRange(row, start, end)), ...ours];
}

/** The opaque cursor Amazon hands back: a JSON text, quotes and all. */
const cursorOf = (offset: number, page: number) => JSON.stringify({ values: [offset], page, version: 'V2' });

function offsetOf(cursorId: unknown): number | null {
  if (cursorId === '' || cursorId === null || cursorId === undefined) {
    return 0;
  }
  try {
    const values = (JSON.parse(String(cursorId)) as { values?: unknown[] }).values;
    const offset = Number(values?.[0]);
    return Number.isSafeInteger(offset) && offset > 0 ? offset : null;
  } catch {
    return null;
  }
}

/** POST /attribution/report for a profile allowed to ask it. */
export function answerFakeReport(
  body: TJson,
  source: TFakeReportSource,
  options: { pageSize?: number; today?: () => string },
): TFakeAnswer {
  const reportType = body.reportType ?? 'PERFORMANCE';
  if (reportType !== 'PRODUCTS') {
    return maasError(400, `reportType ${String(reportType)} is not served by this stand-in (PRODUCTS only)`);
  }
  if (body.groupBy !== undefined) {
    return maasError(400, 'groupBy cannot be used with reportType PRODUCTS');
  }
  const { startDate, endDate } = body;
  if (!isDay(startDate) || !isDay(endDate) || startDate > endDate) {
    return maasError(400, 'startDate and endDate must be days as YYYYMMDD, startDate first');
  }
  const today = options.today?.();
  if (today) {
    const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
    if (dayOf(startDate) < earliest) {
      return maasError(400, 'For reportType PRODUCTS, startDate must be within the last 90 days');
    }
  }
  const count = body.count ?? maxReportCount;
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > maxReportCount) {
    return maasError(400, `count must be from 1 to ${maxReportCount}`);
  }
  const offset = offsetOf(body.cursorId);
  if (offset === null) {
    return maasError(400, 'cursorId is not one this report gave');
  }
  const all = reportOf(source, startDate, endDate);
  const size = Math.min(count as number, options.pageSize ?? maxReportCount);
  const reports = all.slice(offset, offset + size);
  const next = offset + size < all.length ? cursorOf(offset + size, Math.floor(offset / size) + 2) : null;
  return { status: 200, body: { reports, size: reports.length, ...(next ? { cursorId: next } : {}) } };
}
