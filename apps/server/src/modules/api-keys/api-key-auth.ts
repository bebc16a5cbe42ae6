import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { TLimitRule } from '../../platform/rate-limit';
import { findApiKeyByHash, touchApiKey } from './api-keys.repository';

/** Unknown keys per address: 256-bit keys cannot be guessed, but nobody gets to keep trying. */
const unknownKeyRule: TLimitRule = { name: 'openapi-unknown-key-ip', points: 20, durationSeconds: 15 * 60 };
const perKeyRule = (deps: TDeps): TLimitRule => ({
  name: 'openapi-key',
  points: deps.config.OPEN_API_LIMIT_PER_MINUTE,
  durationSeconds: 60,
});

/** "Last used" moves at most once a minute, so a busy integration does not write on every call. */
const touchEveryMs = 60_000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key (`aak_` + 256 random bits) and the masked form kept beside its hash. */
export function newApiKey(): { key: string; keyHash: string; masked: string } {
  const secret = randomBytes(32).toString('base64url');
  const key = `aak_${secret}`;
  return { key, keyHash: hashApiKey(key), masked: `aak_${secret.slice(0, 4)}••••••••${secret.slice(-4)}` };
}

/**
 * The open API's guard: the account behind an `x-api-key`, rate limited per key. Unknown keys
 * are counted per address (1029 once over); a valid key is never refused for them, so a
 * stranger sharing an address cannot block an integration.
 */
export async function resolveApiKey(deps: TDeps, key: string, ip: string): Promise<TUserActor> {
  const row = await findApiKeyByHash(deps.db, hashApiKey(key));
  if (!row) {
    await deps.limits.consume(unknownKeyRule, ip, 'Too many calls with an unknown API key');
    throw new AppError(ErrorCode.tokenMismatch, 'API key does not match');
  }
  await deps.limits.consume(perKeyRule(deps), row.key.id, 'Too many calls with this API key');
  if (row.status !== 'active') {
    throw new AppError(ErrorCode.accountNotAllowed, 'This account is not active; contact support');
  }
  const now = deps.now();
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > touchEveryMs) {
    await touchApiKey(deps.db, row.key.id, now);
  }
  const { userId } = row.key;
  return { kind: 'user', userId, role: row.role, sessionId: row.key.id, actorUserId: userId, via: 'api_key' };
}
