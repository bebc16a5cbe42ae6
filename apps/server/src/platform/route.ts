import type { TRouteRole } from '@atlas/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TActor, TOperatorActor, TUserActor } from './actor';
import type { TDeps } from './deps';

/** `user` and `admin` take a session token; `open` (the open API) takes an API key. */
export type TApi = 'user' | 'admin' | 'open';
export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type TSchema = z.ZodType;
type Infer<S> = S extends TSchema ? z.output<S> : undefined;

/** The actor a handler receives: narrowed by the roles the route declares. */
type ActorFor<R extends readonly TRouteRole[]> = R extends readonly ['public']
  ? TActor
  : R extends readonly ['operator']
    ? TOperatorActor
    : TUserActor;

export type TRouteContext<B, Q, P, R extends readonly TRouteRole[]> = {
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  actor: ActorFor<R>;
  deps: TDeps;
  ip: string;
  /** Only for downloads and headers; services never see it. */
  reply: FastifyReply;
  request: FastifyRequest;
};

/**
 * One route: where it lives, who may call it, what it takes and answers. `path` is relative to
 * the API's prefix, with `{name}` placeholders as in the spec.
 */
export type TRoute<
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  R extends readonly TRouteRole[] = readonly TRouteRole[],
> = {
  api: TApi;
  method: TMethod;
  path: string;
  roles: R;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  response?: TSchema;
  /** A file download: the handler writes the reply itself, no envelope. */
  download?: boolean;
  /**
   * A non-GET call that changes nothing of the account (a preview, signing out), so a delegate
   * with read-only access may make it. GETs and downloads are allowed without it.
   */
  readOnlySafe?: boolean;
  handler: (ctx: TRouteContext<B, Q, P, R>) => Promise<unknown>;
};

export type TAnyRoute = TRoute<
  TSchema | undefined,
  TSchema | undefined,
  TSchema | undefined,
  readonly TRouteRole[]
>;

/** Keeps each route's own types for its handler while the table holds them all. */
export function defineRoute<
  const R extends readonly TRouteRole[],
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(route: TRoute<B, Q, P, R>): TAnyRoute {
  return route as unknown as TAnyRoute;
}
