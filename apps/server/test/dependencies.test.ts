import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

// Every installed package must run on the oldest Node the project accepts (root `engines`, the
// Node 20 of the README and CI): a dependency that needs a newer one fails here, not on a
// user's machine.
const root = join(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function* packageFolders(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) {
      continue;
    }
    const path = join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packageFolders(path);
      continue;
    }
    yield path;
    const nested = join(path, 'node_modules');
    try {
      yield* packageFolders(nested);
    } catch {
      // no nested node_modules
    }
  }
}

it('installs no package that needs a newer Node than the project names', () => {
  const projectNode: string = readJson(join(root, 'package.json')).engines.node;
  const oldest = semver.minVersion(projectNode)?.version ?? '';
  const tooNew: string[] = [];
  let checked = 0;
  for (const folder of packageFolders(join(root, 'node_modules'))) {
    let manifest: { name?: string; version?: string; engines?: { node?: string } };
    try {
      manifest = readJson(join(folder, 'package.json'));
    } catch {
      continue;
    }
    checked++;
    const wanted = manifest.engines?.node;
    if (wanted && semver.validRange(wanted) && !semver.satisfies(oldest, wanted)) {
      tooNew.push(`${manifest.name}@${manifest.version} needs node ${wanted}`);
    }
  }
  expect(checked).toBeGreaterThan(300);
  expect(tooNew).toEqual([]);
});
