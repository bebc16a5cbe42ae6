import type { TAnyCall, TCallApi, TCallMethod, TCallPart, THandlerAnswer, TRouteRole } from '@atlas/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TPrecondition } from './access';
import type { TActor, TOperatorActor, TUserActor } from './actor';
import type { TAuditSpec } from './audit';
import type { TDeps } from './deps';

export type TApi = TCallApi;
export type TMethod = TCallMethod;

/** The actor a handler receives: narrowed by the roles the route declares. */
type ActorFor<R extends readonly TRouteRole[]> = R extends readonly ['public']
  ? TActor
  : R extends readonly ['operator']
    ? TOperatorActor
    : TUserActor;

export type TRouteContext<B, Q, P, R extends readonly TRouteRole[]> = {
  body: TCallPart<B>;
  query: TCallPart<Q>;
  params: TCallPart<P>;
  actor: ActorFor<R>;
  deps: TDeps;
  ip: string;
  /** Only for downloads and headers; services never see it. */
  reply: FastifyReply;
  request: FastifyRequest;
};

/** What a route's `beforeBody` check sees: everything but the body (not read yet). */
export type TBeforeBodyContext<Q, P, R extends readonly TRouteRole[]> = Pick<
  TRouteContext<never, Q, P, R>,
  'query' | 'params' | 'actor' | 'deps' | 'request'
>;

/** What the server adds to a call's contract: who else may make it, and the work itself. */
export type TRouteImpl<C extends TAnyCall> = {
  /**
   * A non-GET call that changes nothing of the account (a preview, signing out), so a delegate
   * with read-only access may make it. GETs and downloads are allowed without it.
   */
  readOnlySafe?: boolean;
  /** States of the account the call needs beyond the role (`platform/access.ts`). */
  preconditions?: readonly TPrecondition[];
  /** The largest body this route reads, in bytes, below the server's `BODY_LIMIT_BYTES` (a public notification). */
  bodyLimit?: number;
  /** What an operator's write changes, for the audit log (`platform/audit.ts`); operator writes only. */
  audit?: TAuditSpec;
  /**
   * A check of the query and path that must pass before the body is read (a raw upload's
   * signature): the guard and the preconditions then run before the body is read too.
   */
  beforeBody?: (ctx: TBeforeBodyContext<C['query'], C['params'], C['roles']>) => void | Promise<void>;
  /** Returns what the call's response schema takes; register.ts checks it outside production. */
  handler: (ctx: TRouteContext<C['body'], C['query'], C['params'], C['roles']>) => Promise<THandlerAnswer<C>>;
};

/** One mounted route: its call's contract and the server's part. */
export type TAnyRoute = TAnyCall & {
  call: TAnyCall;
  readOnlySafe?: boolean;
  preconditions?: readonly TPrecondition[];
  bodyLimit?: number;
  audit?: TAuditSpec;
  beforeBody?: (ctx: TBeforeBodyContext<z.ZodType, z.ZodType, readonly TRouteRole[]>) => void | Promise<void>;
  handler: (ctx: TRouteContext<z.ZodType, z.ZodType, z.ZodType, readonly TRouteRole[]>) => Promise<unknown>;
};

/** Mounts a call described in `@atlas/shared`: path, roles and schemas come from there. */
export function defineRoute<C extends TAnyCall>(call: C, route: TRouteImpl<C>): TAnyRoute {
  return { ...call, ...route, call } as unknown as TAnyRoute;
}
