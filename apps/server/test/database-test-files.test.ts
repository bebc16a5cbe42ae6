import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files';

// The PostgreSQL leg's choice of files: missing a file that opens a database would leave its
// queries untested on PostgreSQL in silence.
const files = databaseTestFiles(join(import.meta.dirname, '..'));

describe('the test files of the PostgreSQL leg', () => {
  it('take the files that open a database themselves or through a kit they import', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/modules/seller-console/seller-console.test.ts',
        'src/seed/demo-audit.test.ts',
        // through messages-test-kit.ts, which calls createTestApp
        'src/modules/messages/inbox.test.ts',
      ]),
    );
  });

  it('leave out calculations, static checks and the embedded database of a spawned server', () => {
    for (const file of [
      'src/platform/zoned-day.test.ts',
      'test/layering.test.ts',
      'test/embedded-supervision.test.ts',
      // its server runs on an embedded database of its own; it imports test-app for a type only
      'src/modules/payments/payment-kill.test.ts',
      'test/database-test-files.test.ts',
      // Redis, not the database: once is enough
      'src/platform/rate-limit.test.ts',
    ]) {
      expect(files).not.toContain(file);
    }
  });

  it('are most of the server files', () => {
    expect(files.length).toBeGreaterThan(100);
  });
});
