import {
  associatedPublisherCalls,
  type TAssociatedBrandPublisher,
  type TAssociatedPublisher,
} from '@atlas/shared';
import { Button, Drawer, Flex, Space, Tag } from 'antd';
import { useState } from 'react';
import { associateCallOptions } from '../../../api/associates';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';
import { KeyboardScroll } from '../keyboard-scroll';
import { brandSelection } from './brand-selection';
import type { TRateKey } from './rate-history-drawer';
import type { TRateTarget } from './rate-modal';

export type PublisherBrandsDrawerProps = {
  publisher: TAssociatedPublisher | null;
  onClose: () => void;
  onSet: (target: TRateTarget) => void;
  onHistory: (rate: TRateKey) => void;
};

/** One publisher: the rate each of my brands pays it, and its own rates set singly or in batch. */
export function PublisherBrandsDrawer({ publisher, onClose, onSet, onHistory }: PublisherBrandsDrawerProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TAssociatedBrandPublisher[]>([]);
  const query = { publisherId: publisher?.publisherId ?? '', page, pageSize: tablePageSize };
  const brands = useCall(
    associatedPublisherCalls.listAssociatedBrandsByPublisher,
    { query },
    {
      ...associateCallOptions,
      enabled: publisher !== null,
    },
  );
  const setFor = (list: TAssociatedBrandPublisher[], onSaved?: () => void) =>
    onSet({
      title:
        list.length === 1
          ? `${publisher?.name}'s own rate on ${list[0]?.brandName}`
          : `${publisher?.name}'s own rate on ${list.length} brands`,
      keys: list.map((b) => ({ brandId: b.brandId, publisherId: b.publisherId })),
      onSaved,
    });
  return (
    <Drawer
      open={publisher !== null}
      onClose={() => {
        setSelected([]);
        onClose();
      }}
      title={`${publisher?.name ?? ''}: rates on your brands`}
      size="large"
    >
      <KeyboardScroll label="Rates on your brands">
        {brands.error ? (
          <LoadFailed what="the rates" error={brands.error} onRetry={() => void brands.refetch()} />
        ) : (
          <Flex vertical gap={12}>
            <Flex justify="flex-end">
              <Button
                type="primary"
                disabled={selected.length === 0}
                onClick={() => setFor(selected, () => setSelected([]))}
              >
                Set own rate for {formatNumber(selected.length)} selected
              </Button>
            </Flex>
            <ListTable<TAssociatedBrandPublisher>
              rowKey="brandId"
              size="small"
              loading={brands.isFetching}
              dataSource={brands.data?.items ?? []}
              scroll={{ x: 'max-content' }}
              rowSelection={brandSelection(selected, setSelected)}
              pagination={tablePaging(page, brands.data?.total, setPage)}
              columns={[
                { title: 'Brand', dataIndex: 'brandName' },
                {
                  title: 'Rate',
                  key: 'rate',
                  render: (_, b) => (
                    <Space>
                      {formatPercentFromBasisPoints(b.commissionBp)}
                      {b.appliesAs === 'publisher' ? <Tag color="blue">own</Tag> : null}
                      {b.appliesAs === 'brand' ? <Tag>brand's</Tag> : null}
                    </Space>
                  ),
                },
                {
                  title: 'Actions',
                  key: 'actions',
                  render: (_, b) => (
                    <Space>
                      <Button
                        size="small"
                        onClick={() => setFor([b])}
                        aria-label={`Set own rate on ${b.brandName}`}
                      >
                        Set own rate
                      </Button>
                      <Button
                        size="small"
                        onClick={() =>
                          onHistory({
                            brandId: b.brandId,
                            publisherId: b.publisherId,
                            title: `${b.brandName}: ${b.name}`,
                          })
                        }
                        aria-label={`History of ${b.brandName} for ${b.name}`}
                      >
                        History
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          </Flex>
        )}
      </KeyboardScroll>
    </Drawer>
  );
}
