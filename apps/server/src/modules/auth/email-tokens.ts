import { createHash, randomBytes } from 'node:crypto';
import { EntryReason, ErrorCode } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  expireLiveLinkTokens,
  findLinkTokenByHash,
  insertLinkToken,
  spendLinkToken,
  type TLinkPurpose,
  type TLinkTokenRow,
} from './email-tokens.repository';

export type { TLinkPurpose, TLinkTokenRow };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page a link opens, on the address people reach the app at. */
export function linkUrl(deps: TDeps, page: 'activate' | 'reset-password', token: string): string {
  return `${deps.config.publicBaseUrl.replace(/\/+$/, '')}/${page}?token=${encodeURIComponent(token)}`;
}

/**
 * A new single-use link token; only its hash is stored. Older live links of the same purpose are
 * retired (they expire now), so only the newest e-mail works.
 */
export async function issueLinkToken(
  db: TQueryable,
  deps: TDeps,
  userId: string,
  purpose: TLinkPurpose,
  validMs: number,
): Promise<string> {
  const now = deps.now();
  await expireLiveLinkTokens(db, userId, purpose, now);
  const token = randomBytes(32).toString('base64url');
  await insertLinkToken(db, {
    id: newId('utk'),
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + validMs),
    createdAt: now,
  });
  return token;
}

/** The token row of a link, whatever its state, or undefined. */
export async function findLinkToken(
  db: TQueryable,
  token: string,
  purpose: TLinkPurpose,
): Promise<TLinkTokenRow | undefined> {
  return findLinkTokenByHash(db, hashOf(token), purpose);
}

export type TLinkMessages = { invalid: string; expired: string; used: string };

const tokenField = (message: string) => [{ path: 'token', message }];

/** A link no account has (unknown, or of the other purpose). */
export const invalidLink = (messages: TLinkMessages) =>
  new AppError(ErrorCode.validation, messages.invalid, {
    fields: tokenField(messages.invalid),
    reason: EntryReason.linkInvalid,
  });

/** The refusal for a link that cannot be used, with the reason the page shows its next step for. */
export function linkRefusal(
  row: TLinkTokenRow | undefined,
  now: Date,
  messages: TLinkMessages,
): AppError | null {
  if (!row) {
    return invalidLink(messages);
  }
  if (row.usedAt) {
    return new AppError(ErrorCode.conflict, messages.used, {
      fields: tokenField(messages.used),
      reason: EntryReason.linkUsed,
    });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return new AppError(ErrorCode.validation, messages.expired, {
      fields: tokenField(messages.expired),
      reason: EntryReason.linkExpired,
    });
  }
  return null;
}

/**
 * Spends a link: answers its account id, or throws why not (not valid 1001, expired 1001, used
 * 1009). The update only succeeds while the token is unused, so two clicks racing spend it once.
 */
export async function consumeLinkToken(
  tx: TQueryable,
  deps: TDeps,
  token: string,
  purpose: TLinkPurpose,
  messages: TLinkMessages,
): Promise<string> {
  const now = deps.now();
  const row = await findLinkToken(tx, token, purpose);
  const refusal = linkRefusal(row, now, messages);
  if (refusal || !row) {
    throw refusal;
  }
  if (!(await spendLinkToken(tx, row.id, now))) {
    throw linkRefusal({ ...row, usedAt: now }, now, messages);
  }
  return row.userId;
}
