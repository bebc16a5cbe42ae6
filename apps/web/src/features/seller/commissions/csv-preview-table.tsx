import {
  commissionCalls,
  type TCommissionCsvPreview,
  type TCommissionCsvRow,
  type TCsvRowOutcome,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Flex, Segmented, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { errorText } from '../../../components/server-error';
import { formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';

export type CsvPreviewTableProps = { preview: TCommissionCsvPreview };

const pageSize = 50;

const outcomeTags: Record<TCsvRowOutcome, { color: string; label: string }> = {
  update: { color: 'blue', label: 'Update' },
  unchanged: { color: 'default', label: 'Unchanged' },
  error: { color: 'red', label: 'Error' },
};

const arrow = (from: string, to: string) => (from === to ? to : `${from} → ${to}`);
const status = (value: string | null) => (value === null ? '--' : value === 'active' ? 'Active' : 'Inactive');

const columns: ColumnsType<TCommissionCsvRow> = [
  { title: 'Line', dataIndex: 'line', width: 70 },
  {
    title: 'Product',
    key: 'product',
    width: 170,
    render: (_, row) => (
      <>
        {row.asin || <Typography.Text type="secondary">(no ASIN)</Typography.Text>}
        <Typography.Text type="secondary"> · {row.countryCode}</Typography.Text>
      </>
    ),
  },
  {
    title: 'Commission',
    key: 'commission',
    width: 150,
    render: (_, row) =>
      row.productId
        ? arrow(
            formatPercentFromBasisPoints(row.oldCommissionBp),
            formatPercentFromBasisPoints(row.newCommissionBp),
          )
        : '--',
  },
  {
    title: 'Status',
    key: 'status',
    width: 160,
    render: (_, row) => (row.productId ? arrow(status(row.oldStatus), status(row.newStatus)) : '--'),
  },
  {
    title: 'Result',
    key: 'result',
    render: (_, row) =>
      row.errors.length === 0 ? (
        <Tag color={outcomeTags[row.outcome].color}>{outcomeTags[row.outcome].label}</Tag>
      ) : (
        <Flex vertical gap={2}>
          {row.errors.map((error) => (
            <Typography.Text key={error} type="danger">
              {error}
            </Typography.Text>
          ))}
        </Flex>
      ),
  },
];

/** The preview's rows, paged on the server, one outcome at a time; rows in error stand out. */
export function CsvPreviewTable({ preview }: CsvPreviewTableProps) {
  const { token } = theme.useToken();
  const [outcome, setOutcome] = useState<TCsvRowOutcome | 'all'>(preview.summary.error > 0 ? 'error' : 'all');
  const [page, setPage] = useState(1);
  const filter = outcome === 'all' ? undefined : outcome;
  const query = { id: preview.id, outcome: filter, page, pageSize };
  const rows = useCall(
    commissionCalls.getCommissionCsvPreview,
    { query },
    {
      silent: true,
      initialData:
        filter === undefined && page === 1 && preview.rows.pageSize === pageSize ? preview : undefined,
      placeholderData: keepPreviousData,
    },
  );
  const { summary } = preview;
  const option = (value: TCsvRowOutcome | 'all', label: string, n: number) => ({
    value,
    label: `${label} (${formatNumber(n)})`,
    disabled: n === 0,
  });

  return (
    <Flex vertical gap={12}>
      <Segmented
        value={outcome}
        onChange={(value) => {
          setOutcome(value);
          setPage(1);
        }}
        options={[
          option('all', 'All rows', summary.total),
          option('update', 'To update', summary.update),
          option('error', 'Errors', summary.error),
          option('unchanged', 'Unchanged', summary.unchanged),
        ]}
      />
      {rows.error ? <Alert type="error" showIcon title={errorText(rows.error)} /> : null}
      <ListTable
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={rows.data?.rows.items ?? []}
        loading={rows.isFetching}
        onRow={(row) => (row.outcome === 'error' ? { style: { background: token.colorErrorBg } } : {})}
        pagination={{
          current: page,
          pageSize,
          total: rows.data?.rows.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        scroll={{ y: 360 }}
      />
    </Flex>
  );
}
