import {
  adminAuthHeader,
  apiKeyHeader,
  ErrorCode,
  ErrorMessage,
  type TRouteRole,
  userAuthHeader,
} from '@atlas/shared';
import type { FastifyRequest } from 'fastify';
import type { TActor, TOperatorActor, TUserActor } from './actor';
import type { TDeps } from './deps';
import { AppError } from './errors';
import type { TAnyRoute } from './route';

function bearer(request: FastifyRequest, header: string): string | undefined {
  const value = request.headers[header];
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1];
}

function headerValue(request: FastifyRequest, header: string): string | undefined {
  const value = request.headers[header];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

async function authenticate(deps: TDeps, request: FastifyRequest, route: TAnyRoute) {
  if (route.api === 'open') {
    const key = headerValue(request, apiKeyHeader);
    if (!key) {
      throw new AppError(ErrorCode.sessionMissing, `Send your API key in the ${apiKeyHeader} header`);
    }
    return deps.access.resolveApiKey(deps, key, request.ip);
  }
  if (route.api === 'image') {
    // spec 7.16: the image storage client sends the user's session token as ?accessToken=
    const token = (request.query as { accessToken?: unknown } | undefined)?.accessToken;
    if (typeof token !== 'string' || !token.trim()) {
      throw new AppError(ErrorCode.sessionMissing, ErrorMessage.sessionMissing);
    }
    return deps.access.resolveSession(deps, 'user', token.trim());
  }
  const token = bearer(request, route.api === 'admin' ? adminAuthHeader : userAuthHeader);
  if (!token) {
    throw route.api === 'admin'
      ? new AppError(ErrorCode.operatorHeaderMissing, ErrorMessage.operatorHeaderMissing)
      : new AppError(ErrorCode.sessionMissing, ErrorMessage.sessionMissing);
  }
  return deps.access.resolveSession(deps, route.api === 'admin' ? 'operator' : 'user', token);
}

/** A write is anything but a GET, a download or a call the route marks as changing nothing. */
export const isWrite = (route: TAnyRoute) => route.method !== 'GET' && !route.download && !route.readOnlySafe;

function refuseReadOnlyWrite(actor: TUserActor, route: TAnyRoute): void {
  if (actor.delegation?.access === 'read_only' && isWrite(route)) {
    throw new AppError(
      ErrorCode.roleNotAllowed,
      'You have read-only access to this account; ask its owner for full access to make changes',
    );
  }
}

function refuseSupportWrite(actor: TOperatorActor, route: TAnyRoute): void {
  if (actor.operatorRole === 'support' && isWrite(route)) {
    throw new AppError(
      ErrorCode.roleNotAllowed,
      'Support operators can look, search and export but not change anything; ask an admin',
    );
  }
}

/**
 * The one place a route's declared roles are enforced, and the writes of a read-only delegate
 * and of a support operator refused (4003), before any input is parsed.
 */
export async function authorize(deps: TDeps, request: FastifyRequest, route: TAnyRoute): Promise<TActor> {
  const roles: readonly TRouteRole[] = route.roles;
  if (roles.includes('public')) {
    return { kind: 'anonymous' };
  }
  const actor = await authenticate(deps, request, route);
  const role = actor.kind === 'operator' ? 'operator' : actor.role;
  if (!roles.includes(role)) {
    throw new AppError(ErrorCode.roleNotAllowed, `This call is not available to a ${role} account`);
  }
  if (actor.kind === 'user') {
    refuseReadOnlyWrite(actor, route);
  } else {
    refuseSupportWrite(actor, route);
  }
  return actor;
}
