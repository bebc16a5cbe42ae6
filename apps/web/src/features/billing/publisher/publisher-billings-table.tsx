import type { TPublisherBillingPage, TPublisherBillingRow } from '@atlas/shared';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';
import { tablePaging } from '../../../lib/table-paging';
import { billingLeadColumns, billingStatusColumn } from '../billing-columns';

export type PublisherBillingsTableProps = {
  page?: TPublisherBillingPage;
  loading: boolean;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
};

/** A page of statements; a row opens its detail. */
export function PublisherBillingsTable({ page, loading, onOpen, onPage }: PublisherBillingsTableProps) {
  return (
    <ListTable<TPublisherBillingRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={page?.items ?? []}
      scroll={{ x: 900 }}
      locale={{ emptyText: 'No statement yet: one comes each month after sellers confirm your campaigns' }}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      pagination={tablePaging(page?.page ?? 1, page?.total, onPage)}
      columns={[
        ...billingLeadColumns<TPublisherBillingRow>((row) => row.invoiceNo),
        { title: 'Campaigns', dataIndex: 'campaigns', align: 'right', responsive: onWideScreens },
        {
          title: 'Gross',
          key: 'gross',
          responsive: onWideScreens,
          align: 'right',
          render: (_, row) => formatMoney(row.grossMinor, row.countryCode),
        },
        {
          title: 'Rate',
          key: 'rate',
          responsive: onWideScreens,
          align: 'right',
          render: (_, row) => formatPercentFromBasisPoints(row.commissionBp),
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, row) => <strong>{formatMoney(row.amountMinor, row.countryCode)}</strong>,
        },
        billingStatusColumn<TPublisherBillingRow>(),
      ]}
    />
  );
}
