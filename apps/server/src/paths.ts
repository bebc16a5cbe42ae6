import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this module whether it runs from src/ or the dist bundle. */
export const serverRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'bin', 'pglite-host.mjs'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error('cannot find the server package folder');
    }
    dir = parent;
  }
  return dir;
})();

export const migrationsFolder = join(serverRoot, 'drizzle');
export const webDistFolder = join(serverRoot, '..', 'web', 'dist');
/** The OpenAPI documents as committed for review (`npm run openapi` writes them, a test compares). */
export const openApiFolder = join(serverRoot, '..', '..', 'docs', 'openapi');
