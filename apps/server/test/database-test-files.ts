import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The PostgreSQL leg runs the server's test files that open a test database; the rest (pure
// calculations, parsers, the embedded database's own supervision, the static checks) test
// nothing that depends on the engine and run once, on the PGlite leg.

/** A call that opens a test database, or a check of which engine the file runs on. */
const opensDatabase = /\bcreate(Test|Demo)App\(|TEST_DB_ENGINE|inject\('dbTemplate'\)/;
/** Relative imports that bring code (type-only imports bring none). */
const valueImport = /^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms;

function makesDatabase(file: string, known: Map<string, boolean>): boolean {
  const cached = known.get(file);
  if (cached !== undefined) {
    return cached;
  }
  known.set(file, false); // an import cycle adds nothing
  const text = readFileSync(file, 'utf8').replace(/export (async )?function create(Test|Demo)App\(/g, '');
  let found = opensDatabase.test(text);
  for (const match of text.matchAll(valueImport)) {
    const base = resolve(dirname(file), match[1] ?? '');
    const target = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
    found ||= target !== undefined && makesDatabase(target, known);
  }
  known.set(file, found);
  return found;
}

/** The test files under `root` (src and test) that open a database, relative to `root`. */
export function databaseTestFiles(root: string): string[] {
  // This file names the marks it looks for, and opens nothing.
  const known = new Map<string, boolean>([[import.meta.filename, false]]);
  return ['src', 'test']
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => join(root, folder, name)),
    )
    .filter((file) => makesDatabase(file, known))
    .map((file) => relative(root, file));
}
