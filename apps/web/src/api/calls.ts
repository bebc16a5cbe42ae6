import type { TAnyCall, TCallAnswer, TCallInput } from '@atlas/shared';
import {
  type QueryKey,
  type SkipToken,
  skipToken,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshQueries } from '../lib/refresh-queries';
import { callApi, type TRequestOptions } from './http';

/** How a screen takes a call's failures: `silent` shows them inline, `keepPage` explains a 3008 itself. */
export type TCallOptions = Pick<TRequestOptions, 'silent' | 'keepPage'>;

/**
 * The cache key of a call's answers: `[api, path, input]`. Without an input it is `[api, path]`,
 * the prefix of every input's key, so refreshing a list refreshes all its pages and filters.
 */
export function callKey<C extends TAnyCall>(call: C, input?: TCallInput<C>): QueryKey {
  return input === undefined ? [call.api, call.path] : [call.api, call.path, input];
}

/** A read's key and function, as `useQuery`, `useQueries`, `prefetchQuery` and `fetchQuery` take them. */
export type TCallQuery<T> = { queryKey: QueryKey; queryFn: () => Promise<T> };

/**
 * Key and read of one call, for a screen that chooses its call by what it shows (a product's
 * or a brand's link) or reads outside a hook.
 */
export function callQuery<C extends TAnyCall>(
  call: C,
  input: TCallInput<C>,
  options: TCallOptions = {},
): TCallQuery<TCallAnswer<C>> {
  return { queryKey: callKey(call, input), queryFn: () => callApi(call, input, options) };
}

/**
 * A read's answer made into something else (a select's choices), cached under the read's key so a
 * refresh of its call reaches it, but apart from the call's own answer.
 */
export function mapRead<T, U>(read: TCallQuery<T>, map: (answer: T) => U): TCallQuery<U> {
  return { queryKey: [...read.queryKey, 'mapped'], queryFn: async () => map(await read.queryFn()) };
}

/** The read of a part with nothing to read (a partner's brand link): never made. */
export const noRead: { queryKey: QueryKey; queryFn: SkipToken } = {
  queryKey: ['no-read'],
  queryFn: skipToken,
};

type TUseCallOptions<C extends TAnyCall, TData> = TCallOptions &
  Omit<UseQueryOptions<TCallAnswer<C>, Error, TData>, 'queryKey' | 'queryFn'>;

/** Reads a call described in `@atlas/shared`, under the key its descriptor and input make. */
export function useCall<C extends TAnyCall, TData = TCallAnswer<C>>(
  call: C,
  input: TCallInput<C>,
  options: TUseCallOptions<C, TData> = {},
) {
  const { silent, keepPage, ...query } = options;
  return useQuery({
    ...query,
    queryKey: callKey(call, input),
    queryFn: () => callApi(call, input, { silent, keepPage }),
  });
}

/** What a write makes read again: a call's answers (all inputs), or a key of a read not described by a call. */
export type TRefresh = TAnyCall | QueryKey;

const keyOf = (refresh: TRefresh): QueryKey =>
  Array.isArray(refresh) ? refresh : callKey(refresh as TAnyCall);

/** Asks the named calls' answers (every input) or keys to read again, through `refreshQueries`. */
export function useRefresh() {
  const client = useQueryClient();
  return useCallback((...refreshes: TRefresh[]) => refreshQueries(client, ...refreshes.map(keyOf)), [client]);
}

type TMutationOptions<TAnswer, TVariables> = Omit<
  UseMutationOptions<TAnswer, Error, TVariables>,
  'mutationFn'
> &
  TCallOptions & {
    /** Read again after success, through `refreshQueries`; the mutation stays pending until they are asked. */
    refreshes?: readonly TRefresh[];
  };

/**
 * A write: a descriptor (its input is the mutation's variables) or a function that carries a rule
 * (choosing create or edit, building a body). After success, `options.onSuccess` runs and the
 * `refreshes` are asked to read again; the mutation settles when both have.
 */
export function useCallMutation<C extends TAnyCall>(
  call: C,
  options?: TMutationOptions<TCallAnswer<C>, TCallInput<C>>,
): ReturnType<typeof useMutation<TCallAnswer<C>, Error, TCallInput<C>>>;
export function useCallMutation<TAnswer, TVariables = void>(
  write: (variables: TVariables) => Promise<TAnswer>,
  options?: TMutationOptions<TAnswer, TVariables>,
): ReturnType<typeof useMutation<TAnswer, Error, TVariables>>;
export function useCallMutation(
  callOrWrite: TAnyCall | ((variables: never) => Promise<unknown>),
  options: object = {},
): unknown {
  const refresh = useRefresh();
  const {
    silent,
    keepPage,
    refreshes = [],
    onSuccess,
    ...mutation
  } = options as TMutationOptions<unknown, unknown>;
  return useMutation<unknown, Error, unknown>({
    ...mutation,
    mutationFn:
      typeof callOrWrite === 'function'
        ? (callOrWrite as (variables: unknown) => Promise<unknown>)
        : (input) => callApi(callOrWrite, input as TCallInput<TAnyCall>, { silent, keepPage }),
    onSuccess: async (data, variables, result, context) => {
      const own = onSuccess?.(data, variables, result, context);
      await Promise.all([own, refresh(...refreshes)]);
    },
  });
}
