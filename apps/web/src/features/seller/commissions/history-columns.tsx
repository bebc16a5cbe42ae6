import { ArrowRightOutlined } from '@ant-design/icons';
import type { TCommissionHistoryEntry } from '@atlas/shared';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDate, formatPercentFromBasisPoints } from '../../../lib/format';

const sourceLabels: Record<TCommissionHistoryEntry['source'], string> = {
  single: 'One product',
  batch: 'Selection',
  csv: 'CSV upload',
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function Change({ from, to }: { from: ReactNode; to: ReactNode }) {
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text type="secondary">{from}</Typography.Text>
      <ArrowRightOutlined style={{ fontSize: 10, opacity: 0.5 }} />
      <Typography.Text strong>{to}</Typography.Text>
    </Flex>
  );
}

const statusTag = (status: string | null) =>
  status ? (
    <Tag color={status === 'active' ? 'green' : 'default'}>{status === 'active' ? 'Active' : 'Inactive'}</Tag>
  ) : (
    '--'
  );

/** The history table's columns; the product column only when the table spans products. */
export function historyColumns(withProduct: boolean): ColumnsType<TCommissionHistoryEntry> {
  const columns: ColumnsType<TCommissionHistoryEntry> = [
    {
      title: 'When',
      key: 'when',
      width: 120,
      render: (_, row) => (
        <>
          <div>{formatDate(row.createdAt)}</div>
          <Typography.Text type="secondary">{time(row.createdAt)}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Commission',
      key: 'commission',
      render: (_, row) =>
        row.oldCommissionBp === row.newCommissionBp ? (
          <Typography.Text type="secondary">
            {formatPercentFromBasisPoints(row.newCommissionBp)}
          </Typography.Text>
        ) : (
          <Change
            from={formatPercentFromBasisPoints(row.oldCommissionBp)}
            to={formatPercentFromBasisPoints(row.newCommissionBp)}
          />
        ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) =>
        row.oldStatus === row.newStatus ? (
          statusTag(row.newStatus)
        ) : (
          <Change from={statusTag(row.oldStatus)} to={statusTag(row.newStatus)} />
        ),
    },
    { title: 'How', key: 'source', render: (_, row) => <Tag>{sourceLabels[row.source]}</Tag> },
    {
      title: 'By',
      key: 'by',
      render: (_, row) => (
        <>
          <div>{row.changedBy.name}</div>
          {row.delegate ? <Typography.Text type="secondary">via {row.delegate.name}</Typography.Text> : null}
        </>
      ),
    },
  ];
  if (withProduct) {
    columns.splice(1, 0, {
      title: 'Product',
      key: 'product',
      ellipsis: true,
      render: (_, row) => (
        <>
          <Typography.Text ellipsis={{ tooltip: row.title }} style={{ maxWidth: 240, display: 'block' }}>
            {row.title}
          </Typography.Text>
          <Typography.Text type="secondary">
            {row.asin} · {row.countryCode}
          </Typography.Text>
        </>
      ),
    });
  }
  return columns;
}
