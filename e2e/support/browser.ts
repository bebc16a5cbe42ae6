import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';

const artifacts = join(import.meta.dirname, '..', 'artifacts');

/**
 * One Chromium per file and a fresh context (so fresh storage) per test. On failure the page is
 * saved as a screenshot under e2e/artifacts/ to see what the user saw, and the test's output
 * names the page's address, its errors and its refused calls: CI keeps only the output.
 */
/** The page's errors and every call answered 400 or more, newest last (the last 40 kept). */
function watchPage(page: Page): string[] {
  const trail: string[] = [];
  const keep = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > 40) {
      trail.shift();
    }
  };
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      keep(`console: ${message.text()}`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      keep(`navigated to ${frame.url()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      keep(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => keep(`failed ${request.method()} ${request.url()}`));
  return trail;
}

/**
 * `E2E_CPU_THROTTLE=4` runs every page that many times slower (Chromium's own CPU throttling),
 * to rehearse a busy CI machine: a path that passes only on a fast one is racing the page.
 */
async function throttle(page: Page) {
  const rate = Number(process.env.E2E_CPU_THROTTLE);
  if (rate > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
}

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
    await throttle(state.page);
    const trail = watchPage(state.page);
    onTestFailed(async () => {
      console.error(
        `[${task.name}] at ${state.page.url()}\n${trail.join('\n') || 'no page errors or refused calls'}`,
      );
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
