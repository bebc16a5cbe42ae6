import { and, eq, gt, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** One key of an export's order: the column, its direction, and the previous page's last value. */
export type TKeysetKey = { column: SQLWrapper; desc?: boolean; value: unknown };

/**
 * The rows after the previous page's last row in a total order (keyset paging, docs/architecture.md
 * "Exports"). When every key runs the same way it is one row-value comparison, `(a, b) < ($1, $2)`,
 * which an index on (a, b) answers by seeking; keys of mixed directions spell the comparison out.
 * A timestamp key's value should be a sub-select of the stored value by id (`valueOf`), since a
 * JavaScript date drops PostgreSQL's microseconds and would skip rows.
 */
export function rowsAfter(keys: TKeysetKey[]): SQL | undefined {
  if (keys.length === 0) {
    return undefined;
  }
  const descending = keys[0]?.desc ?? false;
  if (keys.every((key) => (key.desc ?? false) === descending)) {
    const columns = sql.join(
      keys.map((key) => sql`${key.column}`),
      sql`, `,
    );
    const values = sql.join(
      keys.map((key) => sql`${key.value}`),
      sql`, `,
    );
    return descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }
  return or(
    ...keys.map((key, i) =>
      and(
        ...keys.slice(0, i).map((before) => eq(before.column, before.value)),
        key.desc ? lt(key.column, key.value) : gt(key.column, key.value),
      ),
    ),
  );
}
