import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './error-handler';

export const apiPaths = /^\/(api|admin|openapi)\//;

/** Vite names what it builds into assets/ after the content's hash: a changed file is a new name. */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built web client (hashed assets cached for a year, everything else revalidated;
 * brotli or gzip as the browser accepts), with index.html for every other GET so client routes survive a
 * reload; the operator console is the same bundle, chosen by the `admin.` sub-host in the browser.
 * Anything under an API prefix that matched no route answers 404 / 1004.
 */
export async function registerWeb(app: FastifyInstance, distFolder: string): Promise<void> {
  const hasWeb = existsSync(join(distFolder, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distFolder,
      wildcard: false,
      index: false,
      // dist/ holds a .br and a .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', hashedAsset.test(path) ? immutable : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !apiPaths.test(request.url);
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(routeNotFound());
  });
}
