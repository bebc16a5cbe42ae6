import { apiKeyCalls } from '@atlas/shared';
import { ownAccount } from '../../platform/access';
import { defineRoute } from '../../platform/route';
import { createApiKey, readApiKey, regenerateApiKey } from './api-keys.service';

const ownerOnly = [ownAccount('Only the account owner can manage its API key; go back to your own account')];

export const apiKeyRoutes = [
  // POST user/auth/api-key: create the account's open-API key, shown whole this once
  defineRoute(apiKeyCalls.createApiKey, {
    preconditions: ownerOnly,
    handler: ({ deps, actor }) => createApiKey(deps, actor),
  }),
  // GET user/auth/api-key: the key masked, with created and last-used times (null when none)
  defineRoute(apiKeyCalls.readApiKey, {
    preconditions: ownerOnly,
    handler: ({ deps, actor }) => readApiKey(deps, actor),
  }),
  // PUT user/auth/api-key: a new key; the old one stops working at once
  defineRoute(apiKeyCalls.regenerateApiKey, {
    preconditions: ownerOnly,
    handler: ({ deps, actor }) => regenerateApiKey(deps, actor),
  }),
];
