import { apiKeyCalls } from '@atlas/shared';
import { callApi } from './http';

// The API key page shows failures inline, so the writes are silent (no toast).

// Masked, with created and last-used times; null before the first key
export const readApiKey = () => callApi(apiKeyCalls.readApiKey, {});

// The whole key comes back this once
export const createApiKey = () => callApi(apiKeyCalls.createApiKey, {}, { silent: true });

// A new key; the old one stops working
export const regenerateApiKey = () => callApi(apiKeyCalls.regenerateApiKey, {}, { silent: true });
