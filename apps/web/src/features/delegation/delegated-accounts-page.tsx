import { SwapOutlined } from '@ant-design/icons';
import { delegationCalls, type TDelegator } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useCall } from '../../api/calls';
import { ListTable } from '../../components/list-table';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { capitalize, formatDate } from '../../lib/format';
import { accessLabels, statusLabels } from './delegation-labels';
import { useDelegationSwitch } from './use-delegation-switch';

/** The accounts that delegated to the user, each with "Switch" to work in it. */
export function DelegatedAccountsPage() {
  const { switched, switchInto } = useDelegationSwitch();
  const query = useCall(delegationCalls.listDelegators, {}, { enabled: !switched });
  const switching = useMutation({ mutationFn: switchInto });

  const columns: TableColumnsType<TDelegator> = [
    {
      title: 'Account',
      key: 'account',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.owner.name}</Typography.Text>
          <Typography.Text type="secondary">{row.owner.email}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Type', key: 'role', width: 120, render: (_, row) => capitalize(row.owner.role) },
    { title: 'Your access', key: 'access', width: 140, render: (_, row) => accessLabels[row.access] },
    {
      title: 'Status',
      key: 'status',
      width: 120,
      render: (_, row) => <Tag color={statusLabels[row.status].color}>{statusLabels[row.status].label}</Tag>,
    },
    { title: 'Since', key: 'since', width: 120, render: (_, row) => formatDate(row.acceptedAt) },
    {
      title: '',
      key: 'switch',
      align: 'right',
      width: 130,
      render: (_, row) => {
        const button = (
          <Button
            type="primary"
            size="small"
            icon={<SwapOutlined />}
            disabled={row.status !== 'active' || (switching.isPending && switching.variables !== row.id)}
            loading={switching.isPending && switching.variables === row.id}
            onClick={() => switching.mutate(row.id)}
            aria-label={`Switch to ${row.owner.name}'s account`}
          >
            Switch
          </Button>
        );
        return row.status === 'active' ? (
          button
        ) : (
          <Tooltip title={`${row.owner.name} has disabled your access`}>{button}</Tooltip>
        );
      },
    },
  ];

  const header = (
    <PageHeader
      title="Delegated accounts"
      subtitle="Accounts whose owners invited you to work in them. Switch into one; a banner shows whose account you are in, with the way back."
    />
  );
  if (switched) {
    return (
      <>
        {header}
        <Alert type="info" showIcon title="Go back to your own account to switch to another one" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <LoadFailed what="your delegated accounts" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      <Card variant="borderless" styles={{ body: { padding: 0 } }}>
        <ListTable<TDelegator>
          rowKey="id"
          columns={columns}
          dataSource={query.data ?? []}
          loading={query.isLoading}
          pagination={false}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No account is delegated to you yet. When someone invites you, open the link in their e-mail."
              />
            ),
          }}
        />
      </Card>
    </>
  );
}
