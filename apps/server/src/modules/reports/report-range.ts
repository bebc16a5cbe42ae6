import { addDays, addMonths } from '../../platform/zoned-day';

// How a report's range splits between closed months read whole from `report_months` and the
// days around them read from `report_days` (docs/architecture.md "Reports read closed months
// whole"). Days are 'YYYY-MM-DD' in the marketplace's zone, as every report range is.

/** The months lying wholly inside [start, end], as their first days, in order. */
export function wholeMonths(start: string, end: string): string[] {
  const months: string[] = [];
  let month = start.endsWith('-01') ? start : addMonths(start, 1);
  while (addDays(addMonths(month, 1), -1) <= end) {
    months.push(month);
    month = addMonths(month, 1);
  }
  return months;
}

/** The days of [start, end] outside `months` (whole months inside it, in order), as ranges. */
export function daysAround(start: string, end: string, months: string[]): [string, string][] {
  const ranges: [string, string][] = [];
  let from = start;
  for (const month of months) {
    if (from < month) {
      ranges.push([from, addDays(month, -1)]);
    }
    from = addMonths(month, 1);
  }
  if (from <= end) {
    ranges.push([from, end]);
  }
  return ranges;
}
