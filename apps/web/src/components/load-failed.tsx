import { Button, Card } from 'antd';
import { isAccountGate } from '../api/account-gates';
import { ApprovalRequired } from './approval-required';
import { errorText } from './server-error';
import { StatusPanel } from './status-panel';

export type LoadFailedProps = { what: string; error: unknown; onRetry: () => void };

/**
 * A page's data could not be loaded: say so in the server's words and offer to try again; or,
 * when the account's state closes the page (a publisher waiting for review), say why and what to
 * do instead of a retry that cannot work.
 */
export function LoadFailed({ what, error, onRetry }: LoadFailedProps) {
  if (isAccountGate(error)) {
    return (
      <ApprovalRequired what={what} reason={error.message} toProfile={error.reason !== 'associate_paused'} />
    );
  }
  return (
    <Card variant="borderless">
      <StatusPanel
        status="warning"
        title={`We could not load ${what}`}
        subTitle={errorText(error)}
        extra={
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </Card>
  );
}
