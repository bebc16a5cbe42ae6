import type { TReportMetrics, TReportSortOrder } from '@atlas/shared';
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { TReportRole, TReportRow, TReportTab } from '../../api/reports';
import { ListTable } from '../../components/list-table';
import { formatNumber } from '../../lib/format';
import { columnMetrics, formatMetric, metricLabels } from './report-metrics';
import { ReportSubject, rowKeyOf, subjectTitles } from './report-subject';

export type TRowAction = { label: string; run: () => void };

export type ReportTableProps = {
  portal: TReportRole;
  tab: TReportTab;
  countryCode: string;
  rows: TReportRow[];
  /** The filters' totals, the table's last line. */
  totals?: TReportMetrics;
  total: number;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: TReportSortOrder;
  loading: boolean;
  empty: ReactNode;
  /** What a row leads to (drill-down or its detail), if anything. */
  actionOf: (row: TReportRow) => TRowAction | null;
  onPage: (page: number) => void;
  onSort: (sortField?: string, sortOrder?: TReportSortOrder) => void;
};

/** One grouping's rows, a page at a time from the server, sorted there by any figure column. */
export function ReportTable(props: ReportTableProps) {
  const { portal, tab, countryCode, actionOf } = props;
  // On a phone the first column scrolls away with the figures: held in place it would fill the screen.
  const wide = Grid.useBreakpoint().md;
  const sortOrderOf = (field: string) => (props.sortField === field ? (props.sortOrder ?? 'descend') : null);
  const metrics = columnMetrics[portal];
  const columns: ColumnsType<TReportRow> = [
    {
      title: subjectTitles[tab],
      key: tab === 'performance' ? 'day' : 'subject',
      fixed: wide ? 'left' : undefined,
      sorter: tab === 'performance',
      sortOrder: tab === 'performance' ? sortOrderOf('day') : undefined,
      sortDirections: ['descend', 'ascend'],
      render: (_, row) => <ReportSubject row={row} action={actionOf(row) ?? undefined} />,
    },
    ...metrics.map((key) => ({
      title: metricLabels[key],
      key,
      align: 'right' as const,
      sorter: true,
      sortOrder: sortOrderOf(key),
      sortDirections: ['descend', 'ascend'] as TReportSortOrder[],
      render: (_: unknown, row: TReportRow) => formatMetric(key, row[key], countryCode),
    })),
  ];
  const onRow = (row: TReportRow) => {
    const action = actionOf(row);
    return action ? { onClick: action.run, style: { cursor: 'pointer' } } : {};
  };
  const totals = props.totals;
  return (
    <ListTable<TReportRow>
      rowKey={rowKeyOf}
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.empty }}
      onRow={onRow}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort') {
          const { columnKey, order } = sorter as SorterResult<TReportRow>;
          props.onSort(order ? String(columnKey) : undefined, order ?? undefined);
        } else if (action === 'paginate') {
          props.onPage(pagination.current ?? 1);
        }
      }}
      summary={() =>
        totals && props.rows.length > 0 ? (
          <Table.Summary>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              {metrics.map((key, index) => (
                <Table.Summary.Cell key={key} index={index + 1} align="right">
                  <strong>{formatMetric(key, totals[key], countryCode)}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `${formatNumber(total)} row${total === 1 ? '' : 's'}`,
      }}
    />
  );
}
