import { ErrorCode, sellerNotice } from '@atlas/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findNoticeVersion } from './sellers.repository';

export const noticeRequiredMessage = 'Agree to the seller notice first';

/**
 * The seller notice gate (spec 7.4: nothing else works until agreed), the `sellerNotice`
 * precondition routes declare (`src/access.ts`); a notice whose version changed must be agreed
 * again. 409/1009, because the call is fine and the account's state is not.
 */
export async function requireSellerNotice(db: Pick<TDb, 'select'>, sellerId: string): Promise<void> {
  if ((await findNoticeVersion(db, sellerId)) !== sellerNotice.version) {
    throw new AppError(ErrorCode.conflict, noticeRequiredMessage);
  }
}
