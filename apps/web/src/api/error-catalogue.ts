import { ErrorCode, type TEnvelope, type TErrorData, type TFieldError } from '@atlas/shared';
import { message } from 'antd';

export type TPortal = 'user' | 'operator';

export type THttpEnv = {
  navigate(to: string, options?: { replace?: boolean }): void;
  toast(message: string): void;
  log(...args: unknown[]): void;
  location(): { hostname: string; pathname: string; search: string };
};

export type TRequestOptions = {
  silent?: boolean;
  signal?: AbortSignal;
  /** The page explains a 3008 itself (sign-in: account not activated): no toast, no move to /index. */
  keepPage?: boolean;
  /** The session this call is for, when the page has already let go of it (sign-out). */
  token?: string;
};

// Each default reads `window` only when called, so tests can import this module under node.
let env: THttpEnv = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  toast: (text) => void message.error(text),
  log: (...args) => console.error(...args),
  location: () => window.location,
};

/** The app shell swaps in React Router's navigate and the App-scoped antd message. */
export function configureHttp(overrides: Partial<THttpEnv>): void {
  env = { ...env, ...overrides };
}

/** Keyed by host so the operator console on `admin.` never shares a token with the user portal. */
export function tokenKey(hostname: string = window.location.hostname): string {
  return `${hostname}_userToken`;
}

const tokenListeners = new Set<() => void>();
const tokenChanged = () => {
  for (const listener of tokenListeners) {
    listener();
  }
};

export const tokenStore = {
  get: (): string | null => localStorage.getItem(tokenKey(env.location().hostname)),
  set: (token: string): void => {
    localStorage.setItem(tokenKey(env.location().hostname), token);
    tokenChanged();
  },
  clear: (): void => {
    localStorage.removeItem(tokenKey(env.location().hostname));
    tokenChanged();
  },
  /**
   * Told after every change, here or in another tab, so React can mirror a token that changed
   * under the page (use-token-session.ts). Answers the unsubscribe.
   */
  subscribe: (listener: () => void): (() => void) => {
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === null || event.key === tokenKey(env.location().hostname)) {
        listener();
      }
    };
    tokenListeners.add(listener);
    globalThis.addEventListener?.('storage', fromOtherTab);
    return () => {
      tokenListeners.delete(listener);
      globalThis.removeEventListener?.('storage', fromOtherTab);
    };
  },
};

/**
 * While a delegate works in an account delegated to it, its own token waits here, so "Back to my
 * account", or the server ending the switched session, returns to it (docs/domain.md, Delegation).
 */
const ownKey = (what: 'Token' | 'Home') => `${env.location().hostname}_own${what}`;

export const ownTokenStore = {
  get: (): string | null => localStorage.getItem(ownKey('Token')),
  /** The portal of the user's own account, to go back to. */
  home: (): string => localStorage.getItem(ownKey('Home')) ?? '/',
  set: (token: string, home = '/'): void => {
    localStorage.setItem(ownKey('Token'), token);
    localStorage.setItem(ownKey('Home'), home);
  },
  clear: (): void => {
    localStorage.removeItem(ownKey('Token'));
    localStorage.removeItem(ownKey('Home'));
  },
};

/** A switched session that ended (access withdrawn, signed out elsewhere) goes back to the own one. */
function returnToOwnSession(): boolean {
  const own = ownTokenStore.get();
  if (!own) {
    return false;
  }
  ownTokenStore.clear();
  tokenStore.set(own);
  env.navigate('/', { replace: true });
  return true;
}

/**
 * A failed call. `code` is the server's code, or one of the client's own: `network` (no answer),
 * `timeout`, `aborted` (the caller's signal) or `http` (an answer that is not an envelope).
 * `handled` means the catalogue already told the user (toast) or moved them (redirect).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: TFieldError[];
  readonly handled: boolean;
  /** The server's `data.reason`: a case the page handles itself (`activation_required`, `link_expired`…). */
  readonly reason?: string;

  constructor(
    text: string,
    init: { code: string; status: number; fields?: TFieldError[]; handled: boolean; reason?: string },
  ) {
    super(text);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? [];
    this.handled = init.handled;
    this.reason = init.reason;
  }
}

const signInOf: Record<TPortal, string> = { user: '/sign-in', operator: '/operator/login' };
const networkText = 'Network problem, please try again';

/** Navigates unless already there, so a failing call on a sign-in page cannot loop. */
function leaveFor(path: string, how: { replace?: boolean; returnHere?: boolean }): boolean {
  const here = env.location();
  if (here.pathname === path) {
    return false;
  }
  const to = how.returnHere ? `${path}?redirect=${encodeURIComponent(here.pathname + here.search)}` : path;
  env.navigate(to, { replace: Boolean(how.replace) });
  return true;
}

/** The answers that say the session a call was sent with is over. */
export const endsSession = (status: number, code: string) =>
  code === ErrorCode.tokenMismatch || status === 401 || code === ErrorCode.accountNotAllowed;

/** Spec 8 for an answer with success=false or an error status: the one place that redirects or toasts. */
export function applyCatalogue(
  portal: TPortal,
  status: number,
  envelope: TEnvelope<TErrorData> | null,
  silent = false,
  keepPage = false,
): ApiError {
  const code = envelope?.code ?? 'http';
  const text = envelope?.error || '';
  const fail = (handled: boolean) =>
    new ApiError(text || 'Error!', {
      code,
      status,
      fields: envelope?.data?.fields ?? [],
      handled,
      reason: envelope?.data?.reason,
    });

  const sessionEnded = endsSession(status, code);
  if (portal === 'user' && sessionEnded && !keepPage && ownTokenStore.get()) {
    if (code === ErrorCode.accountNotAllowed) {
      // The server's words say whose account it was ("Your access to … has ended").
      env.toast(text || 'Error!');
    }
    returnToOwnSession();
    return fail(true);
  }
  if (code === ErrorCode.tokenMismatch) {
    tokenStore.clear();
    if (leaveFor(signInOf[portal], { replace: true })) {
      return fail(true);
    }
  } else if (status === 401 || (portal === 'operator' && code === ErrorCode.operatorHeaderMissing)) {
    tokenStore.clear();
    if (leaveFor(signInOf[portal], { returnHere: true })) {
      return fail(true);
    }
  } else if (portal === 'user' && code === ErrorCode.accountNotAllowed && !keepPage) {
    // Shown even for a silent call: it is the only word on why the page changes.
    env.toast(text || 'Error!');
    leaveFor('/index', {});
    return fail(true);
  }
  if (portal === 'operator') {
    env.log('Request failed', status, code, text);
    return fail(false);
  }
  if (silent) {
    return fail(false);
  }
  env.toast(text || 'Error!');
  return fail(true);
}

/** Spec 8 for a call that got no answer: the user portal toasts, the operator console only logs. */
export function networkFailure(
  portal: TPortal,
  code: 'network' | 'timeout',
  silent: boolean,
  cause: unknown,
): ApiError {
  const fail = (handled: boolean) => new ApiError(networkText, { code, status: 0, handled });
  if (portal === 'operator') {
    env.log('network problem', cause);
    return fail(false);
  }
  if (silent) {
    return fail(false);
  }
  env.toast(networkText);
  return fail(true);
}

/** The body as an envelope, or null when it is empty or not one (a proxy's HTML page). */
export async function readEnvelope(response: Response): Promise<TEnvelope<TErrorData> | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed
      ? (parsed as TEnvelope<TErrorData>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Server field errors as antd `form.setFields` input. Numeric segments become numbers because
 * antd matches name paths with `===` and Form.List names its rows by index.
 */
export function fieldErrors(error: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  const byPath = new Map<string, string[]>();
  for (const { path, message: text } of error.fields) {
    byPath.set(path, [...(byPath.get(path) ?? []), text]);
  }
  return [...byPath].map(([path, errors]) => ({
    name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors,
  }));
}
