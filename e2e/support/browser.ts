import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';

const artifacts = join(import.meta.dirname, '..', 'artifacts');

/**
 * One Chromium per file and a fresh context (so fresh storage) per test. On failure the page is
 * saved as a screenshot under e2e/artifacts/ to see what the user saw.
 */
export function useBrowser() {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  beforeEach(async ({ task }) => {
    state.context = await state.browser.newContext({ viewport: { width: 1360, height: 860 } });
    state.page = await state.context.newPage();
    onTestFailed(async () => {
      mkdirSync(artifacts, { recursive: true });
      await state.page
        .screenshot({ path: join(artifacts, `${task.name.replace(/\W+/g, '-')}.png`) })
        .catch(() => {});
    });
  });
  afterEach(async () => {
    await state.context?.close();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get page() {
      return state.page;
    },
    baseUrl: inject('baseUrl'),
    adminUrl: inject('adminUrl'),
  };
}
