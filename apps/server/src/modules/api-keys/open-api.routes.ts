import { openApiCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getSessionUser } from '../auth/auth.service';

/**
 * The open API (`/openapi/atlas/v1/`, header `x-api-key`): the same services as the portals,
 * with the key's account as the actor. Later areas add their calls with `api: 'open'`.
 */
export const openApiRoutes = [
  // GET profile: the API key's own account
  defineRoute(openApiCalls.getProfile, {
    handler: ({ deps, actor }) => getSessionUser(deps, actor),
  }),
];
