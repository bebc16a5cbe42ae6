import { displayMonth, type TPayoutLine } from '@atlas/shared';
import { Typography } from 'antd';
import { ListTable } from '../../components/list-table';
import { payoutMoney } from './payout-labels';

export type PayoutLinesTableProps = { lines: TPayoutLine[]; currency: string };

type TRow = TPayoutLine & { key: number };

/**
 * What one payout is made of: the months and sellers whose commission it pays, and any earlier
 * payout that failed and came back into it. Lines have no id of their own, so their order is the key.
 */
export function PayoutLinesTable({ lines, currency }: PayoutLinesTableProps) {
  const rows: TRow[] = lines.map((line, key) => ({ ...line, key }));
  return (
    <ListTable<TRow>
      size="small"
      rowKey="key"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: 'No lines' }}
      columns={[
        {
          title: 'Month',
          key: 'month',
          render: (_, line) =>
            line.kind === 'reversed' ? 'Failed payout' : line.month ? displayMonth(line.month) : '--',
        },
        {
          title: 'Seller',
          key: 'seller',
          render: (_, line) =>
            line.kind === 'reversed' ? (
              // a failed payout's money comes back; the note says which payout it was
              <Typography.Text type="secondary">{line.note ?? 'An earlier payout failed'}</Typography.Text>
            ) : (
              (line.sellerName ?? '--')
            ),
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, line) => payoutMoney(line.amountMinor, currency),
        },
      ]}
    />
  );
}
