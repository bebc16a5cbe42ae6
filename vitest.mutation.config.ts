import { defineConfig } from 'vitest/config';
import { serverProject } from './vitest.config';

// `npm run test:mutation` (Stryker) runs the server's tests on PGlite only: the mutated code is
// the same on both engines, and PostgreSQL would double a run that already takes long.
// MUTATION_TESTS narrows the tests to some files (globs under apps/server, comma-separated), for
// a module whose own tests are meant to catch its bugs: `MUTATION_TESTS=src/modules/deals/*.test.ts`.
const project = serverProject('server', 'pglite');
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig(only ? { test: { ...project.test, include: only } } : project);
