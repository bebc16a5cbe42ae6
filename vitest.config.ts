import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/test/database-test-files';

// `npm test`: unit tests of every workspace and the server's API tests on PGlite, and the same
// API tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it): every server test
// file that opens a database (apps/server/test/database-test-files.ts).
// CI runs both legs or fails: a missing server must not turn into skipped tests and a green run.
if (process.env.CI && (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)) {
  throw new Error('CI runs every test leg: set TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run does)');
}

export const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    // PostgreSQL: the files that open a database; the others test nothing engine-bound.
    include:
      engine === 'pglite'
        ? ['src/**/*.test.ts', 'test/**/*.test.ts']
        : databaseTestFiles(join(import.meta.dirname, 'apps/server')),
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
