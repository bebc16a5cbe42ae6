import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './error-handler';

const apiPaths = /^\/(api|admin|openapi)\//;

/**
 * Serves the built web client, with index.html for every other GET so client routes survive a
 * reload; the operator console is the same bundle, chosen by the `admin.` sub-host in the browser.
 * Anything under an API prefix that matched no route answers 404 / 1004.
 */
export async function registerWeb(app: FastifyInstance, distFolder: string): Promise<void> {
  const hasWeb = existsSync(join(distFolder, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distFolder, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !apiPaths.test(request.url);
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(routeNotFound());
  });
}
