import { DownloadOutlined } from '@ant-design/icons';
import { dealCalls, dealCsvColumns, maxDealCsvRows } from '@atlas/shared';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useCallMutation } from '../../../api/calls';
import { ApiError, uploadFile } from '../../../api/http';
import { CsvDropZone } from '../../../components/csv-drop-zone';
import { ListTable } from '../../../components/list-table';
import { errorText } from '../../../components/server-error';
import { StatusPanel } from '../../../components/status-panel';
import { formatNumber } from '../../../lib/format';

export type DealUploadModalProps = {
  open: boolean;
  onClose: () => void;
  onTemplate: () => void;
  templateLoading: boolean;
};

type TLineError = { key: number; line: string; message: string };

/** Line errors of a refused file (`lines.N`), in file order. */
function lineErrors(error: unknown): TLineError[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  return error.fields
    .filter((field) => field.path.startsWith('lines.'))
    .map((field, key) => ({ key, line: field.path.slice('lines.'.length), message: field.message }));
}

/** Deals from a CSV of the template: all lines are created, or none and every wrong line is named. */
export function DealUploadModal({ open, onClose, onTemplate, templateLoading }: DealUploadModalProps) {
  const upload = useCallMutation((file: File) => uploadFile(dealCalls.uploadDeals, file, { silent: true }), {
    refreshes: [dealCalls.listDeals],
  });
  const lines = lineErrors(upload.error);

  return (
    <Modal
      open={open}
      title="Upload deals from a CSV"
      width={760}
      onCancel={upload.isPending ? undefined : onClose}
      afterOpenChange={(visible) => (visible ? undefined : upload.reset())}
      destroyOnHidden
      footer={
        upload.data ? (
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <Button onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
        )
      }
    >
      {upload.data ? (
        <StatusPanel
          status="success"
          title={`${formatNumber(upload.data.created)} deal${upload.data.created === 1 ? '' : 's'} created`}
        />
      ) : (
        <Spin spinning={upload.isPending} description="Checking every line…">
          <Flex vertical gap={16}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Columns <Typography.Text code>{dealCsvColumns.join(', ')}</Typography.Text>. Give a deal price
              or a discount, dates as 2025-07-08 (days of the product's marketplace, both included). Up to{' '}
              {formatNumber(maxDealCsvRows)} lines; if one line is wrong, no deal is created.
            </Typography.Paragraph>
            {upload.error ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={
                  lines.length > 0
                    ? 'No deal was created: fix these lines and upload the file again'
                    : errorText(upload.error)
                }
              />
            ) : null}
            {lines.length > 0 ? (
              <ListTable<TLineError>
                size="small"
                rowKey="key"
                dataSource={lines}
                pagination={lines.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                columns={[
                  { title: 'Line', dataIndex: 'line', width: 80 },
                  {
                    title: 'Problem',
                    dataIndex: 'message',
                    render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
                  },
                ]}
              />
            ) : null}
            <CsvDropZone
              label="Drop your deal CSV here, or click to choose it"
              busy={upload.isPending}
              onFile={(file) => upload.mutate(file)}
            />
            <div>
              <Button icon={<DownloadOutlined />} loading={templateLoading} onClick={onTemplate}>
                Download the template
              </Button>
            </div>
          </Flex>
        </Spin>
      )}
    </Modal>
  );
}
