import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded';
import { schema } from './schema';

export type TDb = NodePgDatabase<typeof schema>;
export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/**
 * One Drizzle handle over `pg` for both engines: PostgreSQL when a URL is given, otherwise the
 * embedded PGlite host, which takes one connection at a time (so the pool holds one).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await ping(pool, options.databaseUrl.replace(/:[^:@/]*@/, ':***@'));
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  const host = await startEmbeddedDatabase(options.dataDir);
  const pool = new pg.Pool({ host: host.socketDir, database: 'postgres', user: 'postgres', max: 1 });
  try {
    await ping(pool, host.socketDir);
  } catch (error) {
    await host.stop();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }),
    kind: 'pglite',
    close: async () => {
      await pool.end();
      await host.stop();
    },
  };
}

async function ping(pool: pg.Pool, where: string): Promise<void> {
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot open the database at ${where}: ${reason}`);
  }
}
