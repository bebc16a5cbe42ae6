import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startApp } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUrl: string;
  }
}

/** Starts the built app (npm run build ran before) with demo data on a throw-away folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-e2e-'));
  const port = await freePort();
  const app = await startApp(dataDir, port);
  const baseUrl = `http://localhost:${port}`;
  project.provide('baseUrl', baseUrl);
  project.provide('adminUrl', `http://admin.localhost:${port}`);
  return async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
