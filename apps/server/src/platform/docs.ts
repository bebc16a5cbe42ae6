import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { adminPrefix, apiPrefix, openApiPrefix, productName, productSlug } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { buildOpenApi } from './openapi';
import type { TAnyRoute, TApi } from './route';

const docsPath = `/api/${productSlug}/docs`;
const assets = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${productName} API</title>
<link rel="stylesheet" href="${docsPath}/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="${docsPath}/swagger-ui-bundle.js"></script>
<script src="${docsPath}/swagger-ui-standalone-preset.js"></script>
<script src="${docsPath}/init.js"></script></body></html>`;

// A file of our own rather than an inline script, so the page keeps the strict CSP.
const init = `window.ui = SwaggerUIBundle({
  dom_id: '#docs',
  urls: [
    { url: '${apiPrefix.replace(/v1\/$/, '')}openapi.json', name: 'User API' },
    { url: '${adminPrefix.replace(/v1\/$/, '')}openapi.json', name: 'Operator API' },
    { url: '${openApiPrefix.replace(/v1\/$/, '')}openapi.json', name: 'Open API (x-api-key)' },
    { url: '/api/storage/openapi.json', name: 'Image storage API' }
  ],
  layout: 'StandaloneLayout',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset]
});`;

/**
 * One API's document, built on its first request and kept. Built in `buildApp`, the four took 70
 * of its 97 ms of CPU, paid by every test file's app; now the first reader waits for one, once.
 */
function documentOf(api: TApi, routes: readonly TAnyRoute[]): () => Promise<object> {
  let document: object | undefined;
  return async () => {
    document ??= buildOpenApi(api, routes);
    return document;
  };
}

/** The OpenAPI documents, built from the route table when first asked for, and a page to read them. */
export function registerDocs(app: FastifyInstance, routes: readonly TAnyRoute[]): void {
  app.get(`/api/${productSlug}/openapi.json`, documentOf('user', routes));
  app.get(`/admin/${productSlug}/openapi.json`, documentOf('admin', routes));
  app.get(`/openapi/${productSlug}/openapi.json`, documentOf('open', routes));
  app.get('/api/storage/openapi.json', documentOf('image', routes));
  app.get(docsPath, async (_request, reply) => reply.type('text/html').send(page));
  app.get(`${docsPath}/init.js`, async (_request, reply) => reply.type('text/javascript').send(init));
  app.get<{ Params: { file: string } }>(`${docsPath}/:file`, async (request, reply) => {
    const { file } = request.params;
    if (!assets.has(file)) {
      return reply.callNotFound();
    }
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(join(getAbsoluteFSPath(), file)));
  });
}
