import {
  adminAuthHeader,
  adminPrefix,
  apiPrefix,
  callPath,
  type TAnyCall,
  type TCallAnswer,
  type TCallInput,
  userAuthHeader,
} from '@atlas/shared';
import {
  ApiError,
  applyCatalogue,
  endsSession,
  networkFailure,
  readEnvelope,
  type TPortal,
  type TRequestOptions,
  tokenStore,
} from './error-catalogue';
import { buildQueryString, type TQuery } from './query-string';

export {
  ApiError,
  configureHttp,
  fieldErrors,
  ownTokenStore,
  type THttpEnv,
  type TPortal,
  type TRequestOptions,
  tokenKey,
  tokenStore,
} from './error-catalogue';

const prefixOf: Record<TPortal, string> = { user: apiPrefix, operator: adminPrefix };
const requestTimeoutMs = 10_000;
const uploadTimeoutMs = 20_000;

type TSendOptions = TRequestOptions & { timeoutMs: number };

/**
 * One call with the portal's prefix, auth and language; shared with download.ts. The time-out
 * covers `read` too, so a stalled body aborts like a stalled connection.
 */
export async function send<R>(
  portal: TPortal,
  path: string,
  init: RequestInit,
  options: TSendOptions,
  read: (response: Response) => Promise<R>,
): Promise<R> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) {
    cancel();
  }
  options.signal?.addEventListener('abort', cancel);

  const headers = new Headers(init.headers);
  headers.set('Accept-Language', 'en-US');
  const token = options.token ?? tokenStore.get();
  if (token) {
    headers.set(portal === 'operator' ? adminAuthHeader : userAuthHeader, `Bearer ${token}`);
  }
  try {
    const response = await fetch(prefixOf[portal] + path.replace(/^\/+/, ''), {
      ...init,
      headers,
      signal: controller.signal,
    });
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) {
      throw error;
    }
    if (options.signal?.aborted && !timedOut) {
      // The caller gave up (a query was superseded); nobody is waiting for a message.
      throw new ApiError('Request cancelled', { code: 'aborted', status: 0, handled: true });
    }
    throw networkFailure(portal, timedOut ? 'timeout' : 'network', Boolean(options.silent), error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

type TCall = TRequestOptions & { query?: TQuery; body?: unknown; form?: FormData; timeoutMs?: number };

function request<T>(portal: TPortal, method: string, path: string, call: TCall): Promise<T> {
  const search = call.query ? buildQueryString(call.query) : '';
  const url = search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
  const json = call.body !== undefined && !call.form;
  const init: RequestInit = {
    method,
    headers: json ? { 'Content-Type': 'application/json' } : {},
    body: call.form ?? (json ? JSON.stringify(call.body) : undefined),
  };
  const sentToken = call.token ?? tokenStore.get();
  const options = { ...call, token: sentToken ?? undefined, timeoutMs: call.timeoutMs ?? requestTimeoutMs };
  return send(portal, url, init, options, async (response) => {
    if (response.status === 204) {
      return undefined as T;
    }
    const envelope = await readEnvelope(response);
    if (response.ok && envelope?.success === true) {
      return envelope.data as T;
    }
    const code = envelope?.code ?? 'http';
    if (sentToken !== tokenStore.get() && endsSession(response.status, code)) {
      // Sent with a session this page has since left (signed out, switched): the answer says
      // nothing about the session it has now, so it neither clears that one nor moves the page.
      throw new ApiError(envelope?.error || 'Session ended', {
        code,
        status: response.status,
        handled: true,
      });
    }
    throw applyCatalogue(portal, response.status, envelope, call.silent, call.keepPage);
  });
}

/**
 * Requests by method and path, under `callApi`: only tests use it directly (through
 * http-test-kit.ts); the client's calls go through their descriptors.
 */
export function createApi(portal: TPortal) {
  return {
    get: <T>(path: string, query?: TQuery, options?: TRequestOptions) =>
      request<T>(portal, 'GET', path, { ...options, query }),
    post: <T>(path: string, body?: unknown, options?: TRequestOptions) =>
      request<T>(portal, 'POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: TRequestOptions) =>
      request<T>(portal, 'PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: TRequestOptions) =>
      request<T>(portal, 'PATCH', path, { ...options, body }),
    delete: <T>(path: string, query?: TQuery, options?: TRequestOptions) =>
      request<T>(portal, 'DELETE', path, { ...options, query }),
    // No Content-Type: the browser writes the multipart boundary itself.
    upload: <T>(path: string, formData: FormData, options?: TRequestOptions) =>
      request<T>(portal, 'POST', path, { ...options, form: formData, timeoutMs: uploadTimeoutMs }),
  };
}

/** The portal whose prefix and token a call of this API takes. */
export const portalOf = (call: TAnyCall): TPortal => (call.api === 'admin' ? 'operator' : 'user');

/**
 * Makes a call described in `@atlas/shared`: method, prefix and path come from its descriptor,
 * and what it sends and answers are typed by the descriptor's schemas, as the server's are.
 */
export function callApi<C extends TAnyCall>(
  call: C,
  input: TCallInput<C>,
  options: TRequestOptions = {},
): Promise<TCallAnswer<C>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: TQuery;
    body?: unknown;
  };
  const path = callPath(call.path, params);
  return request<TCallAnswer<C>>(portalOf(call), call.method, path, { ...options, query, body });
}

/** A call that takes a multipart `file` (an upload descriptor), with the longer time-out. */
export function uploadFile<C extends TAnyCall & { upload?: true }>(
  call: C,
  file: File,
  options: TRequestOptions & { query?: TCallInput<C>['query'] } = {},
): Promise<TCallAnswer<C>> {
  const form = new FormData();
  form.append('file', file);
  return request<TCallAnswer<C>>(portalOf(call), call.method, callPath(call.path, undefined), {
    ...options,
    query: options.query as TQuery | undefined,
    form,
    timeoutMs: uploadTimeoutMs,
  });
}
