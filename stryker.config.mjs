// Mutation testing (`npm run test:mutation`): plants one small bug at a time in the code where
// a bug costs most and checks that some test fails. Slow on two cores, so it runs outside CI;
// `incremental` reuses the last run's results for unchanged code and tests. Scores per module
// go into docs/testing.md. One module: `npm run test:mutation -- --mutate 'apps/server/src/modules/deals/**/*.ts'`.
const server = 'apps/server/src';
// MUTATION_REPORT=deals keeps a run's reports and incremental results in reports/mutation/deals/,
// so runs of different modules can go side by side without overwriting each other.
const reports = process.env.MUTATION_REPORT
  ? `reports/mutation/${process.env.MUTATION_REPORT}`
  : 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  timeoutMS: 30_000,
  // The first run is the whole related suite, instrumented: minutes on two cores.
  dryRunTimeoutMinutes: 30,
  mutate: [
    `${server}/platform/guard.ts`,
    `${server}/platform/export.ts`,
    `${server}/modules/auth/sessions.service.ts`,
    `${server}/modules/auth/sign-in.ts`,
    `${server}/modules/api-keys/*.ts`,
    `${server}/modules/commissions/*.ts`,
    `${server}/modules/deals/*.ts`,
    `${server}/modules/**/*.repository.ts`,
    `!${server}/**/*.test.ts`,
    `!${server}/**/*.routes.ts`,
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  thresholds: { high: 90, low: 85, break: null },
};
