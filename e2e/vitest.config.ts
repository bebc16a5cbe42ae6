import { defineConfig } from 'vitest/config';

// Browser golden paths: Debian Chromium driven by playwright-core against the built app,
// started once on a temporary data folder (global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two workers on two cores, each with an app of its own (global-setup.ts): a file's writes
    // (a payment, an approval) are seen only by the files after it on the same app.
    maxWorkers: 2,
    // A page's state after a step (a payment booked in the background, a list refiltered) can
    // take seconds on a busy machine: expect.poll waits 15 s by default here, not Vitest's 1 s,
    // as Playwright's own waits do (30 s).
    expect: { poll: { timeout: 15_000 } },
  },
});
