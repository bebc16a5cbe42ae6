import { ErrorCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findAssociateStatus } from './publishers.repository';

export const associatePausedMessage = 'Your associate access is paused; contact the team';

/**
 * The `associateActive` precondition (`src/access.ts`): a blocked associate makes no associate
 * link and uploads no associate report (3008, so the client toasts the message); unverified and
 * verified publishers both may.
 */
export async function requireActiveAssociate(deps: Pick<TDeps, 'db'>, publisherId: string): Promise<void> {
  if ((await findAssociateStatus(deps.db, publisherId)) === 'blocked') {
    throw new AppError(ErrorCode.accountNotAllowed, associatePausedMessage);
  }
}
