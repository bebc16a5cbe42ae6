import {
  displayMonth,
  sellerBillingCalls,
  type TSellerBilling,
  type TSellerBillingItem,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatMoney, formatNumber } from '../../../lib/format';
import { billingCallOptions } from '../billing-reads';

const pageSize = 10;

/** A billing's items, a page at a time: per product and publisher, restated months marked. */
export function SellerBillingItems({ billing }: { billing: TSellerBilling }) {
  const [page, setPage] = useState(1);
  const items = useCall(
    sellerBillingCalls.getSellerBillingDetail,
    { query: { billingId: billing.id, page, pageSize } },
    { ...billingCallOptions, placeholderData: keepPreviousData },
  );
  if (items.error) {
    return <LoadFailed what="the items" error={items.error} onRetry={() => void items.refetch()} />;
  }
  const money = (minor: number) => formatMoney(minor, billing.countryCode);
  const data = items.data?.items;
  return (
    <ListTable<TSellerBillingItem>
      rowKey={(i) => `${i.month}-${i.asin}-${i.publisherId}`}
      size="small"
      loading={items.isFetching && !items.data}
      dataSource={data?.items ?? []}
      scroll={{ x: 640 }}
      locale={{ emptyText: 'No item' }}
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        {
          title: 'Product',
          key: 'product',
          render: (_, i) => (
            <>
              <div>{i.productTitle ?? i.brandName}</div>
              <small>
                {i.asin}
                {i.month === billing.month ? '' : ` · ${displayMonth(i.month)} restated`}
              </small>
            </>
          ),
        },
        { title: 'Publisher', dataIndex: 'publisherName' },
        { title: 'Orders', key: 'orders', align: 'right', render: (_, i) => formatNumber(i.orders) },
        { title: 'Sales', key: 'sales', align: 'right', render: (_, i) => money(i.salesMinor) },
        {
          title: 'Commission',
          key: 'commission',
          align: 'right',
          render: (_, i) => money(i.commissionMinor),
        },
        { title: 'Fee', key: 'fee', align: 'right', render: (_, i) => money(i.platformFeeMinor) },
        { title: 'Total', key: 'total', align: 'right', render: (_, i) => money(i.totalMinor) },
      ]}
    />
  );
}
