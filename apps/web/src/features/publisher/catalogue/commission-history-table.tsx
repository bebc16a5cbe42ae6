import type { TCatalogueHistoryEntry } from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { changeColumns } from '../../../components/product/change-columns';
import type { TCatalogueSource } from './catalogue-source';

export type CommissionHistoryTableProps = {
  productId: string;
  load: NonNullable<TCatalogueSource['commissionHistory']>;
};

const pageSize = 10;

/** What changed on the product and when, newest first: commission old → new, status old → new. */
export function CommissionHistoryTable({ productId, load }: CommissionHistoryTableProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...load({ id: productId, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  if (history.error && !history.data) {
    return (
      <LoadFailed
        what="the commission history"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <ListTable<TCatalogueHistoryEntry>
      rowKey="id"
      size="small"
      columns={changeColumns<TCatalogueHistoryEntry>()}
      dataSource={history.data?.items ?? []}
      loading={history.isFetching}
      scroll={{ x: 420 }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No commission or status change yet." />
        ),
      }}
      pagination={{
        current: page,
        pageSize,
        total: history.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
        showTotal: (total) => `${total} change${total === 1 ? '' : 's'}`,
      }}
    />
  );
}
