import { ErrorCode, type TAccountGateReason } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findReviewState } from './publishers.repository';

type TReviewState = Awaited<ReturnType<typeof findReviewState>>;

/** What a publisher not yet approved reads: what to finish, or why it was refused. */
function approvalMessage(state: TReviewState): string {
  if (state?.status === 'rejected') {
    const reason = state.reason ? `: ${state.reason}` : '';
    return `Your publisher account was not approved${reason}. Update your profile on the Profile screen to send it back to review.`;
  }
  return 'Your publisher account is waiting for review. Finish your profile, tax form and bank details on the Profile screen; the catalogue and links open once the Affiliate Atlas team approves it.';
}

/**
 * The `publisherApproved` precondition (`src/access.ts`): the catalogue and links are for
 * publishers an operator approved (DOMAIN.md); the others get 409/1009 saying what to finish,
 * with `data.reason` `approval_pending` or `approval_refused`. Not 3008: spec 8 sends a client
 * to /index on 3008, which is for what ends access to the account (disabled, delegation ended);
 * a publisher waiting for review keeps her account and her page.
 * An approval is remembered for the access cache's few seconds; a later rejection forgets it.
 */
export async function requirePublisherApproved(
  deps: Pick<TDeps, 'db' | 'accessCache'>,
  userId: string,
): Promise<void> {
  const approved = (state: TReviewState) => state?.status === 'approved';
  const state = await deps.accessCache.remember(
    `publisher-review:${userId}`,
    () => findReviewState(deps.db, userId),
    approved,
  );
  if (!approved(state)) {
    const reason: TAccountGateReason = state?.status === 'rejected' ? 'approval_refused' : 'approval_pending';
    throw new AppError(ErrorCode.conflict, approvalMessage(state), { reason });
  }
}
