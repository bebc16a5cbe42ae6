import {
  commissionCalls,
  commissionCsvColumns,
  maxCommissionCsvRows,
  type TApplyCommissionCsvResponse,
  type TCommissionCsvPreview,
} from '@atlas/shared';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCallMutation } from '../../../api/calls';
import { applyCommissionCsv } from '../../../api/commissions';
import { uploadFile } from '../../../api/http';
import { CsvDropZone } from '../../../components/csv-drop-zone';
import { errorText } from '../../../components/server-error';
import { StatusPanel } from '../../../components/status-panel';
import { formatNumber } from '../../../lib/format';
import { CsvPreviewTable } from './csv-preview-table';
import { productReads } from './use-commission-config';

export type CommissionCsvModalProps = {
  open: boolean;
  onClose: () => void;
  /** The page's template download, shown beside the drop zone. */
  templateAction?: ReactNode;
};

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

function summaryText(preview: TCommissionCsvPreview): string {
  const { total, update, unchanged, error } = preview.summary;
  const skipped =
    error > 0 ? ` Rows with errors are skipped; fix them and upload again to apply them too.` : '';
  return `${plural(total, 'row')}: ${formatNumber(update)} to update, ${formatNumber(unchanged)} unchanged, ${formatNumber(error)} with errors.${skipped}`;
}

function resultText(result: TApplyCommissionCsvResponse): string {
  return `${plural(result.applied, 'product')} updated · ${formatNumber(result.unchanged)} unchanged · ${plural(result.skipped, 'row')} skipped`;
}

/**
 * The commission/status CSV: upload, see every row's outcome (errors by line), then confirm.
 * Apply takes the preview by id, in one transaction; confirming twice applies once.
 */
export function CommissionCsvModal({ open, onClose, templateAction }: CommissionCsvModalProps) {
  const upload = useCallMutation((file: File) =>
    uploadFile(commissionCalls.previewCommissionCsv, file, { silent: true }),
  );
  const apply = useCallMutation((id: string) => applyCommissionCsv(id), { refreshes: productReads });
  const preview = upload.data;
  const result = apply.data;

  const restart = () => {
    upload.reset();
    apply.reset();
  };

  const footer = result ? (
    <Button type="primary" onClick={onClose}>
      Done
    </Button>
  ) : preview ? (
    <Flex gap={8} justify="flex-end">
      <Button onClick={restart} disabled={apply.isPending}>
        Upload another file
      </Button>
      <Button
        type="primary"
        disabled={preview.summary.update === 0}
        loading={apply.isPending}
        onClick={() => apply.mutate(preview.id)}
      >
        {preview.summary.update === 0
          ? 'Nothing to apply'
          : `Apply ${plural(preview.summary.update, 'change')}`}
      </Button>
    </Flex>
  ) : (
    <Button onClick={onClose}>Cancel</Button>
  );

  return (
    <Modal
      open={open}
      title="Update commissions and status from a CSV"
      width={1000}
      footer={footer}
      onCancel={apply.isPending ? undefined : onClose}
      afterOpenChange={(visible) => (visible ? undefined : restart())}
      destroyOnHidden
      mask={{ closable: !apply.isPending && !upload.isPending }}
    >
      {result ? (
        <StatusPanel status="success" title="Commissions updated" subTitle={resultText(result)} />
      ) : preview ? (
        <Flex vertical gap={16}>
          <Alert
            type={preview.summary.error > 0 ? 'warning' : 'info'}
            showIcon
            title={`Preview of ${preview.fileName}`}
            description={summaryText(preview)}
          />
          {apply.error ? <Alert type="error" showIcon title={errorText(apply.error)} role="alert" /> : null}
          <CsvPreviewTable preview={preview} />
        </Flex>
      ) : (
        <Spin spinning={upload.isPending} description="Checking every row…">
          <Flex vertical gap={16}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Columns <Typography.Text code>{commissionCsvColumns.join(', ')}</Typography.Text>. Commission in
              percent (12.5), status active or inactive; leave a cell empty to keep the current value. Up to{' '}
              {formatNumber(maxCommissionCsvRows)} rows. Nothing changes until you confirm the preview.
            </Typography.Paragraph>
            {upload.error ? (
              <Alert type="error" showIcon title={errorText(upload.error)} role="alert" />
            ) : null}
            <CsvDropZone
              label="Drop your CSV here, or click to choose it"
              busy={upload.isPending}
              onFile={(file) => upload.mutate(file)}
            />
            {templateAction ? <div>{templateAction}</div> : null}
          </Flex>
        </Spin>
      )}
    </Modal>
  );
}
