import { ArrowRightOutlined } from '@ant-design/icons';
import type { TProductStatus } from '@atlas/shared';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDate, formatPercentFromBasisPoints } from '../../lib/format';
import { StatusTag } from './product-tags';

/** A commission or status change as both portals show it; the seller's adds how and who. */
export type TChangeRow = {
  createdAt: string;
  oldCommissionBp: number | null;
  newCommissionBp: number | null;
  oldStatus: TProductStatus | null;
  newStatus: TProductStatus | null;
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function Change({ from, to }: { from: ReactNode; to: ReactNode }) {
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text type="secondary">{from}</Typography.Text>
      <ArrowRightOutlined aria-label="to" style={{ fontSize: 10, opacity: 0.5 }} />
      <Typography.Text strong>{to}</Typography.Text>
    </Flex>
  );
}

const status = (value: TProductStatus | null) => (value ? <StatusTag value={value} /> : '--');

/** When, the commission old → new and the status old → new; a value that stayed shows once. */
export function changeColumns<T extends TChangeRow>(): ColumnsType<T> {
  return [
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
          status(row.newStatus)
        ) : (
          <Change from={status(row.oldStatus)} to={status(row.newStatus)} />
        ),
    },
  ];
}
