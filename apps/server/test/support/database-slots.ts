import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connectEmbedded, openDatabase, type TDatabase } from '../../src/db/client';
import { startEmbeddedDatabase, type TEmbeddedHost } from '../../src/db/embedded';
import { randomString } from '../../src/platform/ids';
import { withDatabase } from '../global-setup';
import { resetDatabase } from './resettable-template';

/**
 * A test file's database, and the worker's pool of them. A test file runs on a database of its
 * own, as if new; but a worker runs file after file, so the database a file leaves behind is
 * reset (`atlas_test.reset()`, `resettable-template.ts`) and handed to the next file instead of
 * copying the template again and starting another embedded host (about a second a file) or
 * cloning another PostgreSQL database. A file that opens two apps at once gets two databases.
 * A database whose embedded host died is never handed out again.
 */
type TSlot = {
  /** A handle on the slot's database, for one app. */
  connect: () => Promise<TDatabase>;
  alive: () => boolean;
  used: boolean;
};

const idle: TSlot[] = [];

/** A database as the migrations left it, and how to give it back. */
export async function leaseDatabase(): Promise<{
  database: TDatabase;
  /** Another connection to the same database, as a second instance of the product has (PostgreSQL only). */
  connectAgain?: () => Promise<TDatabase>;
  release: () => Promise<void>;
}> {
  const slot = idle.pop() ?? (await newSlot());
  const database = await slot.connect();
  if (slot.used) {
    await resetDatabase(database.db);
  }
  slot.used = true;
  let released = false;
  return {
    database,
    connectAgain: database.kind === 'postgres' ? slot.connect : undefined,
    release: async () => {
      if (released) {
        return;
      }
      released = true;
      await database.close();
      if (slot.alive()) {
        idle.push(slot);
      }
    },
  };
}

async function newSlot(): Promise<TSlot> {
  const template = inject('dbTemplate');
  if (template.engine === 'postgres') {
    const name = `${template.prefix}${randomString(8)}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.template}`);
    await admin.end();
    const url = withDatabase(template.url, name);
    return { connect: () => openDatabase({ databaseUrl: url, dataDir: '' }), alive: () => true, used: false };
  }
  // under the run's temporary folder, which the run removes (vitest.config.ts)
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-test-'));
  cpSync(join(template.dataDir, 'pg'), join(dataDir, 'pg'), { recursive: true });
  let alive = true;
  const host: TEmbeddedHost = await startEmbeddedDatabase(dataDir, () => {
    alive = false;
  });
  process.once('exit', () => {
    host.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { connect: () => connectEmbedded(host.socketDir), alive: () => alive, used: false };
}
