import { defineConfig } from 'tsup';

// One ES module bundle; workspace packages are bundled in, npm packages stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  noExternal: ['@atlas/shared'],
  clean: true,
  sourcemap: true,
});
