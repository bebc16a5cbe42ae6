// What a browser downloads to show each screen, as the server sends it (brotli: every browser
// asks for it; the server answers the .br file the build writes beside each asset, gzip for the
// rest), and what a returning user downloads again after a release that changed one screen.
// Exits 1 when a screen is over its budget (bench/README.md, "What a page downloads").
// Run: npm run bench:bundle   (BENCH_SKIP_BUILD=1 measures the last build; BENCH_SKIP_RETURNING=1
// skips the second build of the returning-user figure)
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type TChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
};
type TManifest = Record<string, TChunk>;

const web = join(import.meta.dirname, '../apps/web');
const dist = join(web, 'dist');
const kib = 1024;
/** The budgets, brotli as sent: the sign-in page, a portal's first screen, any other screen. */
const budgets = { signIn: 300 * kib, firstScreen: 400 * kib, anyScreen: 550 * kib };
/**
 * Parts a screen fetches when it draws (charts), not screens of their own: ECharts for the
 * dashboards' statistics, uPlot for a figure over days (the commission reports' `DayLineChart`).
 */
const charts = {
  echarts: 'src/components/charts/echarts.ts',
  dayLine: 'src/components/charts/uplot-day-line.ts',
};
const dayLineScreens = new Set(['src/features/reports/commission-reports-page.tsx']);
/** Parts a screen fetches when the user opens them (a drawer), not screens of their own either. */
const opened = new Set(['src/features/publisher/catalogue/product-drawer.tsx']);
const parts = new Set([...Object.values(charts), ...opened]);
const portal = 'src/features/portal/portal-app.tsx';
const operatorShell = [
  'src/features/operator/operator-routes.tsx',
  'src/features/operator/console-layout.tsx',
];
const firstScreens = new Set([
  'src/features/seller/dashboard/seller-dashboard-page.tsx',
  'src/features/publisher/dashboard/publisher-dashboard-page.tsx',
  'src/features/partner/catalogue/partner-catalogue-page.tsx',
  'src/features/operator/summary/summary-page.tsx',
]);
const publicScreens =
  /^src\/features\/(auth|landing|errors|delegation\/invitation|marketplace|operator\/operator-(login|host|routes))/;

/** The web client's build as `npm run build` makes it: Vite, then the .br and .gz beside each asset. */
const build = (outDir = dist) => {
  execSync(`npx vite build --outDir ${outDir}`, { cwd: web, stdio: 'pipe' });
  execSync(`node scripts/precompress.mjs ${outDir}`, { cwd: web, stdio: 'pipe' });
};
const readManifest = (dir: string): TManifest =>
  JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
/** The bytes a browser receives for `file`: its brotli twin when the build wrote one. */
const sentBytes = (dir: string, file: string) => {
  const br = join(dir, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dir, file)).size;
};
const gzipBytes = (dir: string, file: string) => {
  const gz = join(dir, `${file}.gz`);
  return statSync(existsSync(gz) ? gz : join(dir, file)).size;
};

/** A module's file, its css and what it imports statically; with `follow`, the parts it fetches of those. */
function load(manifest: TManifest, key: string, files: Set<string>, follow: string[] = []): Set<string> {
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`${key} is not a chunk of its own any more: update bench/bundle.ts`);
  }
  if (files.has(chunk.file)) {
    return files;
  }
  files.add(chunk.file);
  for (const css of chunk.css ?? []) {
    files.add(css);
  }
  for (const imported of chunk.imports ?? []) {
    load(manifest, imported, files, follow);
  }
  for (const dynamic of chunk.dynamicImports ?? []) {
    if (follow.includes(dynamic)) {
      load(manifest, dynamic, files, follow);
    }
  }
  return files;
}

/** Every screen of the client and the modules a browser needs before it: the entry, then its shell. */
function screens(manifest: TManifest): { screen: string; modules: string[]; budget: number }[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/') && !parts.has(key))
    .map(([screen]) => {
      const shell = publicScreens.test(screen)
        ? []
        : screen.startsWith('src/features/operator/')
          ? operatorShell
          : [portal];
      const budget =
        screen === 'src/features/auth/sign-in-page.tsx'
          ? budgets.signIn
          : firstScreens.has(screen)
            ? budgets.firstScreen
            : budgets.anyScreen;
      return { screen, modules: ['index.html', ...shell, screen], budget };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
}

const kb = (bytes: number) => `${(bytes / kib).toFixed(0)} KB`;

if (!process.env.BENCH_SKIP_BUILD) {
  build();
}
const manifest = readManifest(dist);
console.log(
  '| screen | first paint, brotli (sent) | with its charts, brotli | drawer opened, brotli | gzip | budget |\n|---|---|---|---|---|---|',
);
let over = 0;
const sum = (files: Set<string>, bytes: (dir: string, file: string) => number) =>
  [...files].reduce((total, file) => total + bytes(dist, file), 0);
for (const { screen, modules, budget } of screens(manifest)) {
  const kit = dayLineScreens.has(screen) ? charts.dayLine : charts.echarts;
  const firstPaint = new Set<string>();
  const drawn = new Set<string>();
  const withOpened = new Set<string>();
  for (const module of modules) {
    load(manifest, module, firstPaint);
    load(manifest, module, drawn, [kit]);
    load(manifest, module, withOpened, [kit, ...opened]);
  }
  const [paint, whole, open] = [
    sum(firstPaint, sentBytes),
    sum(drawn, sentBytes),
    sum(withOpened, sentBytes),
  ];
  // A portal's first screen is measured at its first paint (a chart draws in after, over a
  // skeleton); every screen whole, charts included, and with its drawer opened, against the
  // screens' budget.
  const ok =
    (budget === budgets.anyScreen ? whole : paint) <= budget &&
    whole <= budgets.anyScreen &&
    open <= budgets.anyScreen;
  over += ok ? 0 : 1;
  const name = screen.replace(/^src\/features\//, '').replace(/\.tsx?$/, '');
  console.log(
    `| ${name} | ${kb(paint)} | ${kb(whole)} | ${open > whole ? kb(open) : '—'} | ${kb(sum(withOpened, gzipBytes))} | ${kb(budget)}${ok ? '' : ' **over**'} |`,
  );
}
console.log(over ? `\n${over} screen(s) over budget` : '\nevery screen within its budget');

if (!process.env.BENCH_SKIP_RETURNING) {
  // A release that changes one screen: the same source with one export added to the Deals page.
  const changed = join(web, 'src/features/seller/deals/deals-page.tsx');
  const source = readFileSync(changed, 'utf8');
  const next = mkdtempSync(join(tmpdir(), 'atlas-bundle-'));
  try {
    writeFileSync(changed, `${source}\nexport const releaseMark = '${Date.now()}';\n`);
    build(next);
  } finally {
    writeFileSync(changed, source);
  }
  const assets = (dir: string) =>
    new Set(readdirSync(join(dir, 'assets')).filter((f) => !/\.(br|gz)$/.test(f)));
  const before = assets(dist);
  const fetchedAgain = [...assets(next)].filter((file) => !before.has(file));
  const bytes = fetchedAgain.reduce((sum, file) => sum + sentBytes(next, `assets/${file}`), 0);
  const all = [...assets(next)].reduce((sum, file) => sum + sentBytes(next, `assets/${file}`), 0);
  console.log(
    `\nreturning user after a release that changed the Deals page: ${fetchedAgain.length} of ${assets(next).size} files new, ` +
      `${kb(bytes)} of ${kb(all)} (brotli):`,
  );
  for (const file of fetchedAgain) {
    console.log(`  ${file} ${kb(sentBytes(next, `assets/${file}`))}`);
  }
  rmSync(next, { recursive: true, force: true });
}
process.exit(over ? 1 : 0);
