import type { TDelegate, TDelegationAccess } from '@atlas/shared';
import { Button, Empty, Flex, Popconfirm, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { ListTable } from '../../components/list-table';
import { formatDate } from '../../lib/format';
import { accessLabels, statusLabels } from './delegation-labels';
import type { TDelegateChange } from './use-delegates';

export type DelegatesTableProps = {
  rows: TDelegate[];
  loading: boolean;
  pendingId?: string;
  now: number;
  onChange: (change: TDelegateChange) => void;
};

const accessOptions = (['full', 'read_only'] as const).map((value) => ({
  value,
  label: accessLabels[value],
}));

function isExpired(row: TDelegate, now: number): boolean {
  return (
    row.status === 'invited' && row.invitationExpiresAt !== null && Date.parse(row.invitationExpiresAt) <= now
  );
}

function StatusCell({ row, now }: { row: TDelegate; now: number }) {
  if (isExpired(row, now)) {
    return <Tag color="red">Invitation expired</Tag>;
  }
  const { label, color } = statusLabels[row.status];
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={color}>{label}</Tag>
      {row.status === 'invited' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Link works until {formatDate(row.invitationExpiresAt)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The owner's delegates: change access inline, enable or disable, resend, remove with a confirm. */
export function DelegatesTable({ rows, loading, pendingId, now, onChange }: DelegatesTableProps) {
  const columns: TableColumnsType<TDelegate> = [
    {
      title: 'Delegate',
      key: 'delegate',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong={Boolean(row.name)} type={row.name ? undefined : 'secondary'}>
            {row.name ?? 'Not accepted yet'}
          </Typography.Text>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Access',
      key: 'access',
      width: 170,
      render: (_, row) => (
        <Select<TDelegationAccess>
          size="small"
          value={row.access}
          options={accessOptions}
          disabled={pendingId === row.id}
          style={{ width: 140 }}
          aria-label={`Access of ${row.email}`}
          onChange={(access) => onChange({ kind: 'access', id: row.id, access })}
        />
      ),
    },
    { title: 'Status', key: 'status', width: 190, render: (_, row) => <StatusCell row={row} now={now} /> },
    {
      title: 'Since',
      key: 'since',
      width: 120,
      render: (_, row) => formatDate(row.acceptedAt ?? row.invitedAt),
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      width: 230,
      render: (_, row) => {
        const busy = pendingId === row.id;
        const invited = row.status === 'invited';
        return (
          <Flex gap={8} justify="flex-end">
            {invited ? (
              <Button
                size="small"
                disabled={busy}
                onClick={() => onChange({ kind: 'resend', id: row.id, email: row.email, access: row.access })}
              >
                Resend
              </Button>
            ) : (
              <Button
                size="small"
                disabled={busy}
                onClick={() =>
                  onChange({
                    kind: 'status',
                    id: row.id,
                    status: row.status === 'active' ? 'disable' : 'enable',
                  })
                }
              >
                {row.status === 'active' ? 'Disable' : 'Enable'}
              </Button>
            )}
            <Popconfirm
              title={invited ? 'Withdraw this invitation?' : `Remove ${row.name ?? row.email}?`}
              description={
                invited
                  ? 'The link in the e-mail stops working.'
                  : 'They lose access to your account at once.'
              }
              okText={invited ? 'Withdraw' : 'Remove'}
              okButtonProps={{ danger: true }}
              onConfirm={() => onChange({ kind: 'delete', id: row.id })}
            >
              <Button size="small" danger disabled={busy}>
                {invited ? 'Withdraw' : 'Remove'}
              </Button>
            </Popconfirm>
          </Flex>
        );
      },
    },
  ];

  return (
    <ListTable<TDelegate>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No delegates yet. Invite someone above to let them work in your account."
          />
        ),
      }}
    />
  );
}
