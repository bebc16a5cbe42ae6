import type { TInvitee } from '@atlas/shared';
import { Empty, Tag } from 'antd';
import { ListTable, onWideScreens } from '../../components/list-table';
import { capitalize, formatDate } from '../../lib/format';

const statusColors: Record<TInvitee['status'], string> = {
  active: 'green',
  pending: 'gold',
  disabled: 'default',
};

const statusLabels: Record<TInvitee['status'], string> = {
  active: 'Active',
  pending: 'Pending activation',
  disabled: 'Disabled',
};

export type InviteesTableProps = { invitees: TInvitee[]; loading: boolean };

/**
 * Whom I invited: name, kind of account, whether they activated it, and when they joined. A
 * phone keeps the name, the status and the day they joined.
 */
export function InviteesTable({ invitees, loading }: InviteesTableProps) {
  return (
    <ListTable<TInvitee>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={invitees}
      pagination={invitees.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No one has signed up with your code yet. Share your link to invite someone."
          />
        ),
      }}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        {
          title: 'Account',
          dataIndex: 'role',
          responsive: onWideScreens,
          render: (role: string) => capitalize(role),
        },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (status: TInvitee['status']) => (
            <Tag color={statusColors[status]}>{statusLabels[status]}</Tag>
          ),
        },
        { title: 'Joined', dataIndex: 'joinedAt', render: (value: string) => formatDate(value) },
        {
          title: 'Activated',
          dataIndex: 'activatedAt',
          responsive: onWideScreens,
          render: (value: string | null) => formatDate(value),
        },
      ]}
    />
  );
}
