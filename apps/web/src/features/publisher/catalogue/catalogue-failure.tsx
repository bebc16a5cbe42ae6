import { isApprovalRequired } from '../../../api/publisher-catalogue';
import { LoadFailed } from '../../../components/load-failed';
import { ApprovalRequired } from './approval-required';

export type CatalogueFailureProps = { error: unknown; what: string; onRetry: () => void };

/** A catalogue read that failed: what to finish when the account is not approved (3008), else a retry. */
export function CatalogueFailure({ error, what, onRetry }: CatalogueFailureProps) {
  return isApprovalRequired(error) ? (
    <ApprovalRequired reason={error.message} />
  ) : (
    <LoadFailed what={what} error={error} onRetry={onRetry} />
  );
}
