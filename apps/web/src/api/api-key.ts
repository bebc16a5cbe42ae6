import type { TApiKeyCreated, TApiKeyReadResponse } from '@atlas/shared';
import { api } from './http';

// The API key page shows failures inline, so the writes are silent (no toast).

// GET user/auth/api-key: masked, with created and last-used times; null before the first key
export function getApiKey(): Promise<TApiKeyReadResponse> {
  return api.get<TApiKeyReadResponse>('user/auth/api-key');
}

// POST user/auth/api-key: the whole key comes back this once
export function createApiKey(): Promise<TApiKeyCreated> {
  return api.post<TApiKeyCreated>('user/auth/api-key', undefined, { silent: true });
}

// PUT user/auth/api-key: a new key; the old one stops working
export function regenerateApiKey(): Promise<TApiKeyCreated> {
  return api.put<TApiKeyCreated>('user/auth/api-key', undefined, { silent: true });
}
