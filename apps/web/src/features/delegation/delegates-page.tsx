import { Alert, Card, Flex } from 'antd';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { DelegatesTable } from './delegates-table';
import { InviteDelegateForm } from './invite-delegate-form';
import { useDelegates } from './use-delegates';
import { useDelegationSwitch } from './use-delegation-switch';

/** The owner's delegates: invite by e-mail, change access, enable or disable, remove. */
export function DelegatesPage() {
  const { switched } = useDelegationSwitch();
  const { query, change, pendingId } = useDelegates(!switched);
  const header = (
    <PageHeader
      title="Delegates"
      subtitle="People you let work in your account, with full or read-only access. Removing or disabling one ends their access at once."
    />
  );
  if (switched) {
    return (
      <>
        {header}
        <Alert
          type="info"
          showIcon
          title="Only the account owner can manage its delegates"
          description="Go back to your own account to manage yours."
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Flex vertical gap={24}>
        <InviteDelegateForm />
        {query.isError ? (
          <LoadFailed what="your delegates" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Card variant="borderless" title="Your delegates" styles={{ body: { padding: 0 } }}>
            <DelegatesTable
              rows={query.data ?? []}
              loading={query.isLoading}
              pendingId={pendingId}
              now={query.dataUpdatedAt || Date.now()}
              onChange={(next) => change.mutate(next)}
            />
          </Card>
        )}
      </Flex>
    </>
  );
}
