import { ZApiKeyCreatedSchema, ZApiKeyReadResponseSchema } from '../api-keys';
import { defineCall } from '../call';
import { userRoles } from '../roles';

export const apiKeyCalls = {
  // POST user/auth/api-key: create the account's open-API key, shown whole this once
  createApiKey: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/auth/api-key',
    roles: userRoles,
    summary: 'Create the API key of the open API (the whole key is answered only here)',
    response: ZApiKeyCreatedSchema,
  }),
  // GET user/auth/api-key: the key masked, with created and last-used times (null when none)
  readApiKey: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/auth/api-key',
    roles: userRoles,
    summary: 'The API key, masked, with when it was created and last used',
    response: ZApiKeyReadResponseSchema,
  }),
  // PUT user/auth/api-key: a new key; the old one stops working at once
  regenerateApiKey: defineCall({
    api: 'user',
    method: 'PUT',
    path: 'user/auth/api-key',
    roles: userRoles,
    summary: 'Regenerate the API key (the whole new key is answered only here)',
    response: ZApiKeyCreatedSchema,
  }),
};
