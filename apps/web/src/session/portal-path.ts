import type { TUserRole } from '@atlas/shared';

/** Each role has one portal, at /seller, /publisher or /partner. */
export function portalPath(role: TUserRole): string {
  return `/${role}`;
}

const authPages = ['/sign-in', '/sign-up', '/operator/login'];

/**
 * Where to go after signing in: the `redirect` query if it points inside this site, else the
 * fallback. Absolute URLs count only when they are on this origin; anything else (another host,
 * `//evil.test`, a bare hostname) is ignored so a link cannot send a user away.
 */
export function safeRedirect(redirect: string, fallback: string, origin = window.location.origin): string {
  if (!redirect) {
    return fallback;
  }
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return fallback;
  }
  const isPath = redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\');
  const isSameOrigin = /^https?:\/\//i.test(redirect) && target.origin === origin;
  if ((!isPath && !isSameOrigin) || target.origin !== origin) {
    return fallback;
  }
  if (authPages.includes(target.pathname)) {
    return fallback;
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
