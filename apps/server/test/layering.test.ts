import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, it } from 'vitest';

// The shape of the server, checked: `platform/` is the frame every module plugs into, so it
// imports no module (the composition root `src/access.ts` hands it what it needs); queries live
// in repositories, wherever the code that needs them sits.
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

/**
 * Where queries may live: `db/` (the schema, the client, the keyset helpers: the database itself)
 * and files named `*.repository.ts`, wherever they sit: a module's, `platform/mailer.repository.ts`
 * (the mailer's outbox), `seed/demo-*.repository.ts` (the demo's own rows),
 * `integrations/…/*.repository.ts`. Everything else (services, routes, platform/, the seed, the
 * composition root) speaks to a repository. Tests build their own fixtures.
 */
const isRepository = (file: string) => /\.repository\.ts$/.test(file);
const databaseFolder = join(src, 'db');

// Drizzle's query builders and raw `sql` are the database's language (`Buffer.from(x)` and `Uint8Array.from(x)` are not).
const query =
  /\b(db|tx)\s*\.\s*(select|insert|update|delete|execute)\s*\(|\bsql`|(?<!Buffer|Array)\.from\(\s*\w+\s*\)/;

it('keeps SQL in repositories: modules/, platform/, seed/ and the rest of src/ outside db/', () => {
  const offenders = [...sourceFiles(src)]
    .filter((file) => !file.startsWith(databaseFolder + sep) && !file.endsWith('.test.ts'))
    .filter((file) => !isRepository(file))
    .filter((file) => query.test(readFileSync(file, 'utf8')))
    .map((file) => relative(src, file));
  expect(offenders).toEqual([]);
});

it('finds the queries it looks for', () => {
  // The rule above would pass on nothing if its pattern broke: it must catch each form in use.
  for (const line of [
    'await deps.db.select().from(emails)',
    'await tx\n    .insert(users)',
    'sql`select 1`',
    'db.select({ id: users.id }).from(users)',
  ]) {
    expect(query.test(line), line).toBe(true);
  }
  expect(query.test('sharp(Buffer.from(svg))')).toBe(false);
});

/**
 * Preconditions are declared on routes and checked by `platform/register.ts` (their checks wired
 * in `src/access.ts`); a service calling one by hand is a precondition the route table does not
 * show. The one allowed, with why:
 */
const checkedByHand: Record<string, string> = {
  // A public call: its sign-in mode needs no session, so only the consent it completes (connect
  // or re-authorize) says an owner must be signed in.
  'modules/marketplace-auth/marketplace-auth.service.ts': 'completeMarketplaceConsent',
};

it('keeps the preconditions on the routes, not called by hand in services', () => {
  const check =
    /\b(requireOwnAccount|requireSellerNotice|requirePublisherApproved|requireActiveAssociate|requireMarketplaceConnection)\(/;
  const callers = [...sourceFiles(join(src, 'modules'))]
    .filter((file) => !file.endsWith('.test.ts'))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      // a call, not the check's own definition
      return text.split('\n').some((line) => check.test(line) && !/\bfunction\b/.test(line));
    })
    .map((file) => relative(src, file));
  expect(callers).toEqual(Object.keys(checkedByHand));
});
