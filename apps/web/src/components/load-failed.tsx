import { Button, Card, Result } from 'antd';
import { errorText } from './server-error';

export type LoadFailedProps = { what: string; error: unknown; onRetry: () => void };

/** A page's data could not be loaded: say so in the server's words and offer to try again. */
export function LoadFailed({ what, error, onRetry }: LoadFailedProps) {
  return (
    <Card variant="borderless">
      <Result
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
