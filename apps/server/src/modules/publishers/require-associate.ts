import { ErrorCode, type TAccountGateReason } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findAssociateStatus } from './publishers.repository';

export const associatePausedMessage = 'Your associate access is paused; contact the team';

/**
 * The `associateActive` precondition (`src/access.ts`): a blocked associate makes no associate
 * link and uploads no associate report (409/1009 with `data.reason` `associate_paused`: a state of
 * the account, not the end of access, so not 3008); unverified and verified publishers both may.
 */
export async function requireActiveAssociate(deps: Pick<TDeps, 'db'>, publisherId: string): Promise<void> {
  if ((await findAssociateStatus(deps.db, publisherId)) === 'blocked') {
    throw new AppError(ErrorCode.conflict, associatePausedMessage, {
      reason: 'associate_paused' satisfies TAccountGateReason,
    });
  }
}
