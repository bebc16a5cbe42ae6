import { associateReportCalls, type TAssociateReportRow, type TCountryCode } from '@atlas/shared';
import { Button, Empty, Flex, Input, Select } from 'antd';
import { associateCallOptions } from '../../api/associates';
import { useCall } from '../../api/calls';
import { ListTable } from '../../components/list-table';
import { LoadFailed } from '../../components/load-failed';
import { tablePageSize, tablePaging } from '../../lib/table-paging';
import { reportLineColumns } from './report-line-columns';

export type TRowFilters = { batchId?: string; asin?: string; matched?: 'true' | 'false'; page: number };

export type ReportRowsTabProps = {
  countryCode: TCountryCode;
  filters: TRowFilters;
  onChange: (change: Partial<Record<keyof TRowFilters, string | number | undefined>>) => void;
};

const matchedOptions = [
  { value: '', label: 'All lines' },
  { value: 'true', label: 'Matched' },
  { value: 'false', label: 'Unmatched' },
];

/** The lines of my applied reports in one marketplace, newest day first. */
export function ReportRowsTab({ countryCode, filters, onChange }: ReportRowsTabProps) {
  const query = { countryCode, ...filters, pageSize: tablePageSize };
  const rows = useCall(associateReportCalls.listAssociateRows, { query }, associateCallOptions);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label="ASIN"
          placeholder="ASIN"
          allowClear
          defaultValue={filters.asin}
          onSearch={(asin) => onChange({ asin: asin.trim() || undefined })}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Matched or not"
          value={filters.matched ?? ''}
          options={matchedOptions}
          onChange={(matched: string) => onChange({ matched: matched || undefined })}
          style={{ width: 160 }}
        />
        {filters.batchId ? (
          <Button onClick={() => onChange({ batchId: undefined })}>Show every upload's lines</Button>
        ) : null}
      </Flex>
      {rows.error ? (
        <LoadFailed what="your report lines" error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListTable<TAssociateReportRow>
          rowKey="id"
          size="small"
          loading={rows.isFetching}
          dataSource={rows.data?.items ?? []}
          columns={reportLineColumns<TAssociateReportRow>()}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No lines here: upload an earnings report"
              />
            ),
          }}
          pagination={tablePaging(filters.page, rows.data?.total, (page) => onChange({ page }))}
        />
      )}
    </Flex>
  );
}
