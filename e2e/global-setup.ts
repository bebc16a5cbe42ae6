import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startApp } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per worker (`e2e/vitest.config.ts`): a file uses its worker's (`support/browser.ts`). */
    servers: { baseUrl: string; adminUrl: string }[];
  }
}

/**
 * Starts the built app (npm run build ran before) with demo data on a throw-away folder, once
 * per worker, side by side: the files of one worker run one after the other on its app, as all
 * files did on one app before, and never meet the other worker's writes.
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers;
  const apps = await Promise.all(
    Array.from({ length: workers }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'atlas-e2e-'));
      const port = await freePort();
      const app = await startApp(dataDir, port);
      return { app, dataDir, port };
    }),
  );
  project.provide(
    'servers',
    apps.map(({ port }) => ({
      baseUrl: `http://localhost:${port}`,
      adminUrl: `http://admin.localhost:${port}`,
    })),
  );
  return async () => {
    for (const { app, dataDir } of apps) {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
