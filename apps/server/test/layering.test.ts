import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// The shape of the server, checked: `platform/` is the frame every module plugs into, so it
// imports no module (the composition root `src/access.ts` hands it what it needs).
const src = join(import.meta.dirname, '../src');

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* sourceFiles(path);
    } else if (entry.name.endsWith('.ts')) {
      yield path;
    }
  }
}

it('keeps platform/ free of imports from modules/', () => {
  const offenders = [...sourceFiles(join(src, 'platform'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+modules\/[^']+)'/g)].map(
      (m) => `${relative(src, file)} imports ${m[1]}`,
    ),
  );
  expect(offenders).toEqual([]);
});

it('keeps SQL in the repositories of modules/', () => {
  // Drizzle's query builders and raw `sql` are the database's language; services speak to
  // repositories. Tests build their own fixtures.
  const query = /\b(db|tx)\s*\.\s*(select|insert|update|delete|execute)\s*\(|\bsql`|\.from\(\s*\w+\s*\)/;
  const offenders = [...sourceFiles(join(src, 'modules'))]
    .filter((file) => !/\.(repository|test)\.ts$/.test(file))
    .filter((file) => query.test(readFileSync(file, 'utf8')))
    .map((file) => relative(src, file));
  expect(offenders).toEqual([]);
});
