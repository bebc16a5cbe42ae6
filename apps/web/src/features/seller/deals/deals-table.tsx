import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TDeal, TDealState } from '@atlas/shared';
import { Button, Flex, Image, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatDate, formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';
import { offerText } from './deal-values';

export type DealsTableProps = {
  deals: TDeal[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  deletingId: string | null;
  empty: ReactNode;
  onPage: (page: number) => void;
  onEdit: (deal: TDeal) => void;
  onDelete: (deal: TDeal) => void;
};

const stateTags: Record<TDealState, { color: string; label: string }> = {
  running: { color: 'green', label: 'Running' },
  upcoming: { color: 'blue', label: 'Upcoming' },
  ended: { color: 'default', label: 'Ended' },
};

const deleteBlocked: Partial<Record<TDealState, string>> = {
  running: 'A running deal cannot be deleted: edit it to end today',
  ended: 'An ended deal is kept for the commissions it paid',
};

/** The seller's deals: product, offer, extra commission, days and state, with edit and delete. */
export function DealsTable(props: DealsTableProps) {
  const columns: ColumnsType<TDeal> = [
    {
      title: 'Product',
      key: 'product',
      render: (_, deal) => (
        <Flex gap={12} align="center">
          {deal.imageUrl ? (
            <Image
              src={deal.imageUrl}
              width={40}
              height={40}
              preview={false}
              alt=""
              style={{ objectFit: 'contain' }}
            />
          ) : null}
          <div style={{ minWidth: 0 }}>
            <Typography.Text ellipsis={{ tooltip: deal.title }} style={{ maxWidth: 320, display: 'block' }}>
              {deal.title}
            </Typography.Text>
            <Typography.Text type="secondary">
              {deal.asin} · {deal.countryCode}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    {
      title: 'Offer',
      key: 'offer',
      width: 150,
      render: (_, deal) => (
        <>
          <div>{offerText(deal)}</div>
          {deal.priceMinor !== null ? (
            <Typography.Text type="secondary" delete={deal.dealPriceMinor !== null}>
              {formatMoney(deal.priceMinor, deal.countryCode)}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: 'Extra commission',
      responsive: onWideScreens,
      key: 'extra',
      width: 150,
      render: (_, deal) =>
        deal.extraCommissionBp === null ? '--' : `+${formatPercentFromBasisPoints(deal.extraCommissionBp)}`,
    },
    {
      title: 'Days',
      responsive: onWideScreens,
      key: 'days',
      width: 220,
      render: (_, deal) => (
        <span
          style={{ whiteSpace: 'nowrap' }}
        >{`${formatDate(deal.startDate)} – ${formatDate(deal.endDate)}`}</span>
      ),
    },
    {
      title: 'State',
      key: 'state',
      width: 110,
      render: (_, deal) => <Tag color={stateTags[deal.state].color}>{stateTags[deal.state].label}</Tag>,
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      width: 100,
      render: (_, deal) => {
        const blocked = deleteBlocked[deal.state];
        return (
          <Flex gap={4} justify="flex-end">
            {deal.state === 'ended' ? null : (
              <Button
                type="text"
                icon={<EditOutlined />}
                onClick={() => props.onEdit(deal)}
                aria-label={`Edit the deal on ${deal.asin}`}
              />
            )}
            {blocked ? (
              <Tooltip title={blocked}>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled
                  aria-label={`Delete the deal on ${deal.asin}`}
                />
              </Tooltip>
            ) : (
              <Popconfirm
                title="Delete this deal?"
                description={`${offerText(deal)} on ${deal.asin}, ${formatDate(deal.startDate)} – ${formatDate(deal.endDate)}`}
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => props.onDelete(deal)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  loading={props.deletingId === deal.id}
                  aria-label={`Delete the deal on ${deal.asin}`}
                />
              </Popconfirm>
            )}
          </Flex>
        );
      },
    },
  ];
  return (
    <ListTable<TDeal>
      rowKey="id"
      columns={columns}
      dataSource={props.deals}
      loading={props.loading}
      scroll={{ x: 960 }}
      locale={{ emptyText: props.empty }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: props.onPage,
        showTotal: (total) => `${total} deal${total === 1 ? '' : 's'}`,
      }}
    />
  );
}
