import { statementPaymentMethodLabels, type TStatementQueueRow } from '@atlas/shared';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListTable } from '../../../components/list-table';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { BillingStatusTag } from '../../billing/billing-status-tag';

export type StatementsTableProps = {
  rows: TStatementQueueRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  busyId: string | null;
  onPage: (page: number) => void;
  onConfirm: (row: TStatementQueueRow) => void;
  onReject: (row: TStatementQueueRow) => void;
};

/** Publishers' statements with the reference they submitted, and the operator's decision. */
export function StatementsTable(props: StatementsTableProps) {
  const columns: ColumnsType<TStatementQueueRow> = [
    { title: 'Invoice', dataIndex: 'invoiceNo', key: 'invoiceNo' },
    {
      title: 'Publisher',
      key: 'publisher',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.publisherName}</span>
          <Typography.Text type="secondary">{row.publisherEmail}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Marketplace', dataIndex: 'countryCode', key: 'countryCode', width: 110 },
    { title: 'Date', key: 'date', render: (_, row) => formatDate(row.billingDate) },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, row) => formatMoney(row.amountMinor, row.countryCode),
    },
    {
      title: 'Reference',
      key: 'reference',
      render: (_, row) =>
        row.paymentReference ? (
          <Flex vertical>
            <span>
              {row.paymentMethod ? `${statementPaymentMethodLabels[row.paymentMethod]}: ` : ''}
              {row.paymentReference}
            </span>
            <Typography.Text type="secondary">{formatDateTime(row.submittedAt)}</Typography.Text>
          </Flex>
        ) : (
          '--'
        ),
    },
    { title: 'Status', key: 'status', render: (_, row) => <BillingStatusTag status={row.displayStatus} /> },
    {
      title: 'Decision',
      key: 'decision',
      render: (_, row) =>
        row.status === 'processing' ? (
          <Flex gap={8}>
            <Popconfirm
              title={`Confirm the payment of ${row.invoiceNo}?`}
              okText="Confirm"
              onConfirm={() => props.onConfirm(row)}
            >
              <Button size="small" type="primary" loading={props.busyId === row.id}>
                Confirm
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => props.onReject(row)}>
              Reject
            </Button>
          </Flex>
        ) : row.paidAt ? (
          `Paid ${formatDateTime(row.paidAt)}`
        ) : (
          '--'
        ),
    },
  ];
  return (
    <ListTable<TStatementQueueRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 960 }}
      locale={{ emptyText: <Typography.Text type="secondary">No statement in this state</Typography.Text> }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        onChange: props.onPage,
      }}
    />
  );
}
