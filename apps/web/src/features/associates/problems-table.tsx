import type { TAssociateProblem } from '@atlas/shared';
import { ListTable } from '../../components/list-table';

export type ProblemsTableProps = { problems: TAssociateProblem[]; total: number };

/** The lines of a file that were left out (or a totals line that does not add up), by line. */
export function ProblemsTable({ problems, total }: ProblemsTableProps) {
  return (
    <ListTable<TAssociateProblem>
      size="small"
      rowKey={(p) => `${p.line}-${p.field}-${p.message}`}
      dataSource={problems}
      pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      caption={total > problems.length ? `The first ${problems.length} of ${total} problems` : undefined}
      columns={[
        { title: 'Line', dataIndex: 'line', width: 70, render: (line: number) => (line > 0 ? line : 'File') },
        { title: 'Column', dataIndex: 'field', render: (field: string | null) => field ?? '--' },
        { title: 'Problem', dataIndex: 'message' },
      ]}
    />
  );
}
