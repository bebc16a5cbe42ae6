import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { users } from '../src/db/schema';
import { createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// Every enumerated text column is held to its tuple by a CHECK in the database, so a value the
// code does not know is refused whoever writes it (a bug, a script, a hand-made fix).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enumColumns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns
      .filter((column) => (column.enumValues?.length ?? 0) > 0)
      .map((column) => ({ table: config.name, column: column.name, values: [...(column.enumValues ?? [])] }));
  });

describe('enumerations in the database', () => {
  it('finds the enumerated columns of the schema', () => {
    expect(enumColumns.length).toBeGreaterThanOrEqual(21);
  });

  it.each(enumColumns.map((c) => [`${c.table}.${c.column}`, c] as const))(
    '%s has a CHECK listing exactly its values',
    async (_name, { table, column, values }) => {
      const result = await t.database.db.execute<{ definition: string }>(sql`
        select pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class r on r.oid = c.conrelid
        where c.contype = 'c' and r.relname = ${table} and c.conname = ${`${table}_${column}_check`}`);
      const definition = result.rows[0]?.definition ?? '';
      const listed = [...definition.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect(listed.sort()).toEqual([...values].sort());
    },
  );

  // The read after the refusal also proves the embedded database answers the query after a failed
  // one (its host once dropped that connection, so an unrelated request failed).
  it('refuses a value outside the tuple; the row and the next query are unharmed', async () => {
    const { user } = await createUser(t, 'seller');
    const write = t.database.db
      .update(users)
      .set({ role: 'operator' as never })
      .where(eq(users.id, user.id));
    await expect(write).rejects.toMatchObject({ cause: { code: '23514' } });
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('seller');
  });
});
