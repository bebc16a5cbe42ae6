import type { z } from 'zod';
import type { TRouteRole } from './roles';

/** `user` and `admin` take a session token; `open` (the open API) takes an API key; `image` (spec 7.16) a session token in its query. */
export type TCallApi = 'user' | 'admin' | 'open' | 'image';
export type TCallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type TSchema = z.ZodType;

/**
 * One server call, described once for both sides: the server mounts its route from it and the
 * web client derives its request from it. `path` is relative to the API's prefix, written as
 * the spec writes it, with `{name}` placeholders filled from `params`.
 */
export type TCall<
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  R extends TSchema | undefined = TSchema | undefined,
  Roles extends readonly TRouteRole[] = readonly TRouteRole[],
> = {
  api: TCallApi;
  method: TCallMethod;
  path: string;
  roles: Roles;
  /** One line for the OpenAPI document. */
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** What the envelope's `data` holds; none for a download or an answer of `null`. */
  response?: R;
  /** Answers a file, not the envelope. */
  download?: true;
  /** Takes a multipart body with its `file`, not JSON. */
  upload?: true;
  /** The product's own call, beyond the spec's 288 (publisher payouts): tagged apart in the OpenAPI. */
  beyondSpec?: true;
};

export type TAnyCall = TCall;

/** Keeps each call's own schema types while the modules hold them in plain objects. */
export function defineCall<
  const Roles extends readonly TRouteRole[],
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  R extends TSchema | undefined = undefined,
>(call: TCall<B, Q, P, R, Roles>): TCall<B, Q, P, R, Roles> {
  return call;
}

/** The schema a call declares for a part (an optional property reads `S | undefined`). */
type SchemaOf<S> = Extract<S, TSchema>;

/** A part the client must send when its schema requires something, may leave out otherwise. */
type Part<K extends string, S> = [SchemaOf<S>] extends [never]
  ? { [P in K]?: never }
  : Record<never, never> extends z.input<SchemaOf<S>>
    ? { [P in K]?: z.input<SchemaOf<S>> }
    : { [P in K]: z.input<SchemaOf<S>> };

/** What the client sends: the parts a call declares, each as its schema takes it. */
export type TCallInput<C extends TAnyCall> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']>;

/** What the client receives in the envelope's `data`. */
export type TCallAnswer<C extends TAnyCall> = [SchemaOf<C['response']>] extends [never]
  ? null
  : z.output<SchemaOf<C['response']>>;

/** What a handler may return: the response schema's input, checked against it before sending. */
export type THandlerAnswer<C extends TAnyCall> = [SchemaOf<C['response']>] extends [never]
  ? unknown
  : z.input<SchemaOf<C['response']>>;

/** The parsed part a handler receives, `undefined` when the call has none. */
export type TCallPart<S> = [SchemaOf<S>] extends [never] ? undefined : z.output<SchemaOf<S>>;

/** `seller/product/detail/{id}` with `{id}` filled and escaped. */
export function callPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`The call ${path} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
