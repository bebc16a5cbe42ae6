import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

// The dev server forwards every API prefix to the Fastify server; the build lands in
// apps/web/dist, which the server serves in production.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/admin': { target: server, changeOrigin: false },
      '/openapi': { target: server, changeOrigin: false },
      '/demo-marketplace': { target: server, changeOrigin: false },
      // short links (GET /t/{code}): the redirect is the server's
      '/t/': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry loads (bench/bundle.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 800,
    // React changes less often than the app: its own chunk stays cached across releases. The
    // other libraries every page loads before its screen (those the entry imports statically:
    // Ant Design's core, zod, TanStack Query) are one `vendor` chunk rather than some twenty
    // pieces cut by which pages share them: one file compresses better (13 KB less brotli on
    // every screen, bench/README.md) and changes only with the lock file. The rest of Ant Design
    // is left to the splitter, so each lazy page brings only the components it uses.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
