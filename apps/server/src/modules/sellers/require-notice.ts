import { ErrorCode, sellerNotice } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sellerSettings } from '../../db/schema';
import { AppError } from '../../platform/errors';

export const noticeRequiredMessage = 'Agree to the seller notice first';

/**
 * The seller notice gate (spec 7.4: nothing else works until agreed). Every seller service but
 * reading the settings and agreeing calls it first; a notice whose version changed must be
 * agreed again. 409/1009, because the call is fine and the account's state is not.
 */
export async function requireSellerNotice(db: Pick<TDb, 'select'>, sellerId: string): Promise<void> {
  const [row] = await db
    .select({ version: sellerSettings.noticeVersion })
    .from(sellerSettings)
    .where(eq(sellerSettings.userId, sellerId))
    .limit(1);
  if (row?.version !== sellerNotice.version) {
    throw new AppError(ErrorCode.conflict, noticeRequiredMessage);
  }
}
