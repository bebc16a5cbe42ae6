import { ZSessionUserSchema } from '../auth';
import { defineCall } from '../call';
import { userRoles } from '../roles';

export const openApiCalls = {
  // GET profile: the API key's own account
  getProfile: defineCall({
    api: 'open',
    method: 'GET',
    path: 'profile',
    roles: userRoles,
    summary: "The API key's own account",
    response: ZSessionUserSchema,
  }),
};
