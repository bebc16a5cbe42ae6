import type { TSellerBilling, TSellerBillingPage } from '@atlas/shared';
import { Grid } from 'antd';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatMoney } from '../../../lib/format';
import { tablePaging } from '../../../lib/table-paging';
import { billingLeadColumns, billingStatusColumn } from '../billing-columns';
import { payColumn } from '../pay/pay-column';

export type SellerBillingsTableProps = {
  page?: TSellerBillingPage;
  loading: boolean;
  /** The billings ticked (only unpaid ones can be: the ones a payment can take). */
  selected: TSellerBilling[];
  onSelect: (billings: TSellerBilling[]) => void;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
  /** The row's "Pay" action (unpaid rows). */
  onPay?: (billing: TSellerBilling) => void;
};

/** A page of billings; a row opens its detail, an unpaid one can be ticked. */
export function SellerBillingsTable(props: SellerBillingsTableProps) {
  const { page, loading, selected, onSelect, onOpen, onPage, onPay } = props;
  // a phone pays a billing from its row: ticking several to pay at once is for wide screens
  const phone = Grid.useBreakpoint().md === false;
  return (
    <ListTable<TSellerBilling>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={page?.items ?? []}
      scroll={{ x: 960 }}
      locale={{ emptyText: 'No billing yet: one comes each month your products earned commissions' }}
      rowSelection={
        phone
          ? undefined
          : {
              selectedRowKeys: selected.map((b) => b.id),
              onChange: (_keys, rows) => onSelect(rows),
              getCheckboxProps: (row) => ({
                disabled: row.status !== 'unpaid',
                'aria-label': `Select ${row.invoiceLabel}`,
              }),
            }
      }
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      pagination={tablePaging(page?.page ?? 1, page?.total, onPage)}
      columns={[
        ...billingLeadColumns<TSellerBilling>((row) => row.invoiceLabel),
        {
          title: 'Commission',
          key: 'commission',
          responsive: onWideScreens,
          align: 'right',
          onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, row) => formatMoney(row.commissionMinor, row.countryCode),
        },
        {
          title: 'Platform fee',
          key: 'fee',
          responsive: onWideScreens,
          align: 'right',
          render: (_, row) => formatMoney(row.platformFeeMinor, row.countryCode),
        },
        {
          title: 'Total',
          key: 'total',
          align: 'right',
          render: (_, row) => <strong>{formatMoney(row.totalMinor, row.countryCode)}</strong>,
        },
        billingStatusColumn<TSellerBilling>(),
        ...(onPay ? [payColumn(onPay)] : []),
      ]}
    />
  );
}
