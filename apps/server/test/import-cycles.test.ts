import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// No runtime import cycle in the server, the web client or the shared package. In a cycle, the
// module loaded first sees the other's exports before they exist: a `const` read at load time
// throws (TDZ) or a value is `undefined`, depending on which file a test or an entry opened first.
// Type-only imports (`import type`, `export type … from`) are erased and do not count; with
// `verbatimModuleSyntax` (tsconfig.base.json), `import { type A } from './a'` still loads ./a and
// does. `import()` runs later, at its call, and does not count either (the web's lazy pages).
const repo = join(import.meta.dirname, '../../..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

const base = ts.readConfigFile(join(repo, 'tsconfig.base.json'), ts.sys.readFile).config;
const options = ts.convertCompilerOptionsFromJson(base.compilerOptions, repo).options;
const host = ts.createCompilerHost(options);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/** The modules `file` loads when it is loaded, as TypeScript resolves them. */
function loadedBy(file: string, cache: ts.ModuleResolutionCache): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const loads =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly);
    const specifier = loads ? statement.moduleSpecifier : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) {
      return [];
    }
    const resolved = ts.resolveModuleName(specifier.text, file, options, host, cache).resolvedModule;
    return resolved ? [resolved.resolvedFileName] : [];
  });
}

/** Each group of files that load one another (Tarjan's strongly connected components), as one loop. */
function runtimeCycles(files: readonly string[]): string[][] {
  const cache = ts.createModuleResolutionCache(repo, (name) => name, options);
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, loadedBy(file, cache).filter((to) => known.has(to))]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    for (const to of graph.get(file) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(to) ?? 0));
      }
    }
    if (low.get(file) === order.get(file)) {
      const group = stack.splice(stack.indexOf(file));
      if (group.length > 1 || graph.get(file)?.includes(file)) {
        cycles.push(loopThrough(file, new Set(group), graph));
      }
    }
  };
  for (const file of files) {
    if (!order.has(file)) {
      visit(file);
    }
  }
  return cycles;
}

/** The shortest loop from `start` back to it inside its group: the edges to cut. */
function loopThrough(start: string, group: Set<string>, graph: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const to of graph.get(file) ?? []) {
      if (to === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at) ?? start) {
          loop.splice(1, 0, at);
        }
        return [...loop, start];
      }
      if (group.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

it('finds no runtime import cycle in apps/server/src, apps/web/src and packages/shared/src', () => {
  const files = roots.flatMap((root) => sourceFiles(join(repo, root)));
  const cycles = runtimeCycles(files).map((loop) => loop.map((file) => relative(repo, file)).join(' → '));
  expect(cycles, 'Move what both files need into a third, or make a type-only import `import type`').toEqual(
    [],
  );
});

it('finds the cycles it looks for, and not the type-only ones', () => {
  // The check above would pass on nothing if it missed an edge: each form must count, or not.
  const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  const write = (name: string, text: string) => writeFileSync(join(folder, name), text);
  write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('b.ts', "export { c as b } from './c';\n");
  write('c.ts', "import { type A } from './a';\nexport const c = 1 as unknown as A;\n");
  write('d.ts', "import type { E } from './e';\nexport type D = E;\nexport const d = 1;\n");
  write('e.ts', "import { d } from './d';\nexport type { D } from './d';\nexport type E = typeof d;\n");
  write('f.ts', "export const f = () => import('./g');\n");
  write('g.ts', "import { f } from './f';\nexport const g = f;\n");
  const cycles = runtimeCycles(
    ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts', 'f.ts', 'g.ts'].map((name) => join(folder, name)),
  );
  expect(cycles.map((loop) => loop.map((file) => relative(folder, file)))).toEqual([
    ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
  ]);
});
