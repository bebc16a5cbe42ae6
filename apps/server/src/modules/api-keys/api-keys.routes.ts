import { ZApiKeyCreatedSchema, ZApiKeyReadResponseSchema } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { createApiKey, readApiKey, regenerateApiKey } from './api-keys.service';

const userRoles = ['seller', 'publisher', 'partner'] as const;

export const apiKeyRoutes = [
  // POST user/auth/api-key: create the account's open-API key, shown whole this once
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/auth/api-key',
    roles: userRoles,
    summary: 'Create the API key of the open API (the whole key is answered only here)',
    response: ZApiKeyCreatedSchema,
    handler: ({ deps, actor }) => createApiKey(deps, actor),
  }),
  // GET user/auth/api-key: the key masked, with created and last-used times (null when none)
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'user/auth/api-key',
    roles: userRoles,
    summary: 'The API key, masked, with when it was created and last used',
    response: ZApiKeyReadResponseSchema,
    handler: ({ deps, actor }) => readApiKey(deps, actor),
  }),
  // PUT user/auth/api-key: a new key; the old one stops working at once
  defineRoute({
    api: 'user',
    method: 'PUT',
    path: 'user/auth/api-key',
    roles: userRoles,
    summary: 'Regenerate the API key (the whole new key is answered only here)',
    response: ZApiKeyCreatedSchema,
    handler: ({ deps, actor }) => regenerateApiKey(deps, actor),
  }),
];
