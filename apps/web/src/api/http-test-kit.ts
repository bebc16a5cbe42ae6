import { vi } from 'vitest';
import { configureHttp } from './error-catalogue';
import { createApi } from './http';

// Test-only helpers shared by http.test.ts and download.test.ts: a fake browser around the client.

/** The transport by method and path, to test what every call goes through. */
export const api = createApi('user');
export const adminApi = createApi('operator');

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

export function fakeBrowser(where = { hostname: 'app.test', pathname: '/seller/deals', search: '?page=2' }) {
  const env = { navigate: vi.fn(), toast: vi.fn(), log: vi.fn(), location: () => where };
  configureHttp(env);
  vi.stubGlobal('localStorage', memoryStorage());
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  return { ...env, fetch, where };
}

export function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export const fail = (code: string, error: string | null, data: unknown = null) => ({
  success: false,
  code,
  error,
  data,
});

/** The request the client sent on call `index`. */
export function sent(fetch: ReturnType<typeof fakeBrowser>['fetch'], index = 0) {
  const [url, init] = fetch.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

/** A fetch that never answers but rejects like the browser when its signal aborts. */
export function hangingFetch(): typeof globalThis.fetch {
  return (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}
