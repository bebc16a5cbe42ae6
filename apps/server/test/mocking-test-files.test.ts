import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockingTestFiles } from './mocking-test-files';

// A file that replaces a module and ran in the shared module graph would find the module another
// file loaded first, unreplaced: it must be in the isolated project's list.
describe('the server test files that replace a module', () => {
  const files = mockingTestFiles(join(import.meta.dirname, '..'));

  it('are found by their vi.mock, and only they', () => {
    expect(files).toContain('src/modules/images/image-limits.test.ts');
    expect(files).not.toContain('src/modules/clicks/click-shipper.test.ts');
    // it names vi.mock in its titles, never as a call
    expect(files).not.toContain('test/mocking-test-files.test.ts');
  });
});
