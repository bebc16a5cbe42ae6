import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { lockFileName } from '../src/db/data-dir-lock';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { spawnedServers } from './support/spawned-server';

const freshDir = () => mkdtempSync(join(tmpdir(), 'atlas-supervise-'));
const servers = spawnedServers();
afterEach(() => servers.killAll());

/** A real server (`src/main.ts`) on `dataDir`, answered at once: `serving` once it serves. */
const startServer = (dataDir: string) => servers.spawn({ PORT: '0', DATA_DIR: dataDir });

/** The embedded database process the server forked. */
function databaseChildOf(pid: number): number {
  const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const host = children.find((child) =>
    readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('pglite-host'),
  );
  if (!host) {
    throw new Error(`no pglite-host under ${pid}`);
  }
  return Number(host);
}

describe('the embedded database', () => {
  it('writes no full-page images into its WAL (bin/pglite-host.mjs: it runs without fsync already)', async () => {
    const database = await openDatabase({ dataDir: freshDir() });
    try {
      const { rows } = await database.db.execute(sql`select current_setting('full_page_writes') as v`);
      expect(rows).toEqual([{ v: 'off' }]);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database, supervised', () => {
  it('stops the server with the reason when the database process dies', async () => {
    const server = startServer(freshDir());
    await server.serving;
    process.kill(databaseChildOf(server.child.pid as number), 'SIGKILL');
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      'Affiliate Atlas is stopping: the embedded database process stopped (killed by SIGKILL)',
    );
  });

  // Two server starts and two kills: on a loaded machine this can pass the suite's 30 s.
  it('starts again after both processes were killed at once, and refuses a second server on the folder', async () => {
    const dataDir = freshDir();
    const first = startServer(dataDir);
    await first.serving;
    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toMatch(/in use by process \d+; stop that server first/);

    process.kill(-(first.child.pid as number), 'SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, '.s.PGSQL.5432'))).toBe(true);
    expect(existsSync(join(dataDir, lockFileName))).toBe(true);
    const again = startServer(dataDir);
    await again.serving;
  }, 90_000);
});

describe('the data folder lock', () => {
  it('takes over a lock whose owner is gone and clears the stale socket', async () => {
    const dataDir = freshDir();
    mkdirSync(join(dataDir, 'pg'));
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((done) => gone.once('exit', done));
    writeFileSync(join(dataDir, lockFileName), `${gone.pid}\n`);
    writeFileSync(join(dataDir, '.s.PGSQL.5432'), '');
    const host = await startEmbeddedDatabase(dataDir);
    expect(readFileSync(join(dataDir, lockFileName), 'utf8').trim()).toBe(String(process.pid));
    await expect(startEmbeddedDatabase(dataDir)).rejects.toThrow(/already open in this process/);
    await host.stop();
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });
});
