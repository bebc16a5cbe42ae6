import type { FastifyInstance } from 'fastify';
import { buildApp, type TAppOptions } from '../../src/app';
import { loadConfig, type TConfig } from '../../src/config';
import type { TDatabase } from '../../src/db/client';
import { leaseDatabase } from './database-slots';

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  config: TConfig;
  /** Moves the app's clock; sessions and limits read it. */
  clock: { now: Date; advance: (ms: number) => void };
  close: () => Promise<void>;
};

/** A fresh app on a database as the migrations left it (`database-slots.ts`), for one test file. */
export async function createTestApp(env: Record<string, string> = {}, options: TTestAppOptions = {}) {
  const { database, release } = await leaseDatabase();
  return buildTestApp(database, release, env, options);
}

type TTestAppOptions = Pick<TAppOptions, 'mailTransport' | 'logStream' | 'webDist'>;

/**
 * Two instances of the product on one PostgreSQL database (each its own connection pool), for
 * what several instances share (`test/two-instances.test.ts`). Undefined on PGlite, which one
 * instance holds alone.
 */
export async function createTestAppPair(
  env: [Record<string, string>, Record<string, string>],
  options: TTestAppOptions = {},
): Promise<[TTestApp, TTestApp] | undefined> {
  const { database, connectAgain, release } = await leaseDatabase();
  if (!connectAgain) {
    await release();
    return undefined;
  }
  const second = await connectAgain();
  const one = await buildTestApp(database, release, env[0], options);
  const two = await buildTestApp(second, () => second.close(), env[1], options);
  return [one, two];
}

async function buildTestApp(
  database: TDatabase,
  release: () => Promise<void>,
  env: Record<string, string>,
  options: TTestAppOptions,
): Promise<TTestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({ webDist: false, ...options, config, db: database.db, now: () => clock.now });
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await release();
    },
  };
}
