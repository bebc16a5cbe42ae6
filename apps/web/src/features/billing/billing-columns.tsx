import { displayMonth, type TBillingDisplayStatus } from '@atlas/shared';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { onWideScreens } from '../../components/list-table';
import { formatDate } from '../../lib/format';
import { BillingStatusTag } from './billing-status-tag';

// The columns every billings table opens and ends with, the seller's and the publisher's, so
// both lists read the same: invoice, month, marketplace, date, due ... status.

type TBillingRow = {
  id: string;
  month: string;
  countryCode: string;
  billingDate: string;
  dueAt: string;
  displayStatus: TBillingDisplayStatus;
};

/** Invoice (a link the row opens; the address stays shareable for a new tab), month, marketplace, dates. */
export function billingLeadColumns<T extends TBillingRow>(invoiceOf: (row: T) => string): ColumnType<T>[] {
  return [
    {
      title: 'Invoice',
      key: 'invoice',
      // on a phone the row reads month, amount, status: the invoice is in the detail a tap opens
      responsive: onWideScreens,
      // an invoice number reads as one word: never broken over two lines
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, row) => (
        <Typography.Link href={`?billing=${encodeURIComponent(row.id)}`} onClick={(e) => e.preventDefault()}>
          {invoiceOf(row)}
        </Typography.Link>
      ),
    },
    { title: 'Month', key: 'month', render: (_, row) => displayMonth(row.month) },
    { title: 'Marketplace', dataIndex: 'countryCode', width: 110, responsive: onWideScreens },
    {
      title: 'Date',
      key: 'date',
      responsive: onWideScreens,
      render: (_, row) => formatDate(row.billingDate),
    },
    { title: 'Due', key: 'due', responsive: onWideScreens, render: (_, row) => formatDate(row.dueAt) },
  ];
}

export function billingStatusColumn<T extends TBillingRow>(): ColumnType<T> {
  return {
    title: 'Status',
    key: 'status',
    render: (_, row) => <BillingStatusTag status={row.displayStatus} />,
  };
}
