import { Button, Flex } from 'antd';
import { errorText } from './server-error';
import { StatusPanel } from './status-panel';

export type SessionErrorProps = { error: unknown; onRetry: () => void; onSignOut: () => void };

/** The account could not be loaded (server down, time-out): say so plainly and offer the ways out. */
export function SessionError({ error, onRetry, onSignOut }: SessionErrorProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '80vh' }}>
      <StatusPanel
        status="warning"
        title="We could not load your account"
        subTitle={errorText(error)}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            Try again
          </Button>,
          <Button key="sign-out" onClick={onSignOut}>
            Sign out
          </Button>,
        ]}
      />
    </Flex>
  );
}
