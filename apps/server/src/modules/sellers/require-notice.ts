import { ErrorCode, sellerNotice } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findNoticeVersion } from './sellers.repository';

/** Names the call that lifts the gate, so a client written from the spec knows what to do. */
export const noticeRequiredMessage = 'Agree to the seller notice first: POST seller/agree-to-notice';

/**
 * The seller notice gate (spec 7.4: nothing else works until agreed), the `sellerNotice`
 * precondition routes declare (`src/access.ts`); a notice whose version changed must be agreed
 * again. 409/1009, because the call is fine and the account's state is not.
 */
export async function requireSellerNotice(
  deps: Pick<TDeps, 'db' | 'accessCache'>,
  sellerId: string,
): Promise<void> {
  // An agreement to the current version never goes back, so only that answer is remembered.
  const agreed = (version: string | null) => version === sellerNotice.version;
  const version = await deps.accessCache.remember(
    `notice:${sellerId}`,
    () => findNoticeVersion(deps.db, sellerId),
    agreed,
  );
  if (!agreed(version)) {
    throw new AppError(ErrorCode.conflict, noticeRequiredMessage);
  }
}
