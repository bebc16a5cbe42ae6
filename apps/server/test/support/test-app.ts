import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TAppOptions } from '../../src/app';
import { loadConfig, type TConfig } from '../../src/config';
import { openDatabase, type TDatabase } from '../../src/db/client';
import { randomString } from '../../src/platform/ids';
import { withDatabase } from '../global-setup';

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  config: TConfig;
  /** Moves the app's clock; sessions and limits read it. */
  clock: { now: Date; advance: (ms: number) => void };
  close: () => Promise<void>;
};

async function openTestDatabase(): Promise<{ database: TDatabase; cleanup: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'atlas-test-'));
    cpSync(join(template.dataDir, 'pg'), join(dataDir, 'pg'), { recursive: true });
    const database = await openDatabase({ dataDir });
    return { database, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `${template.prefix}${randomString(8)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(template.url, name), dataDir: '' });
  return { database, cleanup: async () => {} };
}

/** A fresh app on a fresh migrated database, for one test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<TAppOptions, 'mailTransport' | 'logStream' | 'webDist'> = {},
): Promise<TTestApp> {
  const { database, cleanup } = await openTestDatabase();
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
      await database.close();
      await cleanup();
    },
  };
}
