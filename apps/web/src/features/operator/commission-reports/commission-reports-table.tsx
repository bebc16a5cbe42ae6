import type { TCommissionReportRow } from '@atlas/shared';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListTable } from '../../../components/list-table';
import {
  capitalize,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercentFromBasisPoints,
} from '../../../lib/format';

export type CommissionReportsTableProps = {
  rows: TCommissionReportRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  empty: ReactNode;
  canWrite: boolean;
  writeHint?: string;
  onPage: (page: number) => void;
  onNote: (row: TCommissionReportRow) => void;
};

/** One line per conversion row: who, what, the money in the marketplace's currency, the note. */
export function CommissionReportsTable(props: CommissionReportsTableProps) {
  const money = (pick: (row: TCommissionReportRow) => number) => (_: unknown, row: TCommissionReportRow) =>
    formatMoney(pick(row), row.countryCode);
  const columns: ColumnsType<TCommissionReportRow> = [
    { title: 'Day', dataIndex: 'day', key: 'day', width: 110, render: (day: string) => formatDate(day) },
    {
      title: 'Seller · Publisher',
      key: 'parties',
      render: (_, row) => (
        <>
          <Typography.Text style={{ display: 'block' }}>{row.seller.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {row.publisher.name}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Product',
      key: 'product',
      responsive: ['md'],
      render: (_, row) => (
        <>
          <Typography.Text style={{ display: 'block' }}>{row.asin}</Typography.Text>
          <Typography.Text type="secondary">{row.brandName}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Kind',
      key: 'kind',
      width: 90,
      render: (_, row) => <Tag color={row.kind === 'return' ? 'orange' : 'blue'}>{capitalize(row.kind)}</Tag>,
    },
    {
      title: 'Orders',
      key: 'orders',
      align: 'right',
      responsive: ['lg'],
      render: (_, r) => formatNumber(r.orders),
    },
    {
      title: 'Units',
      key: 'units',
      align: 'right',
      responsive: ['lg'],
      render: (_, r) => formatNumber(r.units),
    },
    { title: 'Sales', key: 'sales', align: 'right', responsive: ['md'], render: money((r) => r.salesMinor) },
    {
      title: 'Rate',
      key: 'rate',
      align: 'right',
      responsive: ['lg'],
      render: (_, r) => formatPercentFromBasisPoints(r.commissionBp),
    },
    { title: 'Commission', key: 'commission', align: 'right', render: money((r) => r.commissionMinor) },
    {
      title: 'Platform fee',
      key: 'fee',
      align: 'right',
      responsive: ['xxl'],
      render: money((r) => r.platformFeeMinor),
    },
    { title: 'Cost', key: 'cost', align: 'right', responsive: ['lg'], render: money((r) => r.costMinor) },
    {
      title: 'Note',
      key: 'note',
      width: 160,
      fixed: 'right',
      render: (_, row) => {
        const text = row.note?.text;
        return (
          <Tooltip title={props.canWrite ? text : (props.writeHint ?? text)}>
            <Button
              size="small"
              type={text ? 'default' : 'dashed'}
              disabled={!props.canWrite}
              onClick={() => props.onNote(row)}
              // the visible text starts the name (WCAG "label in name"), the row follows
              aria-label={`${text ?? 'Add note'} (${text ? 'edit the note of' : 'to'} ${formatDate(row.day)} ${row.asin})`}
              style={{ maxWidth: 150 }}
            >
              <Typography.Text ellipsis style={{ maxWidth: 120 }}>
                {text ?? 'Add note'}
              </Typography.Text>
            </Button>
          </Tooltip>
        );
      },
    },
  ];
  return (
    <ListTable<TCommissionReportRow>
      data-testid="commission-reports-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      locale={{ emptyText: props.empty }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: props.onPage,
      }}
    />
  );
}
