import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/test/database-test-files';
import { mockingTestFiles } from './apps/server/test/mocking-test-files';

// `npm test`: unit tests of every workspace and the server's API tests on PGlite, and the same
// API tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it): every server test
// file that opens a database (apps/server/test/database-test-files.ts).
// CI runs both legs or fails: a missing server must not turn into skipped tests and a green run.
if (process.env.CI && (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)) {
  throw new Error('CI runs every test leg: set TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run does)');
}

// Every temporary folder of a run (databases, data folders, the processes the tests start) goes
// under one of the run's own, removed when the run ends: workers and their children inherit it.
const runTemp = mkdtempSync(join(tmpdir(), 'atlas-run-'));
process.env.TMPDIR = runTemp;
process.once('exit', () => rmSync(runTemp, { recursive: true, force: true }));

const serverRoot = join(import.meta.dirname, 'apps/server');
const allServerFiles = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// Files that replace a module (vi.mock) get a module graph of their own; the rest share their
// worker's, so the app is loaded once per worker rather than once per file.
const mockingFiles = mockingTestFiles(serverRoot);

export const serverProject = (name: string, engine: 'pglite' | 'postgres', isolated = false) => {
  // PostgreSQL: the files that open a database; the others test nothing engine-bound.
  const files = engine === 'pglite' ? allServerFiles : databaseTestFiles(serverRoot);
  return {
    test: {
      name: isolated ? `${name}-isolated` : name,
      root: 'apps/server',
      include: isolated ? mockingFiles.filter((file) => engine === 'pglite' || files.includes(file)) : files,
      exclude: isolated ? [] : mockingFiles,
      isolate: isolated,
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB_ENGINE: engine, TEST_SCRYPT_N: '1024' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
};

/** A leg's shared project, and its isolated one when some of its files replace a module. */
const serverProjects = (name: string, engine: 'pglite' | 'postgres') => {
  const isolated = serverProject(name, engine, true);
  return isolated.test.include.length > 0
    ? [serverProject(name, engine), isolated]
    : [serverProject(name, engine)];
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      ...serverProjects('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-pg', 'postgres') : []),
    ],
  },
});
