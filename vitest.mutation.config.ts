import { defineConfig } from 'vitest/config';
import { serverProject } from './vitest.config';

// `npm run test:mutation` (Stryker) runs the server's tests on PGlite only: the mutated code is
// the same on both engines, and PostgreSQL would double a run that already takes long.
// MUTATION_TESTS narrows the tests to some files (globs under apps/server, comma-separated), for
// a module whose own tests are meant to catch its bugs: `MUTATION_TESTS=src/modules/deals/*.test.ts`.
// Every file isolated, those that replace a module included, as Stryker's runs were measured.
const { test } = serverProject('server', 'pglite');
const project = { ...test, isolate: true, exclude: [] };
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({ test: only ? { ...project, include: only } : project });
