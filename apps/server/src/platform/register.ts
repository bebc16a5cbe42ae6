import { adminPrefix, apiPrefix, ErrorCode, openApiPrefix } from '@atlas/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireOwnAccount, type TActor, type TOperatorActor, type TUserActor } from './actor';
import { answerDrift } from './answer-check';
import { audited } from './audit';
import type { TDeps } from './deps';
import { ok } from './envelope';
import { AppError, validationError } from './errors';
import { queryFromJsonBody, withPostTwins } from './export-post';
import { authorize, isWrite } from './guard';
import type { TAnyRoute, TApi } from './route';
import { refuseUnsafeText } from './unsafe-text';

export const prefixOf: Record<TApi, string> = {
  user: apiPrefix,
  admin: adminPrefix,
  open: openApiPrefix,
  // spec 7.16: the image storage client's calls are written from the root (api/storage/v2/...)
  image: '/',
};

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
 * Outside production every answer is held to its call's response schema, as the client will
 * read it: a missing or mistyped field, or one the contract lacks, fails the call (and the test
 * that made it) with 5000 naming the fields, so the contract and the OpenAPI documents built
 * from it cannot drift from what is sent.
 */
function refuseDrift(route: TAnyRoute, data: unknown): void {
  const drift = answerDrift(route.response, data);
  if (drift.length > 0) {
    const where = drift.map((d) => `${d.path}: ${d.problem}`).join('; ');
    throw new AppError(
      ErrorCode.internal,
      `The answer of ${route.method} ${route.path} broke its contract: ${where}`,
    );
  }
}

/** The route's preconditions, in the order declared: whether the account may make the call (`platform/access.ts`). */
async function checkPreconditions(deps: TDeps, route: TAnyRoute, actor: TActor) {
  for (const precondition of route.preconditions ?? []) {
    if (typeof precondition === 'string') {
      await deps.access.preconditions[precondition](deps, actor as TUserActor);
    } else {
      requireOwnAccount(actor as TUserActor, precondition.ownAccount);
    }
  }
}

/**
 * A route with a `beforeBody` check is guarded, and its query and path checked, before its body
 * is read (Fastify's preParsing): a stranger's or a stale upload is refused without taking it in.
 */
function checkBeforeBody(deps: TDeps, route: TAnyRoute, admitted: WeakMap<FastifyRequest, TActor>) {
  const check = route.beforeBody;
  return check
    ? {
        preParsing: async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
          const actor = await authorize(deps, request, route);
          refuseUnsafeText(request);
          await checkPreconditions(deps, route, actor);
          const query = parse(route.query, request.query, 'query');
          const params = parse(route.params, request.params, 'params');
          await check({ query, params, actor: actor as never, deps, request });
          admitted.set(request, actor);
          return payload;
        },
      }
    : {};
}

/**
 * Mounts the route table: guard first (so a stranger learns nothing from validation), then
 * the scan for text no database stores (NUL, broken Unicode), then the route's preconditions
 * (states of the account: the seller notice agreed, the publisher approved…), then zod parsing, then the handler
 * (an operator's write or export between its audit entries), whose result goes out in the envelope. Zod strips unknown fields, so they never reach a
 * service; the answer is checked against its contract outside production. A route with a
 * `beforeBody` check has all but the body checked before its body is read (checkBeforeBody).
 */
export function registerRoutes(app: FastifyInstance, deps: TDeps, routes: readonly TAnyRoute[]): void {
  // callers already let in before their body was read (checkBeforeBody)
  const admitted = new WeakMap<FastifyRequest, TActor>();
  for (const route of withPostTwins(routes)) {
    app.route({
      method: route.method,
      url: fastifyPath(route),
      // Fastify refuses a longer body (413) before reading it whole
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...checkBeforeBody(deps, route, admitted),
      handler: async (request, reply) => {
        const early = admitted.get(request);
        const actor = early ?? (await authorize(deps, request, route));
        refuseUnsafeText(request);
        if (!early) {
          await checkPreconditions(deps, route, actor);
        }
        const input = {
          body: parse(route.body, request.body, 'body'),
          query: route.queryFromBody
            ? parse(route.query, queryFromJsonBody(request.body), 'body')
            : parse(route.query, request.query, 'query'),
          params: parse(route.params, request.params, 'params'),
        };
        const run = () =>
          route.handler({ ...input, actor: actor as never, deps, ip: request.ip, reply, request });
        const data =
          actor.kind === 'operator' && (isWrite(route) || route.download)
            ? await audited(
                deps,
                route,
                { actor: actor as TOperatorActor, input, requestId: request.id, ip: request.ip },
                run,
              )
            : await run();
        if (route.download) {
          return reply;
        }
        if (deps.config.checkAnswers) {
          refuseDrift(route, data);
        }
        return ok(data ?? null);
      },
    });
  }
}
