import { apiKeyCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { createApiKey, readApiKey, regenerateApiKey } from './api-keys.service';

export const apiKeyRoutes = [
  // POST user/auth/api-key: create the account's open-API key, shown whole this once
  defineRoute(apiKeyCalls.createApiKey, {
    handler: ({ deps, actor }) => createApiKey(deps, actor),
  }),
  // GET user/auth/api-key: the key masked, with created and last-used times (null when none)
  defineRoute(apiKeyCalls.readApiKey, {
    handler: ({ deps, actor }) => readApiKey(deps, actor),
  }),
  // PUT user/auth/api-key: a new key; the old one stops working at once
  defineRoute(apiKeyCalls.regenerateApiKey, {
    handler: ({ deps, actor }) => regenerateApiKey(deps, actor),
  }),
];
