import type { TSellerBilling } from '@atlas/shared';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** The Billings table's "Pay" action: on each unpaid (or overdue) row. */
export function payColumn(onPay: (billing: TSellerBilling) => void): ColumnType<TSellerBilling> {
  return {
    title: 'Action',
    key: 'pay',
    fixed: 'right',
    render: (_, row) =>
      row.status === 'unpaid' ? (
        <Button
          size="small"
          aria-label={`Pay ${row.invoiceLabel}`}
          onClick={(e) => {
            e.stopPropagation();
            onPay(row);
          }}
        >
          Pay
        </Button>
      ) : null,
  };
}
