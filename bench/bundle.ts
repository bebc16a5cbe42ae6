// What a browser downloads before the first screen: builds the web client, follows the Vite
// manifest from index.html through every static import, and sums the brotli and gzip bytes
// the server sends (the .br/.gz files the build writes). Lazy chunks are listed apart: they
// load only with the screens that need them. Exits 1 when the first load is over budget
// (sign-in at most 200 KB gzipped; a portal's first screen at most 350 KB).
// Run: npm run bench:bundle (BENCH_SKIP_BUILD=1 to measure the last build).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type TChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};

const dist = join(import.meta.dirname, '../apps/web/dist');

if (!process.env.BENCH_SKIP_BUILD) {
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}
const manifest: Record<string, TChunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizeOf = (file: string, suffix = '') => {
  const path = join(dist, file + suffix);
  return existsSync(path) ? statSync(path).size : statSync(join(dist, file)).size;
};

/** The entry's file, its css and everything it imports statically, once each. */
function firstLoad(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) {
    return seen;
  }
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) {
    seen.add(css);
  }
  for (const imported of chunk.imports ?? []) {
    firstLoad(imported, seen);
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const entry = firstLoad('index.html');
const portal = 'src/features/portal/portal-app.tsx';
const operator = 'src/features/operator/operator-routes.tsx';
/** A page: the entry, plus the lazy modules its route fetches (and what they import). */
const pages: [string, string[], number | null][] = [
  ['landing', ['src/features/landing/landing-page.tsx'], null],
  ['sign-in', ['src/features/auth/sign-in-page.tsx'], 200],
  ['sign-up', ['src/features/auth/sign-up-page.tsx'], null],
  ['a portal, its shell (the dashboard)', [portal], 350],
  ['seller portal, products', [portal, 'src/features/seller/products/products-page.tsx'], 350],
  ['seller portal, deals', [portal, 'src/features/seller/deals/deals-page.tsx'], 350],
  ['operator sign-in', [operator, 'src/features/operator/operator-login-page.tsx'], 350],
  ['operator console', [operator, 'src/features/operator/console-layout.tsx'], 350],
];
const total = (files: Set<string>, suffix: string) =>
  [...files].reduce((sum, f) => sum + sizeOf(f, suffix), 0);

console.log('| page | files | raw | gzip | brotli | budget (gzip) |\n|---|---|---|---|---|---|');
let over = false;
for (const [page, modules, budget] of pages) {
  const files = new Set(entry);
  for (const module of modules) {
    if (!manifest[module]) {
      throw new Error(`${module} is not a chunk of its own any more: update bench/bundle.ts`);
    }
    firstLoad(module, files);
  }
  const gzip = total(files, '.gz');
  const ok = budget === null || gzip <= budget * 1024;
  over ||= !ok;
  console.log(
    `| ${page} | ${files.size} | ${kb(total(files, ''))} | ${kb(gzip)} | ${kb(total(files, '.br'))} | ${budget === null ? '—' : `${budget} KB${ok ? '' : ' **over**'}`} |`,
  );
}
process.exit(over ? 1 : 0);
