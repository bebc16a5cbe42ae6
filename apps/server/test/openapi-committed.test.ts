import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openApiFolder } from '../src/paths';
import { openApiFiles } from '../src/platform/openapi';
import { routeTable } from '../src/routes';

// The OpenAPI documents are committed (docs/openapi/), so a change to what the API accepts or
// answers shows in review as a change of its document, not only of the zod schemas behind it.
const regenerate =
  'run `npm run openapi` and review the difference: it is a change of the API its clients see';

/** Where two texts first differ, as a line of each, to point the reader at the change. */
function firstDifference(committed: string, built: string): string {
  const was = committed.split('\n');
  const now = built.split('\n');
  const line = now.findIndex((text, i) => text !== was[i]);
  const at = line === -1 ? now.length : line;
  return `line ${at + 1}, committed: ${was[at]?.trim() ?? '(none)'}\n  built: ${now[at]?.trim() ?? '(none)'}`;
}

it('keeps docs/openapi/ as the route table describes the API', () => {
  const built = openApiFiles(routeTable);
  const committed = existsSync(openApiFolder)
    ? readdirSync(openApiFolder).filter((name) => name.endsWith('.json'))
    : [];
  expect(committed.sort(), `docs/openapi/ holds other files than the APIs: ${regenerate}`).toEqual(
    Object.keys(built).sort(),
  );
  const stale = Object.entries(built).flatMap(([name, text]) => {
    const was = readFileSync(join(openApiFolder, name), 'utf8');
    return was === text ? [] : [`docs/openapi/${name}, ${firstDifference(was, text)}`];
  });
  expect(stale.join('\n'), `The OpenAPI documents changed: ${regenerate}`).toBe('');
});
