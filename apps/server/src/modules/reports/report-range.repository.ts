import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { TDb, TQueryable } from '../../db/client';
import { reportDays, reportMonthStates, reportMonths } from '../../db/schema';
import { daysAround, wholeMonths } from './report-range';
import {
  linkRollupKeys,
  linkRollupSource,
  reportWhere,
  rollupSource,
  type TLinkRollupColumns,
  type TReportFilter,
  type TReportSource,
} from './report-sources.repository';

// A standard report's range read from closed months built whole (`report_months`, one row a
// link and month) and the days around them (`report_days`), so a grouped list over 90 days
// reads a few thousand rows a link less than a day each (docs/architecture.md "Reports read
// closed months whole").

/** What a report query reads: a table or a union, the columns it names, the `where` left to it. */
export type TReportTarget = { from: PgTable | SQL; source: TReportSource; where: SQL | undefined };

/** The union's rows, named as report_days' columns under this alias. */
const rangeName = 'report_range';
const rangeTable = alias(reportDays, rangeName);
const rangeSource = linkRollupSource(rangeTable, rangeTable);
const monthColumns: TLinkRollupColumns = { ...getTableColumns(reportMonths), day: reportMonths.month };
const monthSource = linkRollupSource(reportMonths, monthColumns);

function selectRows(source: TReportSource, columns: TLinkRollupColumns, where: SQL | undefined): SQL {
  const list = linkRollupKeys.map((key) => sql`${columns[key]} as ${sql.identifier(reportDays[key].name)}`);
  return sql`select ${sql.join(list, sql`, `)} from ${source.table} where ${where}`;
}

/** Of `months` (wholly inside a range), those report_months holds as built since their last change. */
async function builtMonths(db: TQueryable, countryCode: string, months: string[]): Promise<string[]> {
  const rows = await db
    .select({ month: reportMonthStates.month })
    .from(reportMonthStates)
    .where(
      and(
        eq(reportMonthStates.countryCode, countryCode),
        inArray(reportMonthStates.month, months),
        eq(reportMonthStates.builtVersion, reportMonthStates.version),
      ),
    )
    .orderBy(reportMonthStates.month);
  return rows.map((row) => row.month);
}

/**
 * Reads the rows of a filter: for `report_days`, the range's built months from report_months and
 * its other days from report_days in one union, the months looked up in the same snapshot (a
 * build or an import between the two reads changes nothing of the answer); any other source,
 * or a range with no built month, reads its own table.
 */
export async function readReportRange<T>(
  db: TDb,
  source: TReportSource,
  filter: TReportFilter,
  read: (db: TQueryable, target: TReportTarget) => Promise<T>,
): Promise<T> {
  const plain: TReportTarget = { from: source.table, source, where: reportWhere(source, filter) };
  const whole = wholeMonths(filter.startDate, filter.endDate);
  if (source !== rollupSource || whole.length === 0) {
    return read(db, plain);
  }
  return db.transaction(
    async (tx) => {
      const months = await builtMonths(tx, filter.countryCode, whole);
      const [first, last] = [months[0], months.at(-1)];
      if (!first || !last) {
        return read(tx, plain);
      }
      const monthWhere = reportWhere(monthSource, { ...filter, startDate: first, endDate: last });
      const parts = [
        selectRows(monthSource, monthColumns, and(monthWhere, inArray(reportMonths.month, months))),
      ];
      for (const [startDate, endDate] of daysAround(filter.startDate, filter.endDate, months)) {
        parts.push(
          selectRows(rollupSource, reportDays, reportWhere(rollupSource, { ...filter, startDate, endDate })),
        );
      }
      const union = sql`(${sql.join(parts, sql` union all `)}) as ${sql.identifier(rangeName)}`;
      return read(tx, { from: union, source: rangeSource, where: undefined });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
