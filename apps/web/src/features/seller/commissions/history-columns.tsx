import type { TCommissionHistoryEntry } from '@atlas/shared';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { changeColumns } from '../../../components/product/change-columns';

const sourceLabels: Record<TCommissionHistoryEntry['source'], string> = {
  single: 'One product',
  batch: 'Selection',
  csv: 'CSV upload',
};

/** The history table's columns; the product column only when the table spans products. */
export function historyColumns(withProduct: boolean): ColumnsType<TCommissionHistoryEntry> {
  const columns: ColumnsType<TCommissionHistoryEntry> = [
    ...changeColumns<TCommissionHistoryEntry>(),
    { title: 'How', key: 'source', render: (_, row) => <Tag>{sourceLabels[row.source]}</Tag> },
    {
      title: 'By',
      key: 'by',
      render: (_, row) => (
        <>
          <div>{row.changedBy.name}</div>
          {row.delegate ? <Typography.Text type="secondary">via {row.delegate.name}</Typography.Text> : null}
        </>
      ),
    },
  ];
  if (withProduct) {
    columns.splice(1, 0, {
      title: 'Product',
      key: 'product',
      ellipsis: true,
      render: (_, row) => (
        <>
          <Typography.Text ellipsis={{ tooltip: row.title }} style={{ maxWidth: 240, display: 'block' }}>
            {row.title}
          </Typography.Text>
          <Typography.Text type="secondary">
            {row.asin} · {row.countryCode}
          </Typography.Text>
        </>
      ),
    });
  }
  return columns;
}
