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
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<TAppOptions, 'mailTransport' | 'logStream' | 'webDist'> = {},
): Promise<TTestApp> {
  const { database, release } = await leaseDatabase();
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
