import { payoutCalls, type TPayoutFile } from '@atlas/shared';
import { Typography } from 'antd';
import { downloadCall } from '../../../api/download';
import { ListTable } from '../../../components/list-table';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { formatCount } from '../../../lib/format';
import { payoutMoney } from '../../payouts/payout-labels';

export type PayoutFilesTableProps = { runId: string; currency: string; files: TPayoutFile[] };

const railNames = { ach: 'ACH', sepa: 'SEPA' } as const;

/** The files an approved run wrote for the bank, to download and upload at the bank. */
export function PayoutFilesTable({ runId, currency, files }: PayoutFilesTableProps) {
  return (
    <ListTable<TPayoutFile>
      rowKey="id"
      size="small"
      dataSource={files}
      pagination={false}
      locale={{ emptyText: 'No bank file: this run pays by PayPal only' }}
      columns={[
        {
          title: 'File',
          key: 'file',
          render: (_, file) => (
            <>
              <strong>{railNames[file.rail]}</strong>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {file.fileName}
              </Typography.Text>
            </>
          ),
        },
        { title: 'Payouts', key: 'payouts', render: (_, file) => formatCount(file.payouts, 'payout') },
        {
          title: 'Total',
          key: 'total',
          align: 'right',
          render: (_, file) => payoutMoney(file.totalMinor, currency),
        },
        {
          title: 'Download',
          key: 'download',
          render: (_, file) => (
            <ProgressDownloadButton
              label={`${railNames[file.rail]} file`}
              busyLabel="Downloading"
              download={(onProgress) =>
                downloadCall(
                  payoutCalls.downloadPayoutFile,
                  { params: { runId, fileId: file.id } },
                  { silent: true, fileName: file.fileName, onProgress },
                )
              }
            />
          ),
        },
      ]}
    />
  );
}
