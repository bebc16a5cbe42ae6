import type { TCampaignPage, TCampaignRow } from '@atlas/shared';
import { Typography } from 'antd';
import type { TCampaignSide } from '../../api/campaigns';
import { ListTable, onWideScreens } from '../../components/list-table';
import { formatDate, formatMoney } from '../../lib/format';
import { CampaignStatusTag } from './campaign-status';

export type CampaignsTableProps = {
  side: TCampaignSide;
  page?: TCampaignPage;
  loading: boolean;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
};

/** A page of campaigns; a row opens its detail. */
export function CampaignsTable({ side, page, loading, onOpen, onPage }: CampaignsTableProps) {
  return (
    <ListTable<TCampaignRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={page?.items ?? []}
      scroll={{ x: 760 }}
      locale={{
        emptyText:
          side === 'seller'
            ? 'No campaign yet: apply to a placement to start one'
            : 'No campaign on your placements yet',
      }}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.pageSize ?? 20,
        total: page?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
      }}
      columns={[
        {
          title: 'Placement',
          key: 'placement',
          render: (_, row) => (
            <Typography.Link
              href={`?campaign=${encodeURIComponent(row.id)}`}
              onClick={(event) => {
                // the row opens it; the address stays shareable for a new tab
                event.preventDefault();
              }}
            >
              {row.placementTitle}
            </Typography.Link>
          ),
        },
        {
          title: side === 'seller' ? 'Publisher' : 'Seller',
          responsive: onWideScreens,
          key: 'other',
          render: (_, row) => (side === 'seller' ? row.publisherName : row.sellerName),
        },
        { title: 'Brand', responsive: onWideScreens, dataIndex: 'brandName' },
        { title: 'Marketplace', responsive: onWideScreens, dataIndex: 'countryCode', width: 110 },
        {
          title: 'Price',
          key: 'price',
          align: 'right',
          render: (_, row) => formatMoney(row.priceMinor, row.countryCode),
        },
        { title: 'Status', key: 'status', render: (_, row) => <CampaignStatusTag status={row.status} /> },
        {
          title: 'Applied',
          responsive: onWideScreens,
          key: 'applied',
          render: (_, row) => formatDate(row.appliedAt),
          width: 110,
        },
      ]}
    />
  );
}
