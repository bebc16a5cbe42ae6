import { ErrorCode, type TApiKey, type TApiKeyCreated, type TApiKeyReadResponse } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { newApiKey } from './api-key-auth';
import { findApiKeyOfUser, insertApiKey, replaceApiKey, type TApiKeyRow } from './api-keys.repository';

function toApiKey(row: TApiKeyRow): TApiKey {
  return {
    masked: row.masked,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The key masked, with when it was created and last used; null before the first one. */
export async function readApiKey(deps: TDeps, actor: TUserActor): Promise<TApiKeyReadResponse> {
  const row = await findApiKeyOfUser(deps.db, actor.userId);
  return row ? toApiKey(row) : null;
}

/** One key per account (DOMAIN.md); the whole key is answered this once and never stored. */
export async function createApiKey(deps: TDeps, actor: TUserActor): Promise<TApiKeyCreated> {
  const { key, keyHash, masked } = newApiKey();
  const row = await insertApiKey(deps.db, {
    id: newId('key'),
    userId: actor.userId,
    keyHash,
    masked,
    createdAt: deps.now(),
    lastUsedAt: null,
  });
  if (!row) {
    throw new AppError(
      ErrorCode.conflict,
      'This account already has an API key; regenerate it to get a new one',
    );
  }
  return { ...toApiKey(row), key };
}

/** A new key in place of the old one, which stops working at once. */
export async function regenerateApiKey(deps: TDeps, actor: TUserActor): Promise<TApiKeyCreated> {
  const { key, keyHash, masked } = newApiKey();
  const row = await replaceApiKey(deps.db, actor.userId, { keyHash, masked, createdAt: deps.now() });
  if (!row) {
    throw notFound('API key');
  }
  return { ...toApiKey(row), key };
}
