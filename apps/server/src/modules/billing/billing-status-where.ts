import type { TBillingDisplayStatus } from '@atlas/shared';
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The stored condition of a shown tag, for either billing table (seller or publisher): `overdue`
 * and `unpaid` split the stored `unpaid` at the due instant (overdue is derived, never stored).
 */
export function displayStatusWhere(
  table: { status: AnyPgColumn; dueAt: AnyPgColumn },
  status: TBillingDisplayStatus | undefined,
  now: Date,
): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'overdue':
      return and(eq(table.status, 'unpaid'), lte(table.dueAt, now));
    case 'unpaid':
      return and(eq(table.status, 'unpaid'), gt(table.dueAt, now));
    default:
      return eq(table.status, status);
  }
}
