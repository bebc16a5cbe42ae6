import { adminPrefix, apiPrefix, openApiPrefix } from '@atlas/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TDeps } from './deps';
import { ok } from './envelope';
import { validationError } from './errors';
import { authorize } from './guard';
import type { TAnyRoute, TApi } from './route';

export const prefixOf: Record<TApi, string> = { user: apiPrefix, admin: adminPrefix, open: openApiPrefix };

/** `seller/product/{id}` under its API's prefix, in Fastify's `:id` form. */
export function fastifyPath(route: Pick<TAnyRoute, 'api' | 'path'>): string {
  return prefixOf[route.api] + route.path.replace(/\{(\w+)\}/g, ':$1');
}

function parse(schema: z.ZodType | undefined, value: unknown, where: 'body' | 'query' | 'params') {
  if (!schema) {
    return undefined;
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw validationError(result.error, where);
  }
  return result.data;
}

/**
 * Mounts the route table: guard first (so a stranger learns nothing from validation), then
 * zod parsing (unknown fields are stripped and never reach a service), then the handler, whose
 * result goes out in the envelope.
 */
export function registerRoutes(app: FastifyInstance, deps: TDeps, routes: readonly TAnyRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: fastifyPath(route),
      handler: async (request, reply) => {
        const actor = await authorize(deps, request, route);
        const data = await route.handler({
          body: parse(route.body, request.body, 'body'),
          query: parse(route.query, request.query, 'query'),
          params: parse(route.params, request.params, 'params'),
          actor: actor as never,
          deps,
          ip: request.ip,
          reply,
          request,
        });
        if (route.download) {
          return reply;
        }
        return ok(data ?? null);
      },
    });
  }
}
