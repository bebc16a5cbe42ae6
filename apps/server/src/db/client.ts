import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { startEmbeddedDatabase, type TOnHostExit } from './embedded';
import { FaultTolerantPool } from './fault-tolerant-pool';
import { schema } from './schema';

export type TDb = NodePgDatabase<typeof schema>;
/** What a repository needs to run inside a caller's transaction, or on the handle itself. */
export type TTx = Pick<TDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** The handle or an open transaction, where a query may run in either. */
export type TQueryable = TDb | Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export type TOpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** Waiting for a connection, and for one statement, before failing (ms). */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** The embedded database process died while running. */
  onHostExit?: TOnHostExit;
};

const defaultConnectTimeoutMs = 10_000;
const defaultStatementTimeoutMs = 120_000;

/**
 * One Drizzle handle over `pg` for both engines: PostgreSQL when a URL is given, otherwise the
 * embedded PGlite host, which takes one connection at a time (so the pool holds one). A
 * statement over its time-out fails: PostgreSQL cancels it (`statement_timeout`); PGlite, which
 * has no timer of its own, is answered by the client (`query_timeout`). A connection that dies
 * fails only what ran on it, and the pool opens another (`fault-tolerant-pool.ts`).
 */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new FaultTolerantPool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
      statement_timeout: options.statementTimeoutMs ?? defaultStatementTimeoutMs,
    });
    await ping(pool, options.databaseUrl.replace(/:[^:@/]*@/, ':***@'));
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  const host = await startEmbeddedDatabase(options.dataDir, options.onHostExit);
  try {
    const connection = await connectEmbedded(host.socketDir, options);
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await host.stop();
      },
    };
  } catch (error) {
    await host.stop();
    throw error;
  }
}

/**
 * A handle on an embedded host already serving in `socketDir`, holding one connection; closing
 * it leaves the host running (the tests keep one host per database and reuse it).
 */
export async function connectEmbedded(
  socketDir: string,
  options: Pick<TOpenOptions, 'connectTimeoutMs' | 'statementTimeoutMs'> = {},
): Promise<TDatabase> {
  const pool = new FaultTolerantPool({
    host: socketDir,
    database: 'postgres',
    user: 'postgres',
    max: 1,
    connectionTimeoutMillis: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
    query_timeout: options.statementTimeoutMs ?? defaultStatementTimeoutMs,
  });
  await ping(pool, socketDir);
  return { db: drizzle(pool, { schema }), kind: 'pglite', close: () => pool.end() };
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
