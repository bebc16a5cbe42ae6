import type { TAssociateReportLine, TAssociateUploadResult } from '@atlas/shared';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { ListTable } from '../../components/list-table';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { ProblemsTable } from './problems-table';
import { reportLineColumns } from './report-line-columns';

export type UploadPreviewProps = { result: TAssociateUploadResult };

function headline(result: TAssociateUploadResult): { type: 'info' | 'success' | 'warning'; title: string } {
  if (result.alreadyApplied) {
    return {
      type: 'warning',
      title: `You uploaded this file before: it counts once (${result.summary.fileName})`,
    };
  }
  if (!result.dryRun) {
    return { type: 'success', title: `Applied ${result.summary.fileName}` };
  }
  return {
    type: 'info',
    title: `Preview of ${result.summary.fileName}: nothing is saved until you apply it`,
  };
}

/** What a file holds: its period and totals, the problems of its lines and its first lines. */
export function UploadPreview({ result }: UploadPreviewProps) {
  const { summary } = result;
  const money = (minor: number) => formatMoney(minor, summary.countryCode);
  const head = headline(result);
  return (
    <Flex vertical gap={16} data-testid="associate-upload-preview">
      <Alert type={head.type} showIcon title={head.title} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'period',
            label: 'Period',
            children: `${formatDate(summary.periodStart)} – ${formatDate(summary.periodEnd)}`,
          },
          { key: 'lines', label: 'Lines', children: formatNumber(summary.rowCount) },
          { key: 'matched', label: 'Matched', children: formatNumber(summary.matchedRows) },
          { key: 'unmatched', label: 'Unmatched', children: formatNumber(summary.unmatchedRows) },
          { key: 'problems', label: 'Lines with problems', children: formatNumber(summary.problemCount) },
          { key: 'revenue', label: 'Revenue', children: money(summary.revenueMinor) },
          { key: 'fees', label: 'Ad fees (marketplace)', children: money(summary.adFeesMinor) },
          { key: 'commission', label: 'Associate commission', children: money(summary.commissionMinor) },
          {
            key: 'replaced',
            label: result.dryRun ? 'Earlier lines it replaces' : 'Earlier lines replaced',
            children: formatNumber(summary.replacedRows),
          },
        ]}
      />
      {result.problems.length > 0 ? (
        <div>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Problems ({formatNumber(summary.problemCount)})
          </Typography.Title>
          <ProblemsTable problems={result.problems} total={summary.problemCount} />
        </div>
      ) : null}
      <div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {summary.rowCount > result.rows.length
            ? `The first ${formatNumber(result.rows.length)} of ${formatNumber(summary.rowCount)} lines`
            : 'Lines'}
        </Typography.Title>
        <ListTable<TAssociateReportLine>
          size="small"
          rowKey="lineNo"
          dataSource={result.rows}
          columns={reportLineColumns<TAssociateReportLine>()}
          pagination={result.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      </div>
    </Flex>
  );
}
