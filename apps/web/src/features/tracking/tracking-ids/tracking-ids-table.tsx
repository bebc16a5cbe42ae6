import { DeleteOutlined } from '@ant-design/icons';
import type { TTrackingId } from '@atlas/shared';
import { Button, Popconfirm, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { SubIdsTable } from './sub-ids-table';

export type TrackingIdsTableProps = {
  trackingIds: TTrackingId[];
  loading: boolean;
  empty: ReactNode;
  /** A partner's tracking ids show the cooperation each is for. */
  showCooperation?: boolean;
  /** A publisher's rows open into their sub-ids and offer Delete; a partner's do neither. */
  withSubIds?: boolean;
  deletingId?: string | null;
  onDelete?: (trackingId: TTrackingId) => void;
};

const deleteWords = (t: TTrackingId) =>
  t.linkCount > 0
    ? `Its ${formatNumber(t.linkCount)} link${t.linkCount === 1 ? '' : 's'} keep working and keep counting clicks: the tracking id is archived, no longer offered for new links.`
    : 'Links you made with it keep working; it is archived if any link carries it, deleted otherwise.';

/** Tracking ids with their live links, clicks and creation day. */
export function TrackingIdsTable(props: TrackingIdsTableProps) {
  const { onDelete } = props;
  const columns: ColumnsType<TTrackingId> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    ...(props.showCooperation
      ? [{ title: 'Cooperation', dataIndex: 'cooperationName', render: (v: string | null) => v ?? '--' }]
      : []),
    { title: 'Links', dataIndex: 'linkCount', align: 'right', render: (n: number) => formatNumber(n) },
    { title: 'Clicks', dataIndex: 'clicks', align: 'right', render: (n: number) => formatNumber(n) },
    {
      title: 'Created',
      responsive: onWideScreens,
      dataIndex: 'createdAt',
      render: (at: string) => formatDate(at),
    },
  ];
  if (onDelete) {
    columns.push({
      key: 'actions',
      width: 64,
      render: (_, t) => (
        <Popconfirm
          title={`Delete ${t.name}?`}
          description={<div style={{ maxWidth: 320 }}>{deleteWords(t)}</div>}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(t)}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            loading={props.deletingId === t.id}
            aria-label={`Delete ${t.name}`}
          />
        </Popconfirm>
      ),
    });
  }
  return (
    <ListTable<TTrackingId>
      rowKey="id"
      columns={columns}
      dataSource={props.trackingIds}
      loading={props.loading}
      // a phone scrolls the list sideways within its card, never the page (ListTable lets the keyboard do it)
      scroll={{ x: 640 }}
      locale={{ emptyText: props.empty }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      expandable={
        props.withSubIds
          ? {
              expandedRowRender: (t) => <SubIdsTable trackingId={t.id} name={t.name} />,
              expandRowByClick: false,
              columnTitle: null,
            }
          : undefined
      }
    />
  );
}
