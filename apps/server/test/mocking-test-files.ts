import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The server's test files share their workers' module graph (`isolate: false` in
// vitest.config.ts: each file no longer loads the whole app again, a third of the leg's time).
// A file that replaces a module (`vi.mock`) needs a graph of its own, or the module another file
// loaded first stays: those files run in a project of their own, isolated.

const mocksModule = /\bvi\.(mock|doMock)\(/;

/** The test files under `root` (src and test) that replace a module, relative to `root`. */
export function mockingTestFiles(root: string): string[] {
  return ['src', 'test'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => join(folder, name))
      .filter((file) => mocksModule.test(readFileSync(join(root, file), 'utf8'))),
  );
}
