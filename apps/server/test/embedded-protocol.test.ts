import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

// The embedded host hands PGlite every complete message a connection sent at once
// (bin/pglite-batching.mjs). What could go wrong there: a message split across socket chunks,
// an error in the middle of an extended query, a transaction that fails. Run on both engines.

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
});
