import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

// Enumerations only the server stores; the rest come from `@atlas/shared`'s tuples.

export const linkPurposes = ['activate', 'reset_password'] as const;
export const sessionPortals = ['user', 'operator'] as const;
export const emailStatuses = ['queued', 'sent', 'failed'] as const;
export const mailTransports = ['smtp', 'outbox'] as const;
export const marketplaces = ['amazon'] as const;

/**
 * A CHECK that keeps a text column to its enumeration, so a value the code does not know can
 * never be stored, whoever writes it. Named `<table>_<column>_check`, as PostgreSQL would.
 */
export function oneOf(table: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return check(`${table}_${column.name}_check`, sql`${column} in (${sql.raw(list)})`);
}

/** A CHECK that keeps every element of a text[] column to its enumeration. */
export function subsetOf(table: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return check(`${table}_${column.name}_check`, sql`${column} <@ array[${sql.raw(list)}]::text[]`);
}

/** Whose figures a row of `report_owner_days` sums: the seller's or the publisher's. */
export const reportOwnerSides = ['seller', 'publisher'] as const;
