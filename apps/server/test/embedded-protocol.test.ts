import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCatalogueStamp } from '../src/modules/catalog/catalogue-versions.repository';
import { createTestApp, type TTestApp } from './support/test-app';

// The embedded host hands PGlite every complete message a connection sent at once
// (bin/pglite-batching.mjs), and starts every connection on a fresh session
// (bin/pglite-sessions.mjs). What could go wrong there: a message split across socket chunks,
// an error in the middle of an extended query, a transaction that fails, a connection opened
// after a failed query finding the old one's prepared statements and settings. Run on both
// engines.

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];

describe('the database connection', () => {
  it('carries a parameter far larger than one socket chunk, whole', async () => {
    const big = 'é'.repeat(1_500_000);
    expect(await one<{ n: number }>(sql`select length(${big}::text)::int as n`)).toEqual({ n: 1_500_000 });
  });

  it('answers the next query after one that fails half way through', async () => {
    const failed = await t.database.db.execute(sql`select ${'not a number'}::int`).catch((e: Error) => e);
    expect((failed as Error).cause).toMatchObject({ message: expect.stringMatching(/invalid input syntax/) });
    expect(await one<{ n: number }>(sql`select ${41}::int + 1 as n`)).toEqual({ n: 42 });
  });

  it('rolls a failed transaction back and goes on', async () => {
    await t.database.db.execute(sql`create table if not exists protocol_probe (v int primary key)`);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into protocol_probe values (${1})`);
        await tx.execute(sql`insert into protocol_probe values (${1})`);
      }),
    ).rejects.toThrow();
    expect(await one<{ n: number }>(sql`select count(*)::int as n from protocol_probe`)).toEqual({ n: 0 });
    await Promise.all(
      [1, 2, 3].map((v) => t.database.db.execute(sql`insert into protocol_probe values (${v})`)),
    );
    expect(await one<{ n: number }>(sql`select count(*)::int as n from protocol_probe`)).toEqual({ n: 3 });
  });

  it('prepares a named statement again after a failed query made the pool open a new connection', async () => {
    const seller = { id: 'protocol-seller' };
    await expect(findCatalogueStamp(t.database.db, seller.id)).resolves.toBeUndefined();
    await t.database.db.execute(sql`select * from no_such_table`).catch(() => {});
    // Before the fix, the new connection's Parse of "catalogue_stamp" met the old one's.
    await expect(findCatalogueStamp(t.database.db, seller.id)).resolves.toBeUndefined();
    await expect(findCatalogueStamp(t.database.db, seller.id)).resolves.toBeUndefined();
  });

  it('leaves no session setting of a dropped connection to the next one', async () => {
    await t.database.db.execute(sql`select set_config('atlas.probe', 'left over', false)`);
    await t.database.db.execute(sql`select * from no_such_table`).catch(() => {});
    const left = await Promise.all(
      [1, 2, 3].map(() => one<{ v: string | null }>(sql`select current_setting('atlas.probe', true) as v`)),
    );
    expect(left.every((row) => row?.v === null || row?.v === '')).toBe(true);
  });
});
