import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

const artifacts = join(import.meta.dirname, '..', 'artifacts');

/**
 * What a failed test prints of its page: the errors, navigations and calls answered 400 or more,
 * newest last (the last 40 kept), and the calls still unanswered.
 */
function watchPage(page: Page) {
  const trail: string[] = [];
  const clock = () => new Date().toISOString().slice(11, 23);
  const keep = (line: string) => {
    trail.push(`${clock()} ${line}`);
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
  // the calls still unanswered when a step gave up: a page waiting on the server, not on a click
  const pending = new Map<Request, string>();
  page.on('request', (request) => pending.set(request, clock()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    keep(`failed ${request.method()} ${request.url()}`);
  });
  const unanswered = () =>
    [...pending].map(([request, sent]) => `${sent} unanswered ${request.method()} ${request.url()}`);
  return { trail, unanswered };
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

/**
 * One Chromium per file and a fresh context (so fresh storage) per test. On failure the page is
 * saved as a screenshot under e2e/artifacts/ to see what the user saw, and the test's output
 * names the page's address, its errors and its refused calls: CI keeps only the output.
 */
export function useBrowser() {
  const state = {} as {
    browser: Browser;
    context: BrowserContext;
    page: Page;
    watch: ReturnType<typeof watchPage>;
  };
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
  beforeEach(async () => {
    // Reduced motion, as some users ask: a drawer or pop-up is where it ends when a step clicks
    // it, not sliding under the pointer on a busy machine (a click that lands beside its button).
    // The tests that open a second context keep antd's motion.
    state.context = await state.browser.newContext({
      viewport: { width: 1360, height: 860 },
      reducedMotion: 'reduce',
    });
    state.page = await state.context.newPage();
    await throttle(state.page);
    state.watch = watchPage(state.page);
  });
  // before the context closes (a failed test's own handlers run after it): what the user saw
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const { trail, unanswered } = state.watch;
      const lines = [...trail, ...unanswered()];
      console.error(
        `[${task.name}] at ${state.page.url()}\n${lines.join('\n') || 'no page errors or refused calls'}`,
      );
      mkdirSync(artifacts, { recursive: true });
      await state.page
        .screenshot({ path: join(artifacts, `${task.name.replace(/\W+/g, '-')}.png`) })
        .catch((error: unknown) => console.error(`no screenshot: ${String(error)}`));
    }
    await state.context?.close();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get page() {
      return state.page;
    },
    ...workerServer(),
  };
}

/** The app of this file's worker (`global-setup.ts` starts one per worker). */
export function workerServer(): { baseUrl: string; adminUrl: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[(worker - 1) % servers.length];
  if (!server) {
    throw new Error('the browser tests started no app (e2e/global-setup.ts)');
  }
  return server;
}
