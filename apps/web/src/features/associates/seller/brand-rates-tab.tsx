import { associatedPublisherCalls, type TAssociateBrandRate } from '@atlas/shared';
import { Button, Empty, Flex, Space } from 'antd';
import { useState } from 'react';
import { associateCallOptions } from '../../../api/associates';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatDateTime, formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';
import { BrandNameSearch } from '../brand-name-search';
import { brandSelection } from './brand-selection';
import type { TRateKey } from './rate-history-drawer';
import type { TRateTarget } from './rate-modal';

export type BrandRatesTabProps = {
  onSet: (target: TRateTarget) => void;
  onHistory: (rate: TRateKey) => void;
};

/** My brands with the rate every associate publisher gets on them; set one or several at once. */
export function BrandRatesTab({ onSet, onHistory }: BrandRatesTabProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<TAssociateBrandRate[]>([]);
  const query = { search: search || undefined, page, pageSize: tablePageSize };
  const brands = useCall(associatedPublisherCalls.listAssociateBrandRates, { query }, associateCallOptions);
  const setFor = (list: TAssociateBrandRate[], onSaved?: () => void) =>
    onSet({
      title:
        list.length === 1
          ? `Associate commission on ${list[0]?.brandName}`
          : `Associate commission on ${list.length} brands`,
      keys: list.map((b) => ({ brandId: b.brandId })),
      onSaved,
    });
  if (brands.error) {
    return <LoadFailed what="your brands" error={brands.error} onRetry={() => void brands.refetch()} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <BrandNameSearch
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          onClick={() => setFor(selected, () => setSelected([]))}
        >
          Set rate for {formatNumber(selected.length)} selected
        </Button>
      </Flex>
      <ListTable<TAssociateBrandRate>
        rowKey="brandId"
        size="small"
        loading={brands.isFetching}
        dataSource={brands.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        rowSelection={brandSelection(selected, setSelected)}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No brands yet" /> }}
        pagination={tablePaging(page, brands.data?.total, setPage)}
        columns={[
          { title: 'Brand', dataIndex: 'brandName' },
          {
            title: 'Associate commission',
            dataIndex: 'commissionBp',
            render: (bp: number | null) => formatPercentFromBasisPoints(bp),
          },
          { title: "Publishers' own rates", dataIndex: 'publisherRates', align: 'right' },
          { title: 'Changed', dataIndex: 'updatedAt', render: (at: string | null) => formatDateTime(at) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, b) => (
              <Space>
                <Button size="small" onClick={() => setFor([b])} aria-label={`Set rate of ${b.brandName}`}>
                  Set rate
                </Button>
                <Button
                  size="small"
                  onClick={() => onHistory({ brandId: b.brandId, title: `${b.brandName}: every associate` })}
                  aria-label={`History of ${b.brandName}`}
                >
                  History
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}
