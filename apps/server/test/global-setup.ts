import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { makeResettable } from './support/resettable-template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate:
      | { engine: 'pglite'; dataDir: string }
      | { engine: 'postgres'; url: string; template: string; prefix: string };
  }
}

/**
 * Migrates one database per run and hands it to the test files as a template: PGlite's data
 * folder is copied, PostgreSQL clones it with CREATE DATABASE … TEMPLATE, so a file starts in
 * well under a second on a fresh, migrated database.
 */
export default async function setup(project: TestProject) {
  if (project.name.startsWith('server-pg')) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      throw new Error('TEST_DATABASE_URL is not set');
    }
    // Per project (the shared and the isolated one set up side by side) and per run.
    const run = `${process.pid}_${project.name.endsWith('-isolated') ? 'i' : 's'}`;
    const template = `atlas_template_${run}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), dataDir: '' });
    await migrateDatabase(database.db);
    await makeResettable(database.db);
    await database.close();
    project.provide('dbTemplate', { engine: 'postgres', url, template, prefix: `atlas_t_${run}_` });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'atlas_t_${run}_%' or datname = $1`,
        [template],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.end();
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-template-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database.db);
  await makeResettable(database.db);
  await database.close();
  project.provide('dbTemplate', { engine: 'pglite', dataDir });
  return () => rmSync(dataDir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
