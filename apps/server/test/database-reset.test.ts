import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDb } from '../src/db/client';
import { createUser } from './support/factories';
import { createTestApp } from './support/test-app';

// A test file's database is the one the worker's previous file left, reset (support/database-
// slots.ts): it must hold exactly what the migrations left, whatever that file wrote.

/** Every table of `public` with its number of rows, and the rows of those the migrations filled. */
async function contents(db: TDb) {
  const { rows: tables } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from public."${name}"`),
    );
    counts[name] = rows[0]?.n ?? -1;
  }
  const { rows: copies } = await db.execute<{ name: string }>(
    sql`select name from atlas_test.copies order by 1`,
  );
  const copied: Record<string, unknown[]> = {};
  for (const { name } of copies) {
    copied[name] = (await db.execute(sql.raw(`select * from public."${name}" order by 1`))).rows;
  }
  return { counts, copied };
}

describe('a reused test database', () => {
  it('holds what the migrations left after a file wrote to it', async () => {
    const first = await createTestApp();
    const migrated = await contents(first.database.db);
    await createUser(first, 'seller');
    await createUser(first, 'publisher');
    await first.database.db.execute(sql`create table if not exists reset_probe (v int)`);
    await first.database.db.execute(sql`insert into reset_probe values (1)`);
    const written = await contents(first.database.db);
    expect(written.counts.users).toBeGreaterThan(0);
    await first.close();

    const second = await createTestApp();
    try {
      const again = await contents(second.database.db);
      const { reset_probe: probe, ...counts } = again.counts;
      expect(probe).toBe(0);
      expect(counts).toEqual(migrated.counts);
      expect(again.copied).toEqual(migrated.copied);
    } finally {
      await second.close();
    }
  });

  it('gives two apps open at once a database each', async () => {
    const [one, two] = await Promise.all([createTestApp(), createTestApp()]);
    try {
      await createUser(one, 'seller');
      const users = async (db: TDb) =>
        (await db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]?.n;
      expect(await users(one.database.db)).toBe(1);
      expect(await users(two.database.db)).toBe(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
