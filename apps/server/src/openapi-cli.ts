import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openApiFolder } from './paths';
import { openApiFiles } from './platform/openapi';
import { routeTable } from './routes';

// `npm run openapi`: writes the OpenAPI documents the server serves into docs/openapi/, to be
// committed with the change that made them differ (test/openapi-committed.test.ts compares).
mkdirSync(openApiFolder, { recursive: true });
for (const [name, text] of Object.entries(openApiFiles(routeTable))) {
  const file = join(openApiFolder, name);
  writeFileSync(file, text);
  console.log(`wrote ${relative(join(openApiFolder, '..', '..'), file)}`);
}
