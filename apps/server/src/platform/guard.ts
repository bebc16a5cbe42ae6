import { adminAuthHeader, ErrorCode, ErrorMessage, type TRouteRole, userAuthHeader } from '@atlas/shared';
import type { FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/auth/sessions.service';
import type { TActor } from './actor';
import type { TDeps } from './deps';
import { AppError } from './errors';
import type { TApi } from './route';

function bearer(request: FastifyRequest, header: string): string | undefined {
  const value = request.headers[header];
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1];
}

/** The one place a route's declared roles are enforced. */
export async function authorize(
  deps: TDeps,
  request: FastifyRequest,
  api: TApi,
  roles: readonly TRouteRole[],
): Promise<TActor> {
  if (roles.includes('public')) {
    return { kind: 'anonymous' };
  }
  const token = bearer(request, api === 'admin' ? adminAuthHeader : userAuthHeader);
  if (!token) {
    throw api === 'admin'
      ? new AppError(ErrorCode.operatorHeaderMissing, ErrorMessage.operatorHeaderMissing)
      : new AppError(ErrorCode.sessionMissing, ErrorMessage.sessionMissing);
  }
  const actor = await resolveSession(deps, api === 'admin' ? 'operator' : 'user', token);
  const role = actor.kind === 'operator' ? 'operator' : actor.role;
  if (!roles.includes(role)) {
    throw new AppError(ErrorCode.roleNotAllowed, `This call is not available to a ${role} account`);
  }
  return actor;
}
